/**
 * The cookie banner (docs/product-rules.md §2 "Footer"): its text and 'I Agree' from the configuration; the
 * agreement is remembered in localStorage; not shown on the pages the configuration lists.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { SiteConfig } from '../../data/use-site.ts';

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

export function CookieBanner({ banner }: { banner: Banner }) {
  const { pathname } = useLocation();
  // The agreement is this browser's, so no render reads it: the server, the hydration and the browser
  // all draw the banner, and a browser that agreed on an earlier visit hides it from the first paint
  // (index.html's first script marks it for footer.css). Nothing moves, and the markup always matches.
  const [accepted, setAccepted] = useState(false);
  if (!banner.enabled || accepted || onPages(pathname, banner.disabledOnPages)) return null;

  const agree = () => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, new Date().toISOString());
    } catch {
      // storage blocked: agreed for this visit only
    }
    document.documentElement.dataset.cookieConsent = '';
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
