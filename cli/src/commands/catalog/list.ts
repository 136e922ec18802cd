/** `attar catalog list`: a page of perfumes by category, keyword, filters and sort. */
import type { Schemas } from '@attar/sdk';
import { compact, defineCommand, int, list, matching, oneOf, rupees } from '../../command.ts';
import { renderProducts } from '../../output/views/product.ts';

const SORTS = ['price_low_to_high', 'price_high_to_low', 'newest', 'popularity', 'rating', 'discount'] as const;
const AUDIENCES = ['MEN', 'WOMEN', 'UNISEX'] as const;
const FAMILIES = ['WOODY', 'FLORAL', 'ORIENTAL', 'FRESH', 'CITRUS', 'SPICY', 'AQUATIC', 'GOURMAND', 'CHYPRE', 'FOUGERE', 'LEATHER', 'MUSKY'] as const;

interface ListOptions {
  category?: string[];
  audience?: Array<(typeof AUDIENCES)[number]>;
  brand?: string[];
  keyword?: string;
  sort?: (typeof SORTS)[number];
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
  minPrice?: number;
  maxPrice?: number;
  size?: string[];
  family?: Array<(typeof FAMILIES)[number]>;
  onSale?: boolean;
  inStock?: boolean;
}

const category = matching('a category id', /^CA[0-9]{5}$/, 'CA00001');
const brand = matching('a brand id', /^BR[0-9]{5}$/, 'BR00001');
const size = (v: string) => String(int('--size', 1, 1000)(v));

export default defineCommand<ListOptions>({
  name: 'list',
  summary: 'List perfumes: category, keyword, filters, sort and paging',
  aliases: ['ls', 'search'],
  options: (c) =>
    c
      .option('--category <ids>', 'category ids, comma-separated (CA00001 For Him, CA00002 For Her, CA00003 Unisex)', list(category))
      .option('--audience <list>', 'MEN, WOMEN and/or UNISEX', list(oneOf('--audience', AUDIENCES)))
      .option('--brand <ids>', 'brand ids, comma-separated', list(brand))
      .option('-k, --keyword <text>', 'search words')
      .option('--sort <type>', SORTS.join(' | '), oneOf('--sort', SORTS))
      .option('--order <order>', 'asc or desc', oneOf('--order', ['asc', 'desc'] as const))
      .option('--page <n>', 'page number', int('--page'))
      .option('--page-size <n>', 'perfumes per page (default 8)', int('--page-size', 1, 100))
      .option('--min-price <rupees>', 'lowest price', rupees('--min-price'))
      .option('--max-price <rupees>', 'highest price', rupees('--max-price'))
      .option('--size <ml>', 'sizes in ml, comma-separated', list(size))
      .option('--family <list>', `fragrance families: ${FAMILIES.join(', ')}`, list(oneOf('--family', FAMILIES)))
      .option('--on-sale', 'only discounted perfumes')
      .option('--in-stock', 'only perfumes in stock'),
  examples: [
    'attar catalog list --category CA00001 --sort price_low_to_high',
    'attar catalog list --keyword oud --page 2 --page-size 12',
    'attar catalog list --family WOODY,ORIENTAL --max-price 3000 --in-stock --json',
  ],
  actions: ['catalog.list'],
  async run(ctx, o) {
    const filters: Schemas['CatalogFilterSelection'] = compact({
      categoryIds: o.category,
      audiences: o.audience,
      brandIds: o.brand,
      priceMin: o.minPrice,
      priceMax: o.maxPrice,
      sizes: o.size?.map(Number),
      fragranceFamilies: o.family,
      onSale: o.onSale,
      inStock: o.inStock,
    });
    const page = await ctx.call('Loading perfumes', () =>
      ctx.client.catalog.list(compact({ ...filters, keyword: o.keyword, sortType: o.sort, sortOrder: o.order, pageNum: o.page, pageSize: o.pageSize })),
    );
    ctx.out.result(page, () => renderProducts(ctx.out, page.items, page.paging));
  },
});
