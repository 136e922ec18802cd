/**
 * The frame of every page: skip link, header, the routed page, footer, toasts, and the page wrapper
 * (time on page, visitor and click analytics, web font, site icon, identity and tag-manager scripts).
 */
import { Suspense } from 'react';
import { preloadable } from '../../lib/preloadable.ts';
import { Outlet } from 'react-router';
import { WishlistProvider } from '../../data/wishlist-context.tsx';
import { Skeleton } from '../ui/status.tsx';
import { PageWrapper } from './page-wrapper.tsx';
import { SiteHeader } from './site-header.tsx';
import { Toasts } from './toasts.tsx';

/**
 * The footer (with the mobile bottom menu and the cookie banner) is below the fold or fixed over the
 * page: the server renders it with the page, and the browser hydrates it once its code has arrived.
 */
const SiteFooter = preloadable('site-footer', () => import('./site-footer.tsx').then((m) => m.SiteFooter));

export function AppLayout() {
  return (
    <PageWrapper>
      {/* one wishlist read for every heart on the page */}
      <WishlistProvider>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <Suspense fallback={<Skeleton lines={6} />}>
            <Outlet />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
        <Toasts />
      </WishlistProvider>
    </PageWrapper>
  );
}
