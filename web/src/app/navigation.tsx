/**
 * The router's side of navigation: `<NavigationBridge />` lends the router's navigate to `navigateTo`
 * (lib/navigate.ts), which actions outside React use; `<ScrollOnNavigate />` brings a newly opened page
 * to its top, or to the element its hash names, and leaves Back and Forward where the browser puts them.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { lendRouterNavigate } from '../lib/navigate.ts';

/** Lends the router's navigate to `navigateTo` while mounted. */
export function NavigationBridge(): null {
  const navigate = useNavigate();
  useEffect(() => lendRouterNavigate(navigate), [navigate]);
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
