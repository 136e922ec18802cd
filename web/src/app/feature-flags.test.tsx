// @vitest-environment happy-dom
/**
 * The store's feature flags switch whole features (decision 022): each flag on and off, through the one
 * site configuration read, for the route gate, the cards, the product page's buttons, the header, the
 * bottom menu, the sign-in pages' links, the account pages and the loginRequire gate.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginRequired } from '../components/layout/login-required.tsx';
import { renderFrame as renderFrameIn, siteConfig } from '../components/layout/frame-test-kit.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { BottomMenu } from '../components/layout/bottom-menu.tsx';
import { PurchasePanel } from '../features/catalog/detail/purchase-panel.tsx';
import { ProductRail } from '../features/catalog/product-rail.tsx';
import { RequireSignIn } from '../features/profile/require-sign-in.tsx';
import { LoginPage } from '../pages/login-page.tsx';
import { store } from '../state/store.ts';
import { restoreGateNotFound } from '../data/server-reads.ts';
import { product, summary } from '../test-support/catalog-test-kit.tsx';
import type { SiteConfig } from '../data/use-site.ts';
import { FeatureGate, type PageFeature } from '../components/ui/feature-unavailable.tsx';
import { resetFirstViewForTests } from '../lib/first-view.ts';
import { cannedReads } from '../test-support/canned-reads.tsx';

// the one site configuration read answers with the configuration of the test; no other read answers
// (the real cart, wishlist and sign-in parts run on it: a guest's, unless the test signs in)
const state = { site: undefined as unknown };
const reads = cannedReads((action) => (action === 'contentSite' ? state.site : undefined));
const renderFrame = (element: ReactElement) => renderFrameIn(element, '/', reads.wrapper);

/** The seeded configuration with `features` switched as given. */
const withFeatures = (features: Partial<SiteConfig['features']>, loginRequire = false) => {
  state.site = siteConfig((site) => {
    Object.assign(site.features, features);
    site.store.loginRequire = loginRequire;
  });
};

beforeEach(() => {
  store.auth = false;
  resetFirstViewForTests();
  withFeatures({});
});
afterEach(() => {
  cleanup();
  store.auth = false;
});

describe('the route gate', () => {
  const texts: Record<PageFeature, string> = {
    signIn: 'Signing in is not available in this store',
    signUp: 'Creating an account is not available in this store',
    cart: 'The cart is not available in this store',
    wishlist: 'The wishlist is not available in this store',
  };
  for (const feature of Object.keys(texts) as PageFeature[]) {
    it(`shows the ${feature} page while ${feature} is on, the unavailable page with a way on while it is off`, () => {
      renderFrame(
        <FeatureGate needs={[feature]}>
          <p>The {feature} page</p>
        </FeatureGate>,
      );
      expect(screen.getByText(`The ${feature} page`)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: texts[feature] })).toBeNull();
      cleanup();

      withFeatures({ [feature]: false });
      renderFrame(
        <FeatureGate needs={[feature]}>
          <p>The {feature} page</p>
        </FeatureGate>,
      );
      expect(screen.queryByText(`The ${feature} page`)).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: texts[feature] })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
      expect(screen.getByRole('link', { name: 'Browse all perfumes' }).getAttribute('href')).toBe('/shop');
      expect(document.title).toContain(texts[feature]);
    });
  }

  it('registration needs sign-in and sign-up: with sign-up off it offers signing in instead', () => {
    withFeatures({ signUp: false });
    renderFrame(
      <FeatureGate needs={['signIn', 'signUp']}>
        <p>Registration</p>
      </FeatureGate>,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    cleanup();
    withFeatures({ signIn: false });
    renderFrame(
      <FeatureGate needs={['signIn', 'signUp']}>
        <p>Registration</p>
      </FeatureGate>,
    );
    expect(screen.getByRole('heading', { name: texts.signIn })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('waits for the configuration instead of showing a page it may have to take back', () => {
    state.site = undefined;
    renderFrame(
      <FeatureGate needs={['cart']}>
        <p>Cart</p>
      </FeatureGate>,
    );
    expect(screen.queryByText('Cart')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});

describe('product cards', () => {
  const rail = () => renderFrame(<ProductRail title="New Arrivals" items={[summary({ name: 'Oud Noir' })]} />);

  it('offer add to cart and the heart while the cart and the wishlist are on', () => {
    rail();
    expect(screen.getByRole('button', { name: /^Add to cart/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Oud Noir to wishlist' })).toBeTruthy();
  });

  it('leave out add to cart with the cart off, and the heart with the wishlist off', () => {
    withFeatures({ cart: false });
    rail();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Oud Noir to wishlist' })).toBeTruthy();
    cleanup();
    withFeatures({ wishlist: false });
    rail();
    expect(screen.getByRole('button', { name: /^Add to cart/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to wishlist/ })).toBeNull();
  });

  it('leave out the heart for a guest who cannot sign in, and keep it for a signed-in buyer', () => {
    withFeatures({ signIn: false });
    rail();
    expect(screen.queryByRole('button', { name: /to wishlist/ })).toBeNull();
    cleanup();
    store.auth = true;
    rail();
    expect(screen.getByRole('button', { name: 'Save Oud Noir to wishlist' })).toBeTruthy();
  });
});

describe('the product page buttons', () => {
  function Panel() {
    const p = product();
    const [cin, setCin] = useState(p.defaultCin);
    return <PurchasePanel product={p} cin={cin} onCinChange={setCin} />;
  }

  it('offer quantity, add to cart, buy now and the wishlist while every feature is on', () => {
    renderFrame(<Panel />);
    expect(screen.getByLabelText('Quantity')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toBeTruthy();
    expect(screen.queryByText(/Buying online is not available/)).toBeNull();
  });

  it('with the cart off: no quantity, add to cart or buy now, and the page says why', () => {
    withFeatures({ cart: false });
    renderFrame(<Panel />);
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
    expect(screen.getByText('Buying online is not available in this store at the moment.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toBeTruthy();
  });

  it('with the wishlist off: no heart; with sign-in and guest checkout off, no buy now for a guest', () => {
    withFeatures({ wishlist: false });
    renderFrame(<Panel />);
    expect(screen.queryByRole('button', { name: 'Save to wishlist' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    cleanup();
    withFeatures({ signIn: false, guestCheckout: false });
    renderFrame(<Panel />);
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    cleanup();
    withFeatures({ signIn: false, guestCheckout: true });
    renderFrame(<Panel />);
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeTruthy();
  });
});

describe('the header and the bottom menu', () => {
  const header = () => renderFrame(<SiteHeader />);
  const menu = () => {
    renderFrame(<BottomMenu site={state.site as SiteConfig} />);
    return screen.getByRole('navigation', { name: 'Quick links' });
  };

  it('show the cart, the wishlist and sign-in while they are on', () => {
    header();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Wishlist' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
    cleanup();
    const links = within(menu())
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Shop', 'Wishlist', 'Cart', 'Account']);
  });

  it('leave out each one that is off', () => {
    withFeatures({ cart: false, wishlist: false, signIn: false });
    header();
    expect(screen.queryByRole('link', { name: 'Cart' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Wishlist' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    cleanup();
    expect(
      within(menu())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Shop']);
  });

  it('with sign-in off, a guest has no wishlist or account to open; a signed-in buyer keeps both', () => {
    withFeatures({ signIn: false });
    expect(
      within(menu())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Shop', 'Cart']);
    cleanup();
    store.auth = true;
    expect(
      within(menu())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Shop', 'Wishlist', 'Cart', 'Account']);
  });
});

describe('sign-in pages and account pages', () => {
  it('the sign-in page offers to create an account only while sign-up is on', () => {
    renderFrame(<LoginPage />);
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    cleanup();
    withFeatures({ signUp: false });
    renderFrame(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    cleanup();
    withFeatures({ signIn: false });
    renderFrame(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Signing in is not available in this store' })).toBeTruthy();
  });

  it('an account page sends a guest to sign in, or says it needs an account while sign-in is off', () => {
    const account = () => {
      const router = createMemoryRouter(
        [
          { path: '/login', element: <p>Sign-in page</p> },
          {
            path: '*',
            element: (
              <RequireSignIn>
                <p>Your orders</p>
              </RequireSignIn>
            ),
          },
        ],
        { initialEntries: ['/profile/orders'] },
      );
      render(<RouterProvider router={router} />, { wrapper: reads.wrapper });
      return router;
    };
    const router = account();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fprofile%2Forders');
    cleanup();
    withFeatures({ signIn: false });
    const off = account();
    expect(off.state.location.pathname).toBe('/profile/orders');
    expect(screen.getByRole('heading', { name: 'This page needs an account' })).toBeTruthy();
    expect(screen.queryByText('Your orders')).toBeNull();
  });
});

describe('loginRequire', () => {
  const app = (path: string) => {
    const router = createMemoryRouter(
      [
        { path: '/login', element: <p>Sign-in page</p> },
        {
          path: '*',
          element: (
            <LoginRequired>
              <p>The page</p>
            </LoginRequired>
          ),
        },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />, { wrapper: reads.wrapper });
    return router;
  };

  it('sends a guest to sign in first, keeping where they wanted to go', () => {
    withFeatures({}, true);
    const router = app('/p/oud-noir/UFIwMDAxMg?size=50#reviews');
    expect(screen.queryByText('The page')).toBeNull();
    expect(screen.getByText('Sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/p/oud-noir/UFIwMDAxMg?size=50#reviews');
  });

  it('keeps the sign-in, registration and legal pages open to a guest, and every page to a buyer', () => {
    withFeatures({}, true);
    for (const path of ['/loginpassword', '/registration', '/forgot-password', '/terms', '/privacy-policy/']) {
      const router = app(path);
      expect(screen.getByText('The page')).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      cleanup();
    }
    store.auth = true;
    const router = app('/shop');
    expect(screen.getByText('The page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('shows a guest the not-found page where the server found no page, and nothing else of the page', async () => {
    withFeatures({}, true);
    restoreGateNotFound('/p/unknown/XXX');
    try {
      const router = app('/p/unknown/XXX');
      expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeTruthy();
      expect(screen.queryByText('The page')).toBeNull();
      expect(router.state.location.pathname).toBe('/p/unknown/XXX');
      cleanup();
      // anywhere else the gate asks for a sign-in as before
      expect(app('/p/oud-noir/UFIwMDAxMg').state.location.pathname).toBe('/login');
      cleanup();
      // and a buyer gets the page itself, which says for itself what it found
      store.auth = true;
      app('/p/unknown/XXX');
      expect(screen.getByText('The page')).toBeTruthy();
    } finally {
      restoreGateNotFound(undefined);
    }
  });
});
