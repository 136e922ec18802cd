/** `attar catalog reviews`: what buyers wrote about a perfume. */
import type { Schemas } from '@attar/sdk';
import { compact, defineCommand, ids, pageOptions } from '../../command.ts';
import { renderReviews } from '../../output/views/review.ts';

export default defineCommand<{ page?: number; pageSize?: number; order?: Schemas['SortOrder'] }>({
  name: 'reviews',
  summary: "List a perfume's reviews",
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  options: (c) => pageOptions(c, 'per page (default 10)'),
  examples: ['attar catalog reviews PR00012', 'attar catalog reviews PR00012 --page 2 --json'],
  actions: ['reviews.listByProduct'],
  async run(ctx, o, [id]) {
    const productId = ids.product(id!);
    const page = await ctx.call('Loading reviews', () =>
      ctx.client.reviews.listByProduct(compact({ productId, pageNum: o.page, pageSize: o.pageSize, sortOrder: o.order })),
    );
    ctx.out.result(page, () => renderReviews(ctx.out, page));
  },
});
