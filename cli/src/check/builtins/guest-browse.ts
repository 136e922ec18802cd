/** A visitor who has not signed in: the store, categories, a sorted list, search, one perfume, delivery, reviews. */
import type { Scenario } from '../types.ts';

export default {
  name: 'guest-browse',
  description:
    'Browse as a guest: store settings, categories, a sorted category list, search, a product by id and by slug, sizes, delivery to a pincode, reviews and rating, suggestions',
  vars: { productId: 'PR00012', slug: 'oud-noir', cin: 'ATR-OUD-100', pincode: '560001' },
  steps: [
    { name: 'store', action: 'content.site', expect: { data: { 'store.currency': 'INR', 'store.locale': 'en-IN' } } },
    {
      name: 'categories',
      action: 'catalog.filters',
      input: { facets: ['categories'] },
      expect: { data: { facets: { $contains: { name: 'categories', values: { $length: { $gte: 1 } } } } } },
    },
    {
      name: 'list-for-him',
      action: 'catalog.list',
      input: { categoryIds: ['CA00001'], sortType: 'price_low_to_high', pageSize: 4 },
      expect: {
        data: {
          items: { $length: 4 },
          'items[0].category.categoryId': 'CA00001',
          'items[1].price': { $gte: '${steps.list-for-him.data.items[0].price}' },
          'paging.pageSize': 4,
        },
      },
    },
    {
      name: 'search',
      action: 'catalog.list',
      input: { keyword: 'oud', pageSize: 8 },
      expect: { data: { items: { $contains: { productId: '${vars.productId}' } } } },
    },
    {
      name: 'product',
      action: 'catalog.product',
      input: { itemId: '${vars.productId}' },
      expect: { data: { productId: '${vars.productId}', slug: '${vars.slug}', variants: { $contains: { cin: '${vars.cin}' } } } },
    },
    {
      name: 'product-by-slug',
      action: 'catalog.productByHandle',
      input: { handle: '${vars.slug}' },
      expect: { data: { productId: '${vars.productId}' } },
    },
    {
      name: 'sizes',
      action: 'catalog.variants',
      input: { productId: '${vars.productId}' },
      expect: { data: { defaultCin: '${vars.cin}', variants: { $length: { $gte: 2 } } } },
    },
    {
      name: 'delivery',
      action: 'catalog.checkPincode',
      input: { pincode: '${vars.pincode}', cin: '${vars.cin}' },
      expect: { data: { serviceable: true, pincode: '${vars.pincode}', 'estimate.minDays': { $gte: 1 } } },
    },
    {
      name: 'reviews',
      action: 'reviews.listByProduct',
      input: { productId: '${vars.productId}', pageSize: 5 },
      expect: { data: { items: { $length: { $gte: 1 } }, 'items[0].productId': '${vars.productId}' } },
    },
    {
      name: 'rating',
      action: 'reviews.averageRating',
      input: { productId: '${vars.productId}' },
      expect: { data: { productId: '${vars.productId}', average: { $gte: 1 } } },
    },
    {
      name: 'suggest',
      action: 'catalog.suggest',
      input: { keyword: 'oud' },
      expect: { data: { keywords: { $contains: 'oud' } } },
    },
  ],
} satisfies Scenario;
