/** `attar catalog similar`: perfumes that smell alike. */
import { catalogSimilarInput } from '@attar/sdk/rules';
import { defineCommand, ids, ranged, ruledInt } from '../../command.ts';
import { renderProducts } from '../../output/views/product.ts';

export default defineCommand<{ limit?: number }>({
  name: 'similar',
  summary: 'List perfumes similar to one',
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  options: (c) =>
    c.option(
      '--limit <n>',
      ranged('at most this many', catalogSimilarInput.limit),
      ruledInt('--limit', catalogSimilarInput.limit),
    ),
  examples: ['attar catalog similar PR00012 --limit 5'],
  actions: ['catalog.similar'],
  async run(ctx, o, [id]) {
    const similarTo = ids.product(id!);
    const data = await ctx.call('Loading', () =>
      ctx.client.catalog.similar({ similarTo, ...(o.limit ? { limit: o.limit } : {}) }),
    );
    ctx.out.result(data, () => renderProducts(ctx.out, data.items));
  },
});
