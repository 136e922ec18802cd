/** `attar checkout buy-now`: a separate checkout for one item, leaving the cart alone. */
import { checkoutBuyNowInput } from '@attar/sdk/rules';
import { compact, defineCommand, ids, ranged, ruledInt } from '../../command.ts';
import { dateTime, money } from '../../output/format.ts';

export default defineCommand<{ quantity: number; offer?: string }>({
  name: 'buy-now',
  summary: 'Start a buy-now checkout for one item',
  args: [{ name: '<cin>', description: 'the item id, e.g. ATR-OUD-100' }],
  options: (c) =>
    c
      .option(
        '-q, --quantity <n>',
        ranged('how many', checkoutBuyNowInput.quantity),
        ruledInt('--quantity', checkoutBuyNowInput.quantity),
        1,
      )
      .option('--offer <code>', 'an offer shown with the product'),
  examples: [
    'attar checkout buy-now ATR-OUD-100',
    'attar checkout buy-now ATR-OUD-100 --quantity 2 --json | jq -r .cart.checkoutId',
  ],
  actions: ['checkout.buyNow'],
  async run(ctx, o, [value]) {
    const cin = ids.cin(value!);
    const checkout = await ctx.call('Starting buy-now', () =>
      ctx.client.checkout.buyNow(compact({ buyNow: true as const, cin, quantity: o.quantity, offer: o.offer })),
    );
    ctx.out.result(checkout, () => {
      ctx.out.success(
        `Buy-now checkout ${checkout.cart.checkoutId}: ${money(checkout.cart.summary.total)}, valid until ${dateTime(checkout.expiresAt)}`,
      );
      ctx.out.line(`Next: attar checkout place-order --buy-now --checkout ${checkout.cart.checkoutId} --payment-mode UPI`);
    });
  },
});
