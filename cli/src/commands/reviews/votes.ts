/** `attar reviews votes`: my helpful / not helpful votes. */
import { compact, defineCommand, ids, pagingOptions } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand<{ product?: string; page?: number; pageSize?: number }>({
  name: 'votes',
  summary: 'List my votes on reviews',
  options: (c) => pagingOptions(c.option('--product <id>', 'only on this product', ids.product)),
  examples: ['attar reviews votes --product PR00012'],
  actions: ['reviews.listMyHelpfulVotes'],
  async run(ctx, o) {
    const data = await ctx.call('Loading votes', () =>
      ctx.client.reviews.listMyHelpfulVotes(compact({ productId: o.product, pageNum: o.page, pageSize: o.pageSize })),
    );
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
