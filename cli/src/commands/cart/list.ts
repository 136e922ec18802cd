/** `attar cart list`: the cart's lines and totals. */
import { defineCommand } from '../../command.ts';
import { renderCart } from '../../output/views/cart.ts';

export default defineCommand({
  name: 'list',
  summary: 'Show the cart',
  aliases: ['ls', 'show'],
  examples: ['attar cart list', 'attar cart list --json | jq .summary.total'],
  actions: ['cart.get'],
  async run(ctx) {
    const cart = await ctx.call('Loading the cart', () => ctx.client.cart.get());
    ctx.out.result(cart, () => renderCart(ctx.out, cart));
  },
});
