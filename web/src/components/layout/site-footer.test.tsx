// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { store } from '../../state/store.ts';
import type { SiteConfig } from '../../data/use-site.ts';
import { COOKIE_CONSENT_KEY, onPages } from './cookie-banner.tsx';
import { renderFrame, siteConfig } from './frame-test-kit.tsx';
import { SiteFooter } from './site-footer.tsx';
import { WhatsAppLink } from './whatsapp-link.tsx';
import { cannedReads } from '../../test-support/canned-reads.tsx';

const state = { site: undefined as unknown, whatsapp: undefined as unknown, cart: 0, wishlist: 0 };
const reads = cannedReads((action) => {
  if (action === 'contentSite') return state.site;
  if (action === 'storeWhatsappSettings') return state.whatsapp;
  if (action === 'cartGet') return { summary: { itemCount: state.cart } };
  if (action === 'wishlistList') return { productIds: [], totalItems: state.wishlist };
  return undefined;
});

const show = (path = '/', edit?: (site: SiteConfig) => void) => {
  state.site = siteConfig(edit);
  return renderFrame(<SiteFooter />, path, reads.wrapper);
};

beforeEach(() => {
  localStorage.clear();
  state.whatsapp = undefined;
  state.cart = 0;
  state.wishlist = 0;
  store.auth = false;
});
afterEach(cleanup);

describe('footer columns', () => {
  it('shows About, Policies, Useful Links and Contact from the configuration', () => {
    show();
    for (const title of ['About', 'Policies', 'Useful Links', 'Contact'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    const policies = screen.getByRole('region', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Return Policy' }).getAttribute('href')).toBe('/return-policy');
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(within(contact).getByText('Mon-Fri 9am-6pm')).toBeTruthy();
  });
});

describe('cookie banner', () => {
  it("hides after 'I Agree' and stays hidden on the next visit", () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).not.toBeNull();
    // the next visit: index.html's first script marks the page from the stored agreement, and
    // footer.css hides the banner from the first paint (cookie-banner.test.ts; the e2e journey reloads)
    expect(document.documentElement.hasAttribute('data-cookie-consent')).toBe(true);
    delete document.documentElement.dataset.cookieConsent;
  });

  it('is not shown on the page the configuration disables it on', () => {
    show('/login');
    expect(screen.queryByRole('button', { name: 'I Agree' })).toBeNull();
    cleanup();
    show('/faq');
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
  });

  it('is not shown when switched off', () => {
    show('/', (site) => {
      site.footer.cookieBanner.enabled = false;
    });
    expect(screen.queryByRole('button', { name: 'I Agree' })).toBeNull();
  });

  it('matches page templates', () => {
    expect(onPages('/category/for-him/CA00001', ['/category/{categoryName}/{categoryId}'])).toBe(true);
    expect(onPages('/login/', ['/login'])).toBe(true);
    expect(onPages('/loginpassword', ['/login'])).toBe(false);
  });
});

describe('WhatsApp chat link', () => {
  it("uses the store's WhatsApp settings when they load", () => {
    state.whatsapp = { enabled: true, chatUrl: 'https://wa.me/919876500011?text=Hello' };
    show();
    const link = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(link.getAttribute('href')).toBe('https://wa.me/919876500011?text=Hello');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('is a header action from tablets up, so that it never floats over the page', () => {
    state.whatsapp = { enabled: true, chatUrl: 'https://wa.me/919876500011?text=Hello' };
    renderFrame(<WhatsAppLink config={siteConfig().footer.whatsApp} placement="header" />, '/', reads.wrapper);
    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    expect(link.className).toContain('wide-only');
    expect(link.closest('aside')).toBeNull();
    expect(link.getAttribute('href')).toBe('https://wa.me/919876500011?text=Hello');
  });

  it('falls back to the configured link, and is hidden when either says off', () => {
    show();
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919876543210\?text=Hi/,
    );
    cleanup();
    state.whatsapp = { enabled: false };
    show();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    cleanup();
    state.whatsapp = undefined;
    show('/', (site) => {
      site.footer.whatsApp.enabled = false;
    });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });
});

describe('mobile bottom menu', () => {
  it('has Shop, Wishlist, Cart and Account with the counts', () => {
    // the buyer's cart and wishlist, read through their hooks
    state.cart = 2;
    state.wishlist = 1;
    store.auth = true;
    show('/cart');
    const menu = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(menu).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(within(menu).getByRole('link', { name: 'Wishlist, 1 item' }).getAttribute('href')).toBe('/wishlist');
    expect(within(menu).getByRole('link', { name: 'Cart, 2 items' }).getAttribute('href')).toBe('/cart');
    // a buyer's Account opens the profile; a guest's opens sign-in and comes back here after
    expect(within(menu).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/profile');
    cleanup();
    store.auth = false;
    show('/cart');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/login?returnTo=%2Fcart');
  });
});
