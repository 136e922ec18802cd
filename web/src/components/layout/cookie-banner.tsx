/**
 * The cookie banner (docs/product-rules.md §2 "Footer"): its text and 'I Agree' from the configuration; the
 * agreement is remembered in localStorage; not shown on the pages the configuration lists.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { SiteConfig } from '../../data/use-site.ts';
import { useHydrated } from '../../lib/hydrated.ts';

type Banner = SiteConfig['footer']['cookieBanner'];

/** localStorage key of the shopper's agreement. */
export const COOKIE_CONSENT_KEY = 'attar.cookieConsent';

/** True when `pathname` is one of the configured pages (`/category/{categoryName}/{categoryId}` style templates included). */
export function onPages(pathname: string, pages: readonly string[]): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return pages.some((page) => {
    const pattern = page.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  });
}

function agreed(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) !== null;
  } catch {
    return false;
  }
}

export function CookieBanner({ banner }: { banner: Banner }) {
  const { pathname } = useLocation();
  const [accepted, setAccepted] = useState(agreed);
  // The agreement is this browser's: the server's HTML (and the hydration of it) always has the
  // banner, and index.html's first script marks a browser that agreed, whose stylesheet then hides
  // it from the first paint (base.css). Nothing moves for anyone; it leaves the page after hydrating.
  const hydrated = useHydrated();
  if ((hydrated && accepted) || !banner.enabled || accepted || onPages(pathname, banner.disabledOnPages)) return null;

  const agree = () => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, new Date().toISOString());
    } catch {
      // storage blocked: agreed for this visit only
    }
    setAccepted(true);
  };

  return (
    <section className="cookie-banner" aria-label="Cookie notice">
      <p>{banner.text}</p>
      <button type="button" className="button button-small" onClick={agree}>
        {banner.buttonLabel}
      </button>
    </section>
  );
}
