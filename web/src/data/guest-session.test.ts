// @vitest-environment happy-dom
// @vitest-isolate it tests the guest-session watcher, which is module state started once
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './client.ts';
import { store } from '../state/store.ts';
import {
  GUEST_CART_UPDATED,
  GUEST_CHECK_MS,
  GUEST_EXPIRED_TOAST,
  cachedGuestItemCount,
  readGuestIds,
  saveGuestCart,
  startGuestSession,
} from './guest-session.ts';
import { guestCartForSignIn } from './cart-actions.ts';
import { readGuestAddress, saveGuestAddress } from './guest-address.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const KEYS = ['guestId', 'checkOutId', 'cartItems', 'guestSessionExpiry', 'guestaddress'];

function storeGuest(
  expiresAt: string,
  ids: { guestId?: string; checkOutId?: string } = { guestId: 'GU5T8K2M9Q3X', checkOutId: 'CKG3H8J2K7L4' },
) {
  if (ids.guestId) localStorage.setItem('guestId', ids.guestId);
  if (ids.checkOutId) localStorage.setItem('checkOutId', ids.checkOutId);
  localStorage.setItem('cartItems', JSON.stringify([{ cin: 'ATR-OUD-100', quantity: 2 }]));
  localStorage.setItem('guestSessionExpiry', expiresAt);
  localStorage.setItem('guestaddress', JSON.stringify({ addressee: 'Asha Rao', zipcode: '560001' }));
}

const stored = () => KEYS.filter((k) => localStorage.getItem(k) !== null);
/** Lets the check's promise chain (server call, storage, toast) run under fake timers. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

let stop: (() => void) | undefined;
let clearCart: ReturnType<typeof vi.spyOn>;
let events: number;
const onUpdated = () => events++;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  localStorage.clear();
  store.toasts = [];
  events = 0;
  window.addEventListener(GUEST_CART_UPDATED, onUpdated);
  clearCart = vi.spyOn(api.guest, 'clearCart').mockResolvedValue({
    data: undefined as never,
    meta: { status: 200, httpStatus: 200, message: 'Cart cleared', requestId: undefined },
  });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  window.removeEventListener(GUEST_CART_UPDATED, onUpdated);
  vi.useRealTimers();
});

describe('guest session expiry', () => {
  it('at start, clears an expired guest cart on the server, removes the keys, tells other tabs and says so', async () => {
    storeGuest('2026-11-22T09:59:00.000Z');
    stop = startGuestSession();
    await settle();
    expect(clearCart).toHaveBeenCalledWith({ guestId: 'GU5T8K2M9Q3X', checkOutId: 'CKG3H8J2K7L4', clear: true });
    expect(stored()).toEqual([]);
    expect(events).toBe(1);
    expect(store.toasts.map((t) => [t.text, t.tone])).toEqual([[GUEST_EXPIRED_TOAST, 'success']]);
    expect(GUEST_EXPIRED_TOAST).toBe('Guest session expired — cart cleared');
  });

  it('leaves a live session alone, then ends it at the first check after it expires (every 10 minutes)', async () => {
    storeGuest(new Date(NOW + 15 * 60_000).toISOString());
    stop = startGuestSession();
    await settle();
    expect(clearCart).not.toHaveBeenCalled();
    expect(stored()).toHaveLength(KEYS.length);

    await vi.advanceTimersByTimeAsync(GUEST_CHECK_MS); // 10 minutes: still 5 to go
    expect(clearCart).not.toHaveBeenCalled();
    expect(GUEST_CHECK_MS).toBe(600_000);

    await vi.advanceTimersByTimeAsync(GUEST_CHECK_MS); // 20 minutes: expired
    await settle();
    expect(clearCart).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual([]);
    expect(store.toasts.at(-1)?.text).toBe(GUEST_EXPIRED_TOAST);
  });

  it('does not call the server unless both ids are stored, but still removes the keys and says so', async () => {
    storeGuest('2026-11-21T10:00:00.000Z', { guestId: 'GU5T8K2M9Q3X' });
    stop = startGuestSession();
    await settle();
    expect(clearCart).not.toHaveBeenCalled();
    expect(stored()).toEqual([]);
    expect(store.toasts.at(-1)?.text).toBe(GUEST_EXPIRED_TOAST);
  });

  it('still ends the session when the server call fails (logged to the console only)', async () => {
    clearCart.mockResolvedValue({ error: new Error('offline') as never });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeGuest('2026-11-22T09:00:00.000Z');
    stop = startGuestSession();
    await settle();
    expect(log).toHaveBeenCalledWith('guest cart clear failure', expect.anything());
    expect(stored()).toEqual([]);
    expect(store.toasts.at(-1)?.text).toBe(GUEST_EXPIRED_TOAST);
  });

  it('does nothing for a shopper without a guest session', async () => {
    stop = startGuestSession();
    await vi.advanceTimersByTimeAsync(GUEST_CHECK_MS * 3);
    expect(clearCart).not.toHaveBeenCalled();
    expect(store.toasts).toEqual([]);
  });
});

describe('guest keys', () => {
  it('keeps the ids, expiry and a cached item list from a guest cart reply under the spec keys', () => {
    saveGuestCart({
      guestId: 'GU1',
      checkOutId: 'CK1',
      expiresAt: '2026-11-29T10:00:00.000Z',
      cart: {
        items: [
          { cin: 'A', quantity: 2 },
          { cin: 'B', quantity: 1 },
        ],
      } as never,
    });
    expect(localStorage.getItem('guestId')).toBe('GU1');
    expect(localStorage.getItem('checkOutId')).toBe('CK1');
    expect(localStorage.getItem('guestSessionExpiry')).toBe('2026-11-29T10:00:00.000Z');
    expect(cachedGuestItemCount()).toBe(3);
    expect(readGuestIds()).toEqual({ guestId: 'GU1', checkOutId: 'CK1' });
    expect(guestCartForSignIn()).toEqual({ guestId: 'GU1', checkOutId: 'CK1' });
  });
});

describe("the guest's address (guestaddress)", () => {
  const address = {
    type: 'H',
    addressee: 'Asha Rao',
    contactNumber: '9876543210',
    line1: '12 MG Road',
    zipcode: '560001',
    cityOrArea: 'Bengaluru',
    state: 'Karnataka',
  } as const;

  it('is kept under the key SPEC names, read back as written, and nothing when it is not JSON', () => {
    saveGuestAddress(address as never);
    expect(JSON.parse(localStorage.getItem('guestaddress')!)).toEqual(address);
    expect(readGuestAddress()).toEqual(address);
    localStorage.setItem('guestaddress', '{broken');
    expect(readGuestAddress()).toBeUndefined();
    localStorage.removeItem('guestaddress');
    expect(readGuestAddress()).toBeUndefined();
  });
});
