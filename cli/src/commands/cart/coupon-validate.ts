/** `attar cart coupon validate`: would this coupon apply to the cart? Exit 1 when it would not. */
import { coupon, defineCommand } from '../../command.ts';
import { CliError } from '../../errors.ts';
import { money } from '../../output/format.ts';
import { CHECKOUT_FLAG, currentCheckoutId } from './checkout-id.ts';

export default defineCommand<{ checkout?: string }>({
  name: 'validate',
  summary: 'Check whether a coupon applies to the cart (exit 1 if not)',
  args: [{ name: '<code>', description: 'the coupon, e.g. WELCOME10' }],
  options: (c) => c.option(...CHECKOUT_FLAG),
  examples: ['attar cart coupon validate WELCOME10', 'attar cart coupon validate FESTIVE20 --json'],
  actions: ['cart.get', 'cart.validateCoupon'],
  async run(ctx, o, [code]) {
    const couponCodeValue = coupon(code!);
    const checkoutId = await currentCheckoutId(ctx, o.checkout);
    const check = await ctx.call('Checking the coupon', () =>
      ctx.client.cart.validateCoupon({ checkoutId, couponCode: couponCodeValue }),
    );
    ctx.out.result(check, () => {
      if (check.valid)
        ctx.out.success(
          `${check.couponCode} applies: -${money(check.discount)}${check.totalAfterCoupon !== undefined ? `, total ${money(check.totalAfterCoupon)}` : ''}`,
        );
      else
        ctx.out.line(
          `${check.couponCode} does not apply${check.minimumOrder ? ` (minimum order ${money(check.minimumOrder)})` : ''}`,
        );
    });
    if (!check.valid) throw new CliError(`${check.couponCode} does not apply to this cart.`, { code: 'coupon.invalid' });
  },
});
