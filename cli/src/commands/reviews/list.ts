/** `attar reviews list`: my reviews, or those of a product or a fulfillment. */
import type { Schemas } from '@attar/sdk';
import { compact, defineCommand, ids, pageOptions } from '../../command.ts';
import { renderReviews } from '../../output/views/review.ts';

export default defineCommand<{
  product?: string;
  fulfillment?: string;
  page?: number;
  pageSize?: number;
  order?: Schemas['SortOrder'];
}>({
  name: 'list',
  summary: "List my reviews (or a product's, or a fulfillment's)",
  aliases: ['ls'],
  options: (c) =>
    pageOptions(
      c
        .option('--product <id>', "a product's reviews", ids.product)
        .option('--fulfillment <id>', 'the reviews written for a fulfillment', ids.fulfillment),
      'per page (default 10)',
    ),
  examples: [
    'attar reviews list',
    'attar reviews list --product PR00012 --page 2',
    'attar reviews list --fulfillment FL00000000001 --json',
  ],
  actions: ['reviews.listByBuyer', 'reviews.listByProduct', 'reviews.listByFulfillment'],
  async run(ctx, o) {
    const paging = compact({ pageNum: o.page, pageSize: o.pageSize, sortOrder: o.order });
    const { reviews } = ctx.client;
    const page = await ctx.call('Loading reviews', () =>
      o.product
        ? reviews.listByProduct({ productId: o.product, ...paging })
        : o.fulfillment
          ? reviews.listByFulfillment({ fulfillmentId: o.fulfillment, ...paging })
          : reviews.listByBuyer(paging),
    );
    ctx.out.result(page, () => renderReviews(ctx.out, page));
  },
});
