/** Toasts (docs/product-rules.md §9): at most 20 shown, 5 s by default and 3 s for a success. */
import { store, type ToastTone } from './store.ts';

export const MAX_TOASTS = 20;
export const TOAST_MS = { info: 5000, error: 5000, success: 3000 } as const;
let nextId = 1;

/**
 * Raises a toast; it hides after its time on screen (components/layout/toasts.tsx).
 * @example toast('Added to your cart', 'success')
 */
export function toast(text: string, tone: ToastTone = 'info'): number {
  const id = nextId++;
  store.toasts.push({ id, tone, text });
  while (store.toasts.length > MAX_TOASTS) store.toasts.shift();
  // its time (TOAST_MS) runs from when it is on screen: the Toasts component starts it
  return id;
}

export function dismissToast(id: number): void {
  const index = store.toasts.findIndex((t) => t.id === id);
  if (index !== -1) store.toasts.splice(index, 1);
}
