/** `attar catalog related`: related, upsell or cross-sell perfumes. */
import type { Schemas } from '@attar/sdk';
import { catalogRelatedInput, CatalogRelationRule } from '@attar/sdk/rules';
import { defineCommand, ids, oneOf, ranged, ruledInt } from '../../command.ts';
import { renderProducts } from '../../output/views/product.ts';

export default defineCommand<{ relation: Schemas['CatalogRelation']; limit?: number }>({
  name: 'related',
  summary: 'List related, upsell or cross-sell perfumes',
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  options: (c) =>
    c
      .option(
        '--relation <kind>',
        ranged('which kind', CatalogRelationRule),
        oneOf('--relation', CatalogRelationRule.enum),
        'related',
      )
      .option(
        '--limit <n>',
        ranged('at most this many', catalogRelatedInput.limit),
        ruledInt('--limit', catalogRelatedInput.limit),
      ),
  examples: ['attar catalog related PR00012 --relation upsell'],
  actions: ['catalog.related'],
  async run(ctx, o, [id]) {
    const itemId = ids.product(id!);
    const data = await ctx.call('Loading', () =>
      ctx.client.catalog.related({ relation: o.relation, itemId, ...(o.limit ? { limit: o.limit } : {}) }),
    );
    ctx.out.result(data, () => renderProducts(ctx.out, data.items));
  },
});
