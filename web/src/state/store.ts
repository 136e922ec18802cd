/**
 * Client state only (docs/product-rules.md §3): the auth flag, window size and toasts. Server data lives
 * in SWR, never here, so the change counters and the last order id of the product rules have no copy:
 * SWR's keys and mutations re-read what an event changed, and an order's id travels in its URL.
 */
import { proxy } from 'valtio';

export type ToastTone = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

export interface ClientState {
  auth: boolean;
  windowSize: { width: number; height: number };
  toasts: Toast[];
}

const initial = (): ClientState => ({
  auth: false,
  windowSize: {
    width: typeof window === 'undefined' ? 1280 : window.innerWidth,
    height: typeof window === 'undefined' ? 800 : window.innerHeight,
  },
  toasts: [],
});

export const store = proxy<ClientState>(initial());

/** Logout: every piece of client state back to its initial value (docs/product-rules.md §4). */
export function resetClientState(): void {
  store.auth = false;
  store.toasts = [];
}
