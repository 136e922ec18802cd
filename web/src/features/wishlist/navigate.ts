/**
 * Navigation from outside React (an action such as `toggleWishlist` has no router hook, and a page that
 * signs the buyer out may be unmounted before it can navigate). The browser router follows `popstate`,
 * so an entry shaped like the router's own ({ usr, key, idx }) and a `popstate` event move the app
 * without a reload. If the app ever exports its router, call `router.navigate(to)` here instead.
 */

interface RouterHistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** Moves the single-page app to `to` (a path with query); `replace` swaps the current entry. */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (typeof window === 'undefined') return;
  const current = (window.history.state ?? {}) as RouterHistoryState;
  const idx = (current.idx ?? 0) + (options.replace ? 0 : 1);
  const next: RouterHistoryState = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
  if (options.replace) window.history.replaceState(next, '', to);
  else window.history.pushState(next, '', to);
  window.dispatchEvent(new PopStateEvent('popstate', { state: next }));
}
