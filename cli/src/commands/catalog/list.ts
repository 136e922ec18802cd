/** `attar catalog list`: a page of perfumes by category, keyword, filters and sort. */
import type { Schemas } from '@attar/sdk';
import { AudienceRule, catalogListInput, CatalogSortTypeRule, FragranceFamilyRule } from '@attar/sdk/rules';
import { compact, defineCommand, ids, list, oneOf, orderOption, pagingOptions, ranged, ruledInt, rupees } from '../../command.ts';
import { renderProducts } from '../../output/views/product.ts';

interface ListOptions {
  category?: string[];
  audience?: Array<Schemas['Audience']>;
  brand?: string[];
  keyword?: string;
  sort?: Schemas['CatalogSortType'];
  order?: Schemas['SortOrder'];
  page?: number;
  pageSize?: number;
  minPrice?: number;
  maxPrice?: number;
  size?: string[];
  family?: Array<Schemas['FragranceFamily']>;
  onSale?: boolean;
  inStock?: boolean;
}

const size = (v: string) => String(ruledInt('--size', catalogListInput.sizes.items)(v));

export default defineCommand<ListOptions>({
  name: 'list',
  summary: 'List perfumes: category, keyword, filters, sort and paging',
  aliases: ['ls', 'search'],
  options: (c) =>
    pagingOptions(
      orderOption(
        c
          .option(
            '--category <ids>',
            'category ids, comma-separated (CA00001 For Him, CA00002 For Her, CA00003 Unisex)',
            list(ids.category),
          )
          .option(
            '--audience <list>',
            ranged('audiences, comma-separated', AudienceRule),
            list(oneOf('--audience', AudienceRule.enum)),
          )
          .option('--brand <ids>', 'brand ids, comma-separated', list(ids.brand))
          .option('-k, --keyword <text>', 'search words')
          .option('--sort <type>', ranged('sort by', CatalogSortTypeRule), oneOf('--sort', CatalogSortTypeRule.enum)),
      ),
      'perfumes per page (default 8)',
      catalogListInput.pageSize,
    )
      .option('--min-price <rupees>', 'lowest price', rupees('--min-price'))
      .option('--max-price <rupees>', 'highest price', rupees('--max-price'))
      .option('--size <ml>', ranged('sizes in ml, comma-separated', catalogListInput.sizes.items), list(size))
      .option(
        '--family <list>',
        ranged('fragrance families, comma-separated', FragranceFamilyRule),
        list(oneOf('--family', FragranceFamilyRule.enum)),
      )
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
      ctx.client.catalog.list(
        compact({ ...filters, keyword: o.keyword, sortType: o.sort, sortOrder: o.order, pageNum: o.page, pageSize: o.pageSize }),
      ),
    );
    ctx.out.result(page, () => renderProducts(ctx.out, page.items, page.paging));
  },
});
