/** `attar reviews helpful`: vote a review helpful or not (--update changes the vote). */
import { defineCommand, ids } from '../../command.ts';

export default defineCommand<{ no?: boolean; update?: boolean }>({
  name: 'helpful',
  summary: 'Vote a review helpful (or --no); --update changes a vote',
  args: [{ name: '<reviewId>', description: 'the review, e.g. RV000001' }],
  options: (c) => c.option('--no', 'not helpful').option('--update', 'change an earlier vote'),
  examples: ['attar reviews helpful RV000001', 'attar reviews helpful RV000001 --no --update'],
  actions: ['reviews.markHelpful', 'reviews.updateHelpful'],
  async run(ctx, o, [id]) {
    const input = { reviewId: ids.review(id!), helpful: !o.no };
    const vote = await ctx.call('Voting', () =>
      o.update ? ctx.client.reviews.updateHelpful(input) : ctx.client.reviews.markHelpful(input),
    );
    ctx.out.result(vote, () => ctx.out.success(`Voted ${input.reviewId} ${input.helpful ? 'helpful' : 'not helpful'}`));
  },
});
