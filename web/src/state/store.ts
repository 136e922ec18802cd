/**
 * Client state only (docs/product-rules.md §3): counters, the auth flag, the last order id, window size,
 * toasts and consent. Server data lives in SWR, never here.
 */
import { proxy } from 'valtio';

export type ToastTone = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

export interface ClientState {
  /** Each starts at 1 and goes up on its event, so views can key re-reads on it. */
  counters: { add: number; update: number; wishlist: number; profileDetails: number; reviewCart: number };
  auth: boolean;
  orderId: string | null;
  windowSize: { width: number; height: number };
  toasts: Toast[];
}

const initial = (): ClientState => ({
  counters: { add: 1, update: 1, wishlist: 1, profileDetails: 1, reviewCart: 1 },
  auth: false,
  orderId: null,
  windowSize: { width: typeof window === 'undefined' ? 1280 : window.innerWidth, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  toasts: [],
});

export const store = proxy<ClientState>(initial());

/** Logout: every piece of client state back to its initial value (docs/product-rules.md §4). */
export function resetClientState(): void {
  const fresh = initial();
  store.counters = fresh.counters;
  store.auth = false;
  store.orderId = null;
  store.toasts = [];
}

/** Counts an event (`bump('add')` after adding to the cart). */
export function bump(counter: keyof ClientState['counters']): void {
  store.counters[counter]++;
}
