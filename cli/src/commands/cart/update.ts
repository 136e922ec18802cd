/** `attar cart update`: change the quantity of a line. */
import { cartUpdateQuantityInput } from '@attar/sdk/rules';
import { defineCommand, ids, ranged, ruledInt } from '../../command.ts';
import { money } from '../../output/format.ts';
import { CHECKOUT_FLAG, currentCheckoutId } from './checkout-id.ts';

export default defineCommand<{ quantity: number; checkout?: string }>({
  name: 'update',
  summary: 'Change the quantity of a cart item',
  args: [{ name: '<cin>', description: 'the item id, e.g. ATR-OUD-100' }],
  options: (c) =>
    c
      .requiredOption(
        '-q, --quantity <n>',
        ranged('the new quantity', cartUpdateQuantityInput.quantity),
        ruledInt('--quantity', cartUpdateQuantityInput.quantity),
      )
      .option(...CHECKOUT_FLAG),
  examples: ['attar cart update ATR-OUD-100 --quantity 3'],
  actions: ['cart.get', 'cart.updateQuantity'],
  async run(ctx, o, [value]) {
    const cin = ids.cin(value!);
    const checkoutId = await currentCheckoutId(ctx, o.checkout);
    const cart = await ctx.call('Updating the cart', () =>
      ctx.client.cart.updateQuantity({ checkoutId, cin, quantity: o.quantity }),
    );
    ctx.out.result(cart, () => ctx.out.success(`${cin} × ${o.quantity} · cart total ${money(cart.summary.total)}`));
  },
});
