/**
 * The frame of every page: skip link, header, the routed page, footer, toasts, and the page wrapper
 * (time on page, visitor and click analytics, web font, site icon, identity and tag-manager scripts).
 */
import { Suspense, type ReactNode } from 'react';
import { preloadable } from '../../lib/preloadable.ts';
import { Outlet, useLocation } from 'react-router';
import { WishlistProvider } from '../../data/wishlist-context.tsx';
import { useSite } from '../../data/use-site.ts';
import { PartBoundary } from '../ui/part-boundary.tsx';
import { ErrorState, Skeleton } from '../ui/status.tsx';
import { PageWrapper } from './page-wrapper.tsx';
import { MinimalHeader, SiteHeader } from './site-header.tsx';
import { Toasts } from './toasts.tsx';

/**
 * The footer (with the mobile bottom menu and the cookie banner) is below the fold or fixed over the
 * page: the server renders it with the page, and the browser hydrates it once its code has arrived.
 */
const SiteFooter = preloadable('site-footer', () => import('./site-footer.tsx').then((m) => m.SiteFooter));

/** With the store's loginRequire on, the page is behind the sign-in gate (decision 022); its code loads only then. */
const LoginRequired = preloadable('login-required', () => import('./login-required.tsx').then((m) => m.LoginRequired));

/**
 * The layout route around every page of the route table (routes.tsx): the sign-in gate while the store
 * has loginRequire on. An address that is no page at all is outside it: whether a path exists does not
 * depend on who is signed in, so it is a not-found page (and a 404 from the server) for everyone.
 */
export function SignInGate() {
  return useSite().data?.store.loginRequire ? (
    <LoginRequired>
      <Outlet />
    </LoginRequired>
  ) : (
    <Outlet />
  );
}

/** The routed page in its own boundary, which starts over on every new path. */
function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PartBoundary
      name="page"
      resetKey={pathname}
      fallback={(retry) => <ErrorState title="This page could not be shown" error={undefined} onRetry={retry} />}
    >
      {children}
    </PartBoundary>
  );
}

export function AppLayout() {
  return (
    <PageWrapper>
      {/* one wishlist read for every heart on the page */}
      <WishlistProvider>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {/* each part of the frame in its own error boundary: a part that fails leaves the others standing */}
        <PartBoundary name="header" fallback={<MinimalHeader loading={false} />}>
          <SiteHeader />
        </PartBoundary>
        <main id="main" tabIndex={-1}>
          <PageBoundary>
            <Suspense fallback={<Skeleton lines={6} />}>
              <Outlet />
            </Suspense>
          </PageBoundary>
        </main>
        <PartBoundary name="footer" fallback={null}>
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        </PartBoundary>
        <Toasts />
      </WishlistProvider>
    </PageWrapper>
  );
}
