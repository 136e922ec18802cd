/**
 * The storefront's one boundary to the backend: the SDK client. The token lives in localStorage so a
 * reload keeps the buyer signed in; a 401 anywhere returns the shopper to guest (docs/product-rules.md §4).
 */
import { createAttarClient, createMemorySession, createStorageSession, type ApiError, type AttarClient } from '@attar/sdk';

type ExpiredListener = (error: ApiError) => void;
const expiredListeners = new Set<ExpiredListener>();
// an expiry seen before anyone listened (an early read, before the app has booted), for the first listener
let unheard: ApiError | undefined;

/**
 * Subscribes to "the session expired" (a 401 cleared the token). An expiry that happened before the
 * first subscription is told to that subscriber right after it subscribes. Returns the unsubscribe function.
 */
export function onSessionExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  const missed = unheard;
  unheard = undefined;
  if (missed) queueMicrotask(() => expiredListeners.has(listener) && listener(missed));
  return () => void expiredListeners.delete(listener);
}

const storage = typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined;

/** The SDK client every hook and action of the storefront uses. */
export const api: AttarClient = createAttarClient({
  baseUrl: import.meta.env.VITE_ATTAR_API ?? '',
  session: storage ? createStorageSession(storage, 'attar.token') : createMemorySession(),
  // checks every reply against the contract in development; production pages skip the validators
  validateReplies: import.meta.env.DEV,
  onSessionExpired: (error) => {
    if (expiredListeners.size === 0) unheard = error;
    for (const listener of expiredListeners) listener(error);
  },
});
