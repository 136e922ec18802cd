/**
 * The guest session (docs/product-rules.md §3, 4 and 9): the guest cart's ids, its expiry and a cached item
 * count live in browser storage under the keys the spec names. The session is checked at start and every
 * 10 minutes; once its expiry has passed the guest cart is cleared on the server, the keys removed,
 * other tabs told ('guest-cart-updated') and the shopper told by a toast.
 */
import { useSyncExternalStore } from 'react';
import type { Schemas } from '@attar/sdk';
import { api } from './client.ts';
import { toast } from '../state/toasts.ts';

/** Browser storage keys, exactly as docs/product-rules.md §3 spells them. */
export const GUEST_KEYS = {
  guestId: 'guestId',
  checkOutId: 'checkOutId',
  cartItems: 'cartItems',
  expiry: 'guestSessionExpiry',
  address: 'guestaddress',
} as const;

/** docs/product-rules.md §9: the expiry check runs at start and every 600000 ms. */
export const GUEST_CHECK_MS = 600_000;
export const GUEST_CART_UPDATED = 'guest-cart-updated';
export const GUEST_EXPIRED_TOAST = 'Guest session expired — cart cleared';

export interface GuestIds {
  guestId: string;
  checkOutId: string;
}

/** This browser's local storage, or undefined where there is none or it is blocked. */
export const storage = (): Storage | undefined => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined; // storage blocked (private mode, policy)
  }
};

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The stored guest ids, or undefined unless both are stored. */
export function readGuestIds(): GuestIds | undefined {
  const s = storage();
  const guestId = s?.getItem(GUEST_KEYS.guestId);
  const checkOutId = s?.getItem(GUEST_KEYS.checkOutId);
  return guestId && checkOutId ? { guestId, checkOutId } : undefined;
}

/** The stored expiry in epoch ms (ISO text or a number of ms), or undefined. */
export function readGuestExpiry(): number | undefined {
  const raw = storage()?.getItem(GUEST_KEYS.expiry);
  if (!raw) return undefined;
  const ms = /^[0-9]+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(ms) ? ms : undefined;
}

/** The item count of the cached cart copy, for the header before the cart has loaded. */
export function cachedGuestItemCount(): number {
  try {
    const items = JSON.parse(storage()?.getItem(GUEST_KEYS.cartItems) ?? '[]') as Array<{ quantity?: unknown }>;
    return Array.isArray(items) ? items.reduce((n, i) => n + (typeof i.quantity === 'number' ? i.quantity : 0), 0) : 0;
  } catch {
    return 0;
  }
}

/** Stores what a guest cart reply says: ids, expiry and the cached item list. */
export function saveGuestCart(reply: Schemas['GuestCart']): void {
  const s = storage();
  if (!s) return;
  s.setItem(GUEST_KEYS.guestId, reply.guestId);
  s.setItem(GUEST_KEYS.checkOutId, reply.checkOutId);
  s.setItem(GUEST_KEYS.expiry, reply.expiresAt);
  s.setItem(GUEST_KEYS.cartItems, JSON.stringify(reply.cart.items.map((i) => ({ cin: i.cin, quantity: i.quantity }))));
  notify();
}

/** Removes every guest key (after expiry, or once the cart moved to the buyer's account). */
export function clearGuestKeys(): void {
  const s = storage();
  if (s) for (const key of Object.values(GUEST_KEYS)) s.removeItem(key);
  notify();
}

let channel: BroadcastChannel | undefined;
const getChannel = (): BroadcastChannel | undefined => {
  if (!channel && typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel('attar-guest-cart');
  return channel;
};

/** Tells this tab (a window event) and the other tabs (a BroadcastChannel message) that the guest cart changed. */
export function broadcastGuestCartUpdated(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(GUEST_CART_UPDATED));
  getChannel()?.postMessage({ type: GUEST_CART_UPDATED });
}

/** Calls `listener` when another tab changed the guest cart or its keys. Returns the unsubscribe function. */
export function onGuestCartUpdatedElsewhere(listener: () => void): () => void {
  const onMessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === GUEST_CART_UPDATED) listener();
  };
  const ch = getChannel();
  ch?.addEventListener('message', onMessage);
  return () => ch?.removeEventListener('message', onMessage);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(GUEST_KEYS) as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => {
  const ids = readGuestIds();
  return ids ? `${ids.guestId}|${ids.checkOutId}` : '';
};

const parsed = new Map<string, GuestIds>();
/** The stored guest ids as React state (follows this tab's changes and other tabs' storage events). */
export function useGuestIds(): GuestIds | undefined {
  const key = useSyncExternalStore(subscribe, snapshot, () => '');
  if (!key) return undefined;
  let ids = parsed.get(key);
  if (!ids) {
    const [guestId = '', checkOutId = ''] = key.split('|');
    ids = { guestId, checkOutId };
    parsed.set(key, ids);
  }
  return ids;
}

let expiring: Promise<void> | undefined;

/**
 * Ends the guest session: clears the cart on the server (only when both ids are stored, docs/product-rules.md 5),
 * removes the keys, tells the other tabs and shows the toast. A failed server call is logged only.
 */
export function expireGuestSession(): Promise<void> {
  expiring ??= (async () => {
    const ids = readGuestIds();
    if (ids) {
      const result = await api.guest.clearCart({ ...ids, clear: true });
      if (result.error) console.error('guest cart clear failure', result.error);
    }
    clearGuestKeys();
    broadcastGuestCartUpdated();
    toast(GUEST_EXPIRED_TOAST, 'success');
  })().finally(() => {
    expiring = undefined;
  });
  return expiring;
}

/** Checks the stored expiry; resolves true when the session had expired and was ended. */
export async function checkGuestSession(now: number = Date.now()): Promise<boolean> {
  const expiry = readGuestExpiry();
  if (expiry === undefined || expiry > now) return false;
  await expireGuestSession();
  return true;
}

let stopWatch: (() => void) | undefined;

/**
 * Starts the expiry check: now and every 10 minutes. Idempotent; returns the stop function.
 * @example startGuestSession(); // main.tsx, next to startSessionSync()
 */
export function startGuestSession(): () => void {
  if (stopWatch) return stopWatch;
  void checkGuestSession();
  const timer = setInterval(() => void checkGuestSession(), GUEST_CHECK_MS);
  stopWatch = () => {
    clearInterval(timer);
    stopWatch = undefined;
  };
  return stopWatch;
}
