/** `attar wishlist remove`: take a perfume off the wishlist. */
import { defineCommand, ids } from '../../command.ts';

export default defineCommand({
  name: 'remove',
  summary: 'Remove a product from the wishlist',
  aliases: ['rm'],
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  examples: ['attar wishlist remove PR00012'],
  actions: ['wishlist.remove'],
  async run(ctx, _opts, [id]) {
    const productId = ids.product(id!);
    const update = await ctx.call('Removing from the wishlist', () => ctx.client.wishlist.remove({ productId }));
    ctx.out.result(update, () => ctx.out.success(`Removed ${productId} from the wishlist (${update.count} saved)`));
  },
});
