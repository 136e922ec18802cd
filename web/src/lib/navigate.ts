/**
 * Navigation from outside React: an action such as `toggleWishlist` has no router hook, and a page
 * that signs the buyer out may be unmounted before it can navigate. The app's `<NavigationBridge />`
 * (inside the router, app/navigation.tsx) lends the router's navigate here; without it (a test that
 * renders one component) `navigateTo` falls back to the history API and a `popstate`, which the browser
 * router follows. In lib so the data layer and features use it without importing the app shell.
 */
import type { NavigateFunction } from 'react-router';

let routerNavigate: NavigateFunction | null = null;

/** Moves the single-page app to `to` (a path with query); `replace` swaps the current entry. */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (routerNavigate) {
    void routerNavigate(to, { replace: options.replace ?? false });
    return;
  }
  if (typeof window === 'undefined') return;
  const current = (window.history.state ?? {}) as { idx?: number };
  const idx = (current.idx ?? 0) + (options.replace ? 0 : 1);
  const next = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
  if (options.replace) window.history.replaceState(next, '', to);
  else window.history.pushState(next, '', to);
  window.dispatchEvent(new PopStateEvent('popstate', { state: next }));
}

/** Lends the router's navigate to `navigateTo`; the returned function takes it back (an effect's cleanup). */
export function lendRouterNavigate(navigate: NavigateFunction): () => void {
  routerNavigate = navigate;
  return () => {
    if (routerNavigate === navigate) routerNavigate = null;
  };
}
