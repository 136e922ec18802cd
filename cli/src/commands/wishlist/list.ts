/** `attar wishlist list`: the saved perfumes. */
import { defineCommand } from '../../command.ts';
import { renderProducts } from '../../output/views/product.ts';

export default defineCommand({
  name: 'list',
  summary: 'List the wishlist',
  aliases: ['ls'],
  examples: ['attar wishlist list', 'attar wishlist list --json | jq ".productIds"'],
  actions: ['wishlist.list'],
  async run(ctx) {
    const wishlist = await ctx.call('Loading the wishlist', () => ctx.client.wishlist.list());
    ctx.out.result(wishlist, () => renderProducts(ctx.out, wishlist.items, undefined, 'Your wishlist is empty.'));
  },
});
