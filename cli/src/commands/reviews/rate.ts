/** `attar reviews rate`: rate a delivered item (stars only), or change that rating with --update. */
import { ReviewStarsRule } from '@attar/sdk/rules';
import { compact, defineCommand, ids, ranged, ruledInt } from '../../command.ts';

export default defineCommand<{ fulfillment: string; stars: number; comments?: string; update?: boolean }>({
  name: 'rate',
  summary: 'Rate a delivered perfume (--update to change the rating)',
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  options: (c) =>
    c
      .requiredOption('--fulfillment <id>', 'the delivery it came in', ids.fulfillment)
      .requiredOption('--stars <n>', ranged('stars', ReviewStarsRule), ruledInt('--stars', ReviewStarsRule))
      .option('--comments <text>', 'a short comment')
      .option('--update', 'change an existing rating'),
  examples: [
    'attar reviews rate PR00012 --fulfillment FL00000000001 --stars 5',
    'attar reviews rate PR00012 --fulfillment FL00000000001 --stars 4 --update',
  ],
  actions: ['reviews.rate', 'reviews.updateRating'],
  async run(ctx, o, [id]) {
    const productId = ids.product(id!);
    const input = compact({ productId, fulfillmentId: o.fulfillment, rating: o.stars, comments: o.comments });
    const record = await ctx.call('Rating', () =>
      o.update ? ctx.client.reviews.updateRating(input) : ctx.client.reviews.rate(input),
    );
    ctx.out.result(record, () => ctx.out.success(`Rated ${productId} ${'★'.repeat(record.rating)}`));
  },
});
