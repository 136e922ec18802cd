/** `attar catalog reviews`: what buyers wrote about a perfume. */
import { compact, defineCommand, ids, int, oneOf } from '../../command.ts';
import { renderReviews } from '../../output/views/review.ts';

export default defineCommand<{ page?: number; pageSize?: number; order?: 'asc' | 'desc' }>({
  name: 'reviews',
  summary: "List a perfume's reviews",
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  options: (c) =>
    c.option('--page <n>', 'page number', int('--page')).option('--page-size <n>', 'per page (default 10)', int('--page-size', 1, 100)).option('--order <order>', 'asc or desc', oneOf('--order', ['asc', 'desc'] as const)),
  examples: ['attar catalog reviews PR00012', 'attar catalog reviews PR00012 --page 2 --json'],
  actions: ['reviews.listByProduct'],
  async run(ctx, o, [id]) {
    const productId = ids.product(id!);
    const page = await ctx.call('Loading reviews', () => ctx.client.reviews.listByProduct(compact({ productId, pageNum: o.page, pageSize: o.pageSize, sortOrder: o.order })));
    ctx.out.result(page, () => renderReviews(ctx.out, page));
  },
});
