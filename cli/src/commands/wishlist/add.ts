/** `attar wishlist add`: save a perfume for later. */
import { defineCommand, ids } from '../../command.ts';

export default defineCommand({
  name: 'add',
  summary: 'Add a product to the wishlist',
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  examples: ['attar wishlist add PR00012'],
  actions: ['wishlist.add'],
  async run(ctx, _opts, [id]) {
    const productId = ids.product(id!);
    const update = await ctx.call('Adding to the wishlist', () => ctx.client.wishlist.add({ wishList: { productId } }));
    ctx.out.result(update, () => ctx.out.success(`Added ${productId} to the wishlist (${update.count} saved)`));
  },
});
