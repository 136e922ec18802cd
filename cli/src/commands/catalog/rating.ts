/** `attar catalog rating`: a perfume's average rating and its breakdown by stars. */
import { defineCommand, ids } from '../../command.ts';

export default defineCommand({
  name: 'rating',
  summary: "Show a perfume's average rating and star breakdown",
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  examples: ['attar catalog rating PR00012', 'attar catalog rating PR00012 --json | jq .average'],
  actions: ['reviews.averageRating', 'reviews.ratingBreakdown'],
  async run(ctx, _o, [id]) {
    const productId = ids.product(id!);
    const average = await ctx.call('Loading the rating', () => ctx.client.reviews.averageRating({ productId }));
    const breakdown = await ctx.call('Loading the breakdown', () => ctx.client.reviews.ratingBreakdown({ productId }));
    ctx.out.result({ ...breakdown, average: average.average, count: average.count }, () => {
      ctx.out.line(`${ctx.out.style.bold(average.average.toFixed(1))} ★ from ${average.count} ratings`);
      ctx.out.table(
        [
          { header: 'STARS', value: (s) => '★'.repeat(s.stars) },
          { header: 'COUNT', value: (s) => String(s.count), right: true },
          { header: '%', value: (s) => `${Math.round(s.percent)}%`, right: true },
        ],
        [...breakdown.stars].sort((a, b) => b.stars - a.stars),
      );
    });
  },
});
