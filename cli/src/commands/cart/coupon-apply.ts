/** `attar cart coupon apply`: review the cart with a coupon (the shop applies it to the totals). */
import { coupon as couponCode, defineCommand } from '../../command.ts';
import { renderSummary } from '../../output/views/cart.ts';
import { CHECKOUT_FLAG, currentCheckoutId } from './checkout-id.ts';

export default defineCommand<{ checkout?: string }>({
  name: 'apply',
  summary: 'Apply a coupon to the cart and show the new totals',
  args: [{ name: '<code>', description: 'the coupon, e.g. WELCOME10' }],
  options: (c) => c.option(...CHECKOUT_FLAG),
  examples: ['attar cart coupon apply WELCOME10', 'attar cart coupon apply FLAT300 --json | jq .totals.total'],
  actions: ['cart.get', 'cart.review'],
  async run(ctx, o, [code]) {
    const coupon = couponCode(code!);
    const checkoutId = await currentCheckoutId(ctx, o.checkout);
    const reviewed = await ctx.call('Applying the coupon', () => ctx.client.cart.review({ checkoutId, coupon }));
    ctx.out.result(reviewed, () => {
      ctx.out.success(`${coupon} applied`);
      renderSummary(ctx.out, reviewed.totals, reviewed.coupon);
    });
  },
});
