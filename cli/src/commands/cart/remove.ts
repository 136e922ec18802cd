/** `attar cart remove`: take a line out of the cart. */
import { defineCommand, ids } from '../../command.ts';
import { money } from '../../output/format.ts';
import { CHECKOUT_FLAG, currentCheckoutId } from './checkout-id.ts';

export default defineCommand<{ checkout?: string }>({
  name: 'remove',
  summary: 'Remove an item from the cart',
  aliases: ['rm'],
  args: [{ name: '<cin>', description: 'the item id, e.g. ATR-OUD-100' }],
  options: (c) => c.option(...CHECKOUT_FLAG),
  examples: ['attar cart remove ATR-OUD-100'],
  actions: ['cart.get', 'cart.removeItem'],
  async run(ctx, o, [value]) {
    const cin = ids.cin(value!);
    const checkoutId = await currentCheckoutId(ctx, o.checkout);
    const cart = await ctx.call('Updating the cart', () => ctx.client.cart.removeItem({ checkoutId, cin }));
    ctx.out.result(cart, () =>
      ctx.out.success(`Removed ${cin} · ${cart.items.length} lines, total ${money(cart.summary.total)}`),
    );
  },
});
