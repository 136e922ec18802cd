/** `attar reviews update`: change a review (multipart, photos with --image). */
import { compact, defineCommand, ids } from '../../command.ts';
import { reviewOptions, type ReviewFlags } from './fields.ts';
import { readImages } from './images.ts';

export default defineCommand<ReviewFlags & { fulfillment: string }>({
  name: 'update',
  summary: 'Update a review',
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  options: (c) => reviewOptions(c.requiredOption('--fulfillment <id>', 'the delivery the review is for', ids.fulfillment), false),
  examples: ['attar reviews update PR00012 --fulfillment FL00000000001 --rating 4 --text "Fades after six hours"'],
  actions: ['reviews.update'],
  async run(ctx, o, [id]) {
    const productId = ids.product(id!);
    const images = await readImages(ctx, o.image);
    const review = await ctx.call('Updating the review', () =>
      ctx.client.reviews.update(
        compact({
          fulfillmentId: o.fulfillment,
          productId,
          rating: o.rating,
          title: o.title,
          desc: o.text,
          comments: o.comments,
          variantId: o.variant,
          images: images.length ? images : undefined,
        }),
      ),
    );
    ctx.out.result(review, () => ctx.out.success(`Review ${review.reviewId} updated`));
  },
});
