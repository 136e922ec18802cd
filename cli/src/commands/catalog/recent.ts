/** `attar catalog recent`: perfumes the signed-in buyer viewed lately. */
import { defineCommand } from '../../command.ts';
import { renderProducts } from '../../output/views/product.ts';

export default defineCommand({
  name: 'recent',
  summary: 'List recently viewed perfumes (signed in)',
  examples: ['attar catalog recent'],
  actions: ['catalog.recentlyViewed'],
  async run(ctx) {
    const data = await ctx.call('Loading', () => ctx.client.catalog.recentlyViewed());
    ctx.out.result(data, () => renderProducts(ctx.out, data.items, undefined, 'Nothing viewed yet.'));
  },
});
