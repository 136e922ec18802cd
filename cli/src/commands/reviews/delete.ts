/** `attar reviews delete`: delete a review, or one photo of it. */
import { reviewsDeleteContentInput } from '@attar/sdk/rules';
import { compact, defineCommand, ids, matching } from '../../command.ts';

export default defineCommand<{ image?: string }>({
  name: 'delete',
  summary: 'Delete a review (or only one photo with --image)',
  aliases: ['rm'],
  args: [{ name: '<reviewId>', description: 'the review, e.g. RV000001' }],
  options: (c) =>
    c.option(
      '--image <imageId>',
      'delete only this photo, e.g. RI000001',
      matching('an image id', reviewsDeleteContentInput.imageId, 'RI000001'),
    ),
  examples: ['attar reviews delete RV000001', 'attar reviews delete RV000001 --image RI000002'],
  actions: ['reviews.deleteContent'],
  async run(ctx, o, [id]) {
    const reviewId = ids.review(id!);
    const data = await ctx.call('Deleting', () =>
      ctx.client.reviews.deleteContent(
        compact({ reviewId, content: o.image ? ('IMAGE' as const) : ('REVIEW' as const), imageId: o.image }),
      ),
    );
    ctx.out.result(data, () => ctx.out.success(o.image ? `Photo ${o.image} deleted` : `Review ${reviewId} deleted`));
  },
});
