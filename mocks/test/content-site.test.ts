/** The site configuration: store settings, feature flags, header, footer, integrations, brand messaging. */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession } from '@attar/sdk';
import { useMockShop } from './harness.ts';

const mock = useMockShop();

const client = () => createAttarClient({ baseUrl: 'http://shop.test', validateReplies: true, session: createMemorySession() });

async function site() {
  const { data, error } = await client().content.site();
  expect(error).toBeUndefined();
  return data!;
}

describe('content.site', () => {
  it('describes an Indian store in rupees with zero displayed decimals and no login needed to browse', async () => {
    const { store } = await site();
    expect(store).toEqual({
      name: 'Attar House',
      country: 'IN',
      currency: 'INR',
      currencySymbol: '₹',
      displayDecimals: 0,
      currencyDecimals: 2,
      locale: 'en-IN',
      defaultMobileCountryCode: 'in',
      mobileLength: 10,
      loginRequire: false,
    });
  });

  it('turns on cart, sign-up, sign-in and wishlist, and everything else off (docs/product-rules.md §1)', async () => {
    expect((await site()).features).toEqual({
      cart: true,
      signUp: true,
      signIn: true,
      wishlist: true,
      quotes: false,
      referral: false,
      rewards: false,
      wallets: false,
      multiLanguage: false,
      multiRegion: false,
      multiCurrency: false,
      guestCheckout: false,
    });
  });

  it('gives each header item its own flag, with the search bar off', async () => {
    const { header } = await site();
    expect(header.searchBar).toEqual({ enabled: false, placeholder: 'What is on your mind today?' });
    expect([header.location, header.wishlist, header.cart, header.profile].every((item) => item.enabled)).toBe(true);
    expect(header.serviceBooking.enabled).toBe(false);
    expect(header.logo.url).toMatch(/^\/media\//);
  });

  it('lists the four categories in the mega menu, each with products that open real product pages', async () => {
    const { items } = (await site()).header.megaMenu;
    expect(items.map((i) => [i.id, i.name, i.link])).toEqual([
      ['MN00001', 'For Him', '/category/for-him/CA00001'],
      ['MN00002', 'For Her', '/category/for-her/CA00002'],
      ['MN00003', 'Unisex', '/category/unisex/CA00003'],
      ['MN00004', 'New Arrivals', '/category/new-arrivals/CA00004'],
    ]);
    for (const item of items) {
      expect(item.children.length).toBeGreaterThan(0);
      for (const child of item.children) {
        expect(child).toMatchObject({ parent: item.id, type: 'product', children: [] });
        const [, slug, encodedId] = /^\/p\/([a-z0-9-]+)\/([A-Za-z0-9_-]+)$/.exec(child.link)!;
        const productId = atob(encodedId!);
        const { data } = await client().catalog.product({ itemId: productId });
        expect(data).toMatchObject({ slug, name: child.name });
        if (item.id === 'MN00004') expect(data!.isNew).toBe(true);
        else expect(data!.category.categoryName).toBe(item.name);
      }
    }
  });

  it('has the four footer columns, the cookie banner off on the login page, WhatsApp and the bottom menu', async () => {
    const { footer } = await site();
    expect(footer.columns.map((c) => c.title)).toEqual(['About', 'Policies', 'Useful Links', 'Contact']);
    expect(footer.columns[1]!.links.map((l) => l.link)).toEqual([
      '/privacy-policy',
      '/terms',
      '/shipping-policy',
      '/refund-policy',
      '/return-policy',
    ]);
    expect(footer.columns[3]!.contact).toMatchObject({ hours: 'Mon-Fri 9am-6pm', weekendHours: 'Saturday and Sunday: holiday' });
    expect(footer.cookieBanner).toMatchObject({ enabled: true, buttonLabel: 'I Agree', disabledOnPages: ['/login'] });
    expect(footer.whatsApp).toMatchObject({ enabled: true, link: 'https://wa.me/919876543210' });
    expect(footer.mobileBottomMenu.items.map((i) => i.label)).toEqual(['Shop', 'Wishlist', 'Cart', 'Account']);
  });

  it('points every integration at the local mock', async () => {
    const { integrations } = await site();
    expect(integrations.webFont).toEqual({ family: 'Poppins', descriptorPath: '/fonts/poppins.json', fallback: 'sans-serif' });
    expect(integrations.identityProvider.scriptUrl).toBe('http://127.0.0.1:4010/_mock/idp/client.js');
    expect(integrations.tagManager).toEqual({ enabled: true, id: '' });
    expect(integrations.map).toMatchObject({ provider: 'static', embedUrl: '' });
    expect(integrations.analyticsSocket).toEqual({ enabled: true, url: 'ws://127.0.0.1:4010/analytics', key: 'attar-web' });
    expect(integrations.ipLookup.enabled).toBe(true);
  });

  it('carries the brand messaging: free shipping, 53 lab-tested perfumes, about 80 fragrances, nine countries', async () => {
    expect((await site()).brand).toMatchObject({
      freeShipping: 'Free shipping across the country',
      labTestedPerfumes: 53,
      fragranceCount: 80,
      countriesServed: 9,
    });
  });
});
