/**
 * The router's side of navigation: `<NavigationBridge />` lends the router's navigate to `navigateTo`
 * (lib/navigate.ts), which actions outside React use; `<ScrollOnNavigate />` brings a newly opened page
 * to its top, or to the element its hash names, and leaves Back and Forward where the browser puts them.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { lendRouterNavigate } from '../lib/navigate.ts';

/** Lends the router's navigate to `navigateTo` while mounted. */
export function NavigationBridge(): null {
  const navigate = useNavigate();
  useEffect(() => lendRouterNavigate(navigate), [navigate]);
  return null;
}

/**
 * Scrolls to the top (or to the hash's target) when a new page is pushed or replaced. A new query on
 * the same page (a filter, a sort) is not a new page: the shopper stays where they were.
 */
export function ScrollOnNavigate(): null {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const shown = useRef({ pathname, hash });
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { pathname, hash };
    if (typeof window === 'undefined' || type === 'POP') return;
    if (before.pathname === pathname && before.hash === hash) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, type]);
  return null;
}
