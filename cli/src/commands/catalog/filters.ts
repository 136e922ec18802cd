/** `attar catalog filters`: the facets (filters with counts) for a keyword or a selection. */
import type { Schemas } from '@attar/sdk';
import { compact, defineCommand, list, matching, oneOf } from '../../command.ts';
import { money } from '../../output/format.ts';

const FACETS = ['audiences', 'categories', 'brands', 'priceRanges', 'sizes', 'fragranceFamilies'] as const;

export default defineCommand<{ facet?: Array<Schemas['CatalogFacetName']>; keyword?: string; category?: string[] }>({
  name: 'filters',
  summary: 'Show the filters with their counts',
  options: (c) =>
    c
      .option('--facet <names>', FACETS.join(', '), list(oneOf('--facet', FACETS)))
      .option('-k, --keyword <text>', 'within these search words')
      .option('--category <ids>', 'within these categories', list(matching('a category id', /^CA[0-9]{5}$/, 'CA00001'))),
  examples: ['attar catalog filters', 'attar catalog filters --facet brands,priceRanges --keyword oud'],
  actions: ['catalog.filters'],
  async run(ctx, o) {
    const within = compact({ categoryIds: o.category });
    const data = await ctx.call('Loading filters', () =>
      ctx.client.catalog.filters(compact({ facets: o.facet ?? [...FACETS], keyword: o.keyword, within: Object.keys(within).length ? within : undefined })),
    );
    ctx.out.result(data, () => {
      for (const facet of data.facets) {
        ctx.out.line(ctx.out.style.bold(facet.label));
        ctx.out.table(
          [
            { header: 'VALUE', value: (v) => v.value },
            { header: 'LABEL', value: (v) => (v.min !== undefined || v.max !== undefined ? `${money(v.min)}–${money(v.max)}` : v.label) },
            { header: 'COUNT', value: (v) => String(v.count), right: true },
          ],
          facet.values,
        );
        ctx.out.line();
      }
    });
  },
});
