/** `attar reviews add`: review a delivered perfume, with photos (multipart). */
import { compact, defineCommand, ids } from '../../command.ts';
import { reviewOptions, type ReviewFlags } from './fields.ts';
import { readImages } from './images.ts';

export default defineCommand<ReviewFlags & { fulfillment: string }>({
  name: 'add',
  summary: 'Write a review of a delivered perfume (photos with --image)',
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  options: (c) =>
    reviewOptions(c.requiredOption('--fulfillment <id>', 'the delivery it came in, e.g. FL00000000001', ids.fulfillment), true),
  examples: ['attar reviews add PR00012 --fulfillment FL00000000001 --rating 5 --title "Lasts all day" --image bottle.jpg'],
  actions: ['reviews.add'],
  async run(ctx, o, [id]) {
    const productId = ids.product(id!);
    const images = await readImages(ctx, o.image);
    const review = await ctx.call('Posting the review', () =>
      ctx.client.reviews.add(
        compact({
          productId,
          fulfillmentId: o.fulfillment,
          rating: o.rating!,
          type: 'Customer' as const,
          title: o.title,
          desc: o.text,
          comments: o.comments,
          variantId: o.variant,
          images: images.length ? images : undefined,
        }),
      ),
    );
    ctx.out.result(review, () =>
      ctx.out.success(
        `Review ${review.reviewId} ${review.status} (${'★'.repeat(review.rating)}${review.images.length ? `, ${review.images.length} photo(s)` : ''})`,
      ),
    );
  },
});
