// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@attar/sdk';
import { resetVisitorPlace } from '../../integrations/ip-lookup.ts';
import { firstViewMounted, resetFirstViewForTests } from '../../lib/first-view.ts';
import { store } from '../../state/store.ts';
import { startWindowSizeSync } from '../../state/window-size.ts';
import type { SiteConfig } from '../../data/use-site.ts';
import { cannedReads } from '../../test-support/canned-reads.tsx';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderFrame, siteConfig } from './frame-test-kit.tsx';
import { SiteHeader } from './site-header.tsx';

// the reads the header makes (the configuration, and a buyer's cart and wishlist for the counts)
const state = { site: undefined as unknown, cart: 0, wishlist: 0 };
const reads = cannedReads((action) => {
  if (action === 'contentSite') return state.site;
  if (action === 'cartGet') return { summary: { itemCount: state.cart } };
  if (action === 'wishlistList') return { productIds: [], totalItems: state.wishlist };
  return undefined;
});
// a read that reaches the client (none but the configuration when the test leaves it unanswered) fails as offline
const api = fakeApi({ call: vi.fn() });
// the visitor lookup's two services (the local mock paths), answered without a network
const place = { ip: '203.0.113.42', city: 'Bengaluru', region: 'Karnataka', country: 'IN', loc: '12.97,77.59' };
const lookups = async (url: string | URL | Request) => {
  const href = String(url);
  if (href.startsWith('/_mock/public-ip')) return Response.json({ ip: place.ip });
  if (href.startsWith(`/_mock/ip-lookup/${place.ip}/json`)) return Response.json(place);
  return new Response(null, { status: 404 });
};

const show = (edit?: (site: SiteConfig) => void) => {
  state.site = siteConfig(edit);
  return renderFrame(<SiteHeader />, '/', reads.wrapper);
};

beforeEach(() => {
  state.site = undefined;
  state.cart = 0;
  state.wishlist = 0;
  store.auth = false;
  api.call.mockResolvedValue({ error: new NetworkError('offline') });
  vi.stubGlobal('fetch', vi.fn(lookups));
  resetVisitorPlace();
  sessionStorage.clear();
  resetFirstViewForTests();
});
afterEach(() => {
  cleanup();
  store.auth = false;
  resetVisitorPlace();
});

describe('header items and their flags', () => {
  it('shows the logo linking home, the location, wishlist, cart and sign-in as configured', async () => {
    show();
    const logo = screen.getByRole('img', { name: 'Attar House' });
    expect(logo.closest('a')?.getAttribute('href')).toBe('/');
    // the store's country until the first view is ready, then the visitor's city from the lookup
    expect(screen.getByText('India')).toBeTruthy();
    act(() => firstViewMounted());
    expect(await screen.findByText('Bengaluru')).toBeTruthy();
    expect(screen.getByText('Deliver to')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Wishlist' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?returnTo=%2F');
  });

  it('signing in from the header comes back to the page the shopper was on', () => {
    state.site = siteConfig();
    renderFrame(<SiteHeader />, '/cart', reads.wrapper);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?returnTo=%2Fcart');
    cleanup();
    renderFrame(<SiteHeader />, '/shop?family=WOODY', reads.wrapper);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?returnTo=%2Fshop%3Ffamily%3DWOODY');
    cleanup();
    // on a sign-in page it keeps where that page returns to; never to another site
    renderFrame(<SiteHeader />, '/loginpassword?returnTo=%2Fcheckout', reads.wrapper);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?returnTo=%2Fcheckout');
    cleanup();
    renderFrame(<SiteHeader />, '/login?returnTo=https%3A%2F%2Fevil.example', reads.wrapper);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('has no search bar while its flag is off (this store)', () => {
    show();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByPlaceholderText('What is on your mind today?')).toBeNull();
  });

  it('with the search bar on, searching opens the shop with the keyword', async () => {
    const { router } = show((site) => {
      site.header.searchBar.enabled = true;
    });
    // the search bar's code loads only when its flag is on (its first import in a test run takes a while)
    const input = await screen.findByPlaceholderText('What is on your mind today?', {}, { timeout: 5000 });
    fireEvent.change(input, { target: { value: 'oud noir' } });
    fireEvent.submit(input.closest('form')!);
    expect(router.state.location.pathname).toBe('/shop');
    expect(router.state.location.search).toBe('?keyword=oud%20noir');
  });

  it('hides each item whose flag is off', () => {
    show((site) => {
      site.header.location.enabled = false;
      site.header.wishlist.enabled = false;
      site.header.cart.enabled = false;
      site.header.profile.enabled = false;
      site.header.megaMenu.enabled = false;
    });
    expect(screen.queryByText('Deliver to')).toBeNull();
    expect(screen.queryByRole('link', { name: /Wishlist/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Sign in|Account/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Shop by category' })).toBeNull();
  });

  it('hides the wishlist and cart when the store turns those features off', () => {
    show((site) => {
      site.features.wishlist = false;
      site.features.cart = false;
    });
    expect(screen.queryByRole('link', { name: /Wishlist/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
  });

  it('shows service booking only when it is switched on', () => {
    show();
    expect(screen.queryByRole('link', { name: 'Book a fragrance consultation' })).toBeNull();
    cleanup();
    show((site) => {
      site.header.serviceBooking.enabled = true;
    });
    expect(screen.getByRole('link', { name: 'Book a fragrance consultation' }).getAttribute('href')).toBe('/contact');
  });

  it("shows the cart and wishlist counts (a buyer's)", () => {
    store.auth = true;
    state.cart = 3;
    state.wishlist = 1;
    show();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Wishlist, 1 item' }).length).toBeGreaterThan(0);
  });

  it('links a signed-in buyer to the profile', () => {
    store.auth = true;
    show();
    expect(screen.getAllByRole('link', { name: 'Account' })[0]!.getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('without a configuration shows a minimal header with the shop name', () => {
    // the configuration's read fails (offline)
    renderFrame(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Attar House' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('mega menu', () => {
  const menu = () => screen.getByRole('navigation', { name: 'Shop by category' });
  // the menu's code loads when a wide header first shows it (its first load in a run takes a while)
  const showMenu = async (edit?: (site: SiteConfig) => void) => {
    const view = show(edit);
    await screen.findByRole('navigation', { name: 'Shop by category' }, { timeout: 5000 });
    return view;
  };

  it('is left out on a phone-wide window (the drawer has the categories) and comes back when it widens', async () => {
    const wide = window.innerWidth;
    const setWidth = (width: number) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    };
    startWindowSizeSync();
    try {
      setWidth(390);
      await waitFor(() => expect(store.windowSize.width).toBe(390));
      show();
      expect(screen.queryByRole('navigation', { name: 'Shop by category' })).toBeNull();
      expect(screen.getByRole('button', { name: /menu/i })).toBeTruthy();
      act(() => setWidth(1280));
      expect(await screen.findByRole('navigation', { name: 'Shop by category' })).toBeTruthy();
    } finally {
      setWidth(wide);
      await waitFor(() => expect(store.windowSize.width).toBe(wide));
    }
  });

  it('lists the visible categories as disclosure buttons with their products', async () => {
    await showMenu((site) => {
      site.header.megaMenu.items[3]!.hide = true;
    });
    const forHim = within(menu()).getByRole('button', { name: 'For Him' });
    expect(forHim.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu()).queryByRole('button', { name: 'New Arrivals' })).toBeNull();
    fireEvent.click(forHim);
    expect(forHim.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(forHim.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Shop all For Him' }).getAttribute('href')).toBe('/category/for-him/CA00001');
    expect(within(panel).getByRole('link', { name: 'Kesar Amber' }).getAttribute('href')).toBe('/p/kesar-amber/UFIwMDAwMg');
  });

  it('Escape closes the open panel and returns focus to its button', async () => {
    await showMenu();
    const forHer = within(menu()).getByRole('button', { name: 'For Her' });
    fireEvent.click(forHer);
    const panel = document.getElementById(forHer.getAttribute('aria-controls')!)!;
    const link = within(panel).getByRole('link', { name: 'Gulab Jal' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(forHer.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(forHer);
  });

  it('arrow keys move between categories and one panel is open at a time', async () => {
    await showMenu();
    const [forHim, forHer] = within(menu()).getAllByRole('button');
    act(() => forHim!.focus());
    fireEvent.keyDown(forHim!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(forHer);
    fireEvent.click(forHim!);
    fireEvent.click(forHer!);
    expect(forHim!.getAttribute('aria-expanded')).toBe('false');
    expect(forHer!.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes when the shopper follows a link', async () => {
    const { router } = await showMenu();
    const forHim = within(menu()).getByRole('button', { name: 'For Him' });
    fireEvent.click(forHim);
    fireEvent.click(await screen.findByRole('link', { name: 'Tabac Royale' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/tabac-royale/UFIwMDAwNA'));
    await waitFor(() => expect(forHim.getAttribute('aria-expanded')).toBe('false'));
  });
});
