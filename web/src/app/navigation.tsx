/**
 * Navigation from outside React: an action such as `toggleWishlist` has no router hook, and a page
 * that signs the buyer out may be unmounted before it can navigate. `<NavigationBridge />` (inside the
 * router) lends the router's navigate to `navigateTo`; without it (a test that renders one component)
 * `navigateTo` falls back to the history API and a `popstate`, which the browser router follows.
 * `<ScrollOnNavigate />` brings a newly opened page to its top, or to the element its hash names, and
 * leaves Back and Forward where the browser puts them.
 */
import { useEffect, useLayoutEffect } from 'react';
import { type NavigateFunction, useLocation, useNavigate, useNavigationType } from 'react-router';

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

/** Lends the router's navigate to `navigateTo` while mounted. */
export function NavigationBridge(): null {
  const navigate = useNavigate();
  useEffect(() => {
    routerNavigate = navigate;
    return () => {
      if (routerNavigate === navigate) routerNavigate = null;
    };
  }, [navigate]);
  return null;
}

/** Scrolls to the top (or to the hash's target) when a new page is pushed or replaced. */
export function ScrollOnNavigate(): null {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (typeof window === 'undefined' || type === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, type]);
  return null;
}
