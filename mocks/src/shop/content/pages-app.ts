/**
 * Pages whose working parts are the storefront's own (sign-in forms, product grid, product page, cart,
 * wishlist, profile): their content is a background image, a heading or a template block.
 */
import { STORE_NAME } from './brand.ts';
import { block, heading, picture, text, type PageDraft, type PageUrl } from './page-kit.ts';

const background = (url: PageUrl, title: string, name: string, alt: string): PageDraft => ({
  url,
  seo: { title: `${title} | ${STORE_NAME}`, description: `${title} to ${STORE_NAME}.`, keywords: ['sign in', 'account'] },
  style: { maxWidth: 'full' },
  blocks: [
    block('backgroundImage', [{ fields: { image: picture('banners', name, alt) } }], {
      style: { padding: 'none' },
      animation: { type: 'none' },
    }),
  ],
});

const listing = (title: string, emptyText: string) =>
  block('productListing', [
    {
      fields: { title: text(title), emptyText: text(emptyText) },
      listing: { pageSize: 12, sortType: 'price_low_to_high', filtersEnabled: true, cartEnabled: true, wishlistEnabled: true },
    },
  ]);

const simple = (url: PageUrl, title: string, sub: string, description: string): PageDraft => ({
  url,
  seo: { title: `${title} | ${STORE_NAME}`, description, keywords: [title.toLowerCase()] },
  blocks: [heading(title, sub)],
});

export const appPages = (): PageDraft[] => [
  background('/login', 'Sign in', 'login-background', 'Attar bottles on a carved wooden tray'),
  background('/loginpassword', 'Sign in with password', 'login-background', 'Attar bottles on a carved wooden tray'),
  background('/registration', 'Create an account', 'registration-background', 'Rose petals and a glass attar bottle'),
  {
    url: '/shop',
    seo: {
      title: `Shop all perfumes | ${STORE_NAME}`,
      description: '53 lab-tested perfumes and attars for him, her and everyone. Filter by notes, price and size.',
      keywords: ['buy perfume online', 'attar online', 'perfume india'],
    },
    blocks: [heading('Shop', 'Every perfume and attar we make'), listing('All perfumes', 'No perfume matches these filters.')],
  },
  {
    url: '/category/{categoryName}/{categoryId}',
    seo: {
      title: `{categoryName} perfumes | ${STORE_NAME}`,
      description: '{categoryName} perfumes and attars from Kannauj, with free shipping across the country.',
      keywords: ['perfume', 'attar', '{categoryName}'],
    },
    blocks: [listing('{categoryName}', 'No perfume in this category matches these filters.')],
  },
  {
    url: '/p/{slug}/{encodedId}',
    seo: {
      title: `{productName} | ${STORE_NAME}`,
      description: '{productName}: notes, sizes, prices and reviews. Free shipping across the country.',
      keywords: ['perfume', 'attar', '{productName}'],
    },
    blocks: [
      block(
        'productDetail',
        [
          {
            sections: {
              pincodeCheck: true,
              reviews: true,
              otherDetails: true,
              relatedProducts: true,
              similarItems: true,
              upsellCrossSell: true,
              recentlyViewed: true,
            },
          },
        ],
        { animation: { type: 'none' } },
      ),
    ],
  },
  simple('/wishlist', 'Wishlist', 'Perfumes you saved for later', 'Your saved perfumes.'),
  simple('/cart', 'Cart', 'Shipping is free across the country', 'Your cart.'),
  simple('/profile', 'My Account', 'Orders, addresses and profile', 'Your orders, addresses and profile.'),
];
