/** `attar catalog filters`: the facets (filters with counts) for a keyword or a selection. */
import type { Schemas } from '@attar/sdk';
import { CatalogFacetNameRule } from '@attar/sdk/rules';
import { compact, defineCommand, ids, list, oneOf, ranged } from '../../command.ts';
import { money } from '../../output/format.ts';

export default defineCommand<{ facet?: Array<Schemas['CatalogFacetName']>; keyword?: string; category?: string[] }>({
  name: 'filters',
  summary: 'Show the filters with their counts',
  options: (c) =>
    c
      .option(
        '--facet <names>',
        ranged('facets, comma-separated', CatalogFacetNameRule),
        list(oneOf('--facet', CatalogFacetNameRule.enum)),
      )
      .option('-k, --keyword <text>', 'within these search words')
      .option('--category <ids>', 'within these categories', list(ids.category)),
  examples: ['attar catalog filters', 'attar catalog filters --facet brands,priceRanges --keyword oud'],
  actions: ['catalog.filters'],
  async run(ctx, o) {
    const within = compact({ categoryIds: o.category });
    const data = await ctx.call('Loading filters', () =>
      ctx.client.catalog.filters(
        compact({
          facets: o.facet ?? [...CatalogFacetNameRule.enum],
          keyword: o.keyword,
          within: Object.keys(within).length ? within : undefined,
        }),
      ),
    );
    ctx.out.result(data, () => {
      for (const facet of data.facets) {
        ctx.out.line(ctx.out.style.bold(facet.label));
        ctx.out.table(
          [
            { header: 'VALUE', value: (v) => v.value },
            {
              header: 'LABEL',
              value: (v) => (v.min !== undefined || v.max !== undefined ? `${money(v.min)}–${money(v.max)}` : v.label),
            },
            { header: 'COUNT', value: (v) => String(v.count), right: true },
          ],
          facet.values,
        );
        ctx.out.line();
      }
    });
  },
});
