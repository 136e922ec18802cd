/**
 * The seeded site configuration (docs/product-rules.md §1 and 2): store settings, feature flags, header,
 * footer, integrations pointing at the local mock, brand messaging. The mega menu comes from the
 * catalogue's categories and products (see menu.ts).
 */
import type { Schemas } from '@attar/sdk';
import type { CatalogueState } from '../catalogue/state.ts';
import { CONTACT, SOCIAL_LINKS, STORE_NAME } from './brand.ts';
import { megaMenuItems } from './menu.ts';
import { media } from './page-kit.ts';

type SiteConfig = Schemas['SiteConfig'];
type MenuItem = Schemas['SiteMenuItem'];

/** The local mock's origin, which the defaults of the integrations point at. */
export const MOCK_ORIGIN = 'http://127.0.0.1:4010';
/** The page on which the cookie banner stays hidden. */
export const COOKIE_BANNER_OFF_PAGE = '/login';

const pageLink = (id: string, name: string, link: string): MenuItem => ({
  id,
  name,
  link,
  children: [],
  parent: null,
  target: '_self',
  type: 'page',
  hide: false,
});

function footer(): SiteConfig['footer'] {
  return {
    columns: [
      {
        columnId: 'about',
        title: 'About',
        text: `${STORE_NAME} blends traditional Indian attars with modern perfumery: 53 lab-tested perfumes, about 80 fragrances, loved in nine countries.`,
        links: [pageLink('FT00001', 'Our Story', '/about'), pageLink('FT00002', 'Portfolio', '/portfolio')],
      },
      {
        columnId: 'policies',
        title: 'Policies',
        links: [
          pageLink('FT00011', 'Privacy Policy', '/privacy-policy'),
          pageLink('FT00012', 'Terms and Conditions', '/terms'),
          pageLink('FT00013', 'Shipping Policy', '/shipping-policy'),
          pageLink('FT00014', 'Refund Policy', '/refund-policy'),
          pageLink('FT00015', 'Return Policy', '/return-policy'),
        ],
      },
      {
        columnId: 'useful-links',
        title: 'Useful Links',
        links: [
          pageLink('FT00021', 'Shop', '/shop'),
          pageLink('FT00022', 'Categories', '/categories'),
          pageLink('FT00023', 'FAQ', '/faq'),
          pageLink('FT00024', 'Contact Us', '/contact'),
        ],
      },
      {
        columnId: 'contact',
        title: 'Contact',
        links: [],
        contact: {
          address: CONTACT.address,
          phone: CONTACT.phone,
          email: CONTACT.email,
          hours: CONTACT.hours,
          weekendHours: CONTACT.weekendHours,
        },
        socialLinks: SOCIAL_LINKS,
      },
    ],
    cookieBanner: {
      enabled: true,
      text: 'We use cookies to keep your cart and sign-in working and to understand how the shop is used.',
      buttonLabel: 'I Agree',
      disabledOnPages: [COOKIE_BANNER_OFF_PAGE],
    },
    whatsApp: {
      enabled: true,
      phone: CONTACT.whatsApp,
      link: `https://wa.me/${CONTACT.whatsApp}`,
      prefilledMessage: `Hi ${STORE_NAME}, I have a question about a perfume.`,
    },
    mobileBottomMenu: {
      enabled: true,
      items: [
        { id: 'shop', label: 'Shop', link: '/shop', icon: 'store' },
        { id: 'wishlist', label: 'Wishlist', link: '/wishlist', icon: 'heart' },
        { id: 'cart', label: 'Cart', link: '/cart', icon: 'bag' },
        { id: 'account', label: 'Account', link: '/profile', icon: 'user' },
      ],
    },
    copyright: `© 2026 ${STORE_NAME}. All rights reserved.`,
  };
}

/** The analytics socket the storefront opens (`{url}?key={key}`). */
export const ANALYTICS_SOCKET = { url: 'ws://127.0.0.1:4010/analytics', key: 'attar-web' };

/** The site configuration as seeded. */
export function seedSite(updatedAt: string, catalogue: CatalogueState): SiteConfig {
  return {
    siteId: 'attar',
    updatedAt,
    store: {
      name: STORE_NAME,
      country: 'IN',
      currency: 'INR',
      currencySymbol: '₹',
      displayDecimals: 0,
      currencyDecimals: 2,
      locale: 'en-IN',
      defaultMobileCountryCode: 'in',
      mobileLength: 10,
      loginRequire: false,
    },
    features: {
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
    },
    header: {
      logo: { url: media.banner('logo'), altText: STORE_NAME, width: 160, height: 48 },
      searchBar: { enabled: false, placeholder: 'What is on your mind today?' },
      location: { enabled: true, label: 'Deliver to' },
      wishlist: { enabled: true, label: 'Wishlist', link: '/wishlist' },
      cart: { enabled: true, label: 'Cart', link: '/cart' },
      profile: { enabled: true, label: 'Account', link: '/profile' },
      serviceBooking: { enabled: false, label: 'Book a fragrance consultation', link: '/contact' },
      megaMenu: { enabled: true, items: megaMenuItems(catalogue) },
    },
    footer: footer(),
    integrations: {
      webFont: { family: 'Poppins', descriptorPath: '/fonts/poppins.json', fallback: 'sans-serif' },
      siteIcon: { href: media.banner('favicon'), type: 'image/svg+xml' },
      identityProvider: { enabled: true, clientId: 'attar-web.mock-idp', scriptUrl: `${MOCK_ORIGIN}/_mock/idp/client.js` },
      tagManager: { enabled: true, id: '' },
      map: {
        provider: 'static',
        embedUrl: '',
        staticImage: {
          url: media.banner('map-indiranagar'),
          altText: `Map of ${STORE_NAME}, Indiranagar, Bengaluru`,
          width: 1200,
          height: 480,
        },
      },
      analyticsSocket: { enabled: true, ...ANALYTICS_SOCKET },
      ipLookup: { enabled: true },
    },
    brand: {
      freeShipping: 'Free shipping across the country',
      payments: 'Pay securely by card or UPI',
      courier: 'Shipped by trusted courier partners with live tracking',
      labTestedPerfumes: 53,
      fragranceCount: 80,
      countriesServed: 9,
    },
    imageHosts: ['attar-media.s3.ap-south-1.amazonaws.com', 'storage.googleapis.com', 'attarhouse.blob.core.windows.net'],
  };
}
