/** `attar catalog related`: related, upsell or cross-sell perfumes. */
import { defineCommand, ids, int, oneOf } from '../../command.ts';
import { renderProducts } from '../../output/views/product.ts';

export default defineCommand<{ relation: 'related' | 'upsell' | 'crosssell'; limit?: number }>({
  name: 'related',
  summary: 'List related, upsell or cross-sell perfumes',
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  options: (c) =>
    c.option('--relation <kind>', 'related, upsell or crosssell', oneOf('--relation', ['related', 'upsell', 'crosssell'] as const), 'related').option('--limit <n>', 'at most this many', int('--limit', 1, 50)),
  examples: ['attar catalog related PR00012 --relation upsell'],
  actions: ['catalog.related'],
  async run(ctx, o, [id]) {
    const itemId = ids.product(id!);
    const data = await ctx.call('Loading', () => ctx.client.catalog.related({ relation: o.relation, itemId, ...(o.limit ? { limit: o.limit } : {}) }));
    ctx.out.result(data, () => renderProducts(ctx.out, data.items));
  },
});
