/** `attar cart clear`: empty the cart. */
import { defineCommand } from '../../command.ts';

export default defineCommand({
  name: 'clear',
  summary: 'Empty the cart',
  examples: ['attar cart clear'],
  actions: ['cart.clear'],
  async run(ctx) {
    const cart = await ctx.call('Emptying the cart', () => ctx.client.cart.clear({ clear: true }));
    ctx.out.result(cart, () => ctx.out.success('Cart emptied'));
  },
});
