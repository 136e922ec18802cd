/** `attar checkout review`: the totals of the cart (or a buy-now checkout) with a coupon and/or payment mode. */
import type { Schemas } from '@attar/sdk';
import { compact, coupon, defineCommand, ids, PAYMENT_MODE_HELP, paymentModeOf } from '../../command.ts';
import type { CommandContext } from '../../context.ts';
import { usageError } from '../../errors.ts';
import { renderSummary } from '../../output/views/cart.ts';
import { CHECKOUT_FLAG, currentCheckoutId } from '../cart/checkout-id.ts';

export interface ReviewOptions {
  coupon?: string;
  paymentMode?: Schemas['PaymentMode'];
  buyNow?: boolean;
  checkout?: string;
  international?: boolean;
  country?: string;
}

export default defineCommand<ReviewOptions>({
  name: 'review',
  summary: 'Review the totals with a coupon and/or a payment mode',
  options: (c) =>
    c
      .option('--coupon <code>', 'a coupon, e.g. WELCOME10', coupon)
      .option('--payment-mode <mode>', PAYMENT_MODE_HELP, paymentModeOf('--payment-mode'))
      .option('--buy-now', 'review a buy-now checkout (needs --checkout)')
      .option(...CHECKOUT_FLAG)
      .option('--international', 'delivery outside India')
      .option('--country <code>', 'two-letter country code for international delivery'),
  examples: ['attar checkout review --payment-mode UPI', 'attar checkout review --coupon WELCOME10 --payment-mode UPI --json'],
  actions: ['cart.get', 'cart.review', 'checkout.reviewBuyNow'],
  async run(ctx, o) {
    const reviewed = await reviewCheckout(ctx, o);
    ctx.out.result(reviewed, () => renderSummary(ctx.out, reviewed.totals, reviewed.coupon));
  },
});

/** Reviews the cart or a buy-now checkout; shared with `place-order`. */
export async function reviewCheckout(ctx: CommandContext, o: ReviewOptions) {
  const extra = compact({ coupon: o.coupon, paymentMode: o.paymentMode, international: o.international, countryCode: o.country });
  if (o.buyNow) {
    if (!o.checkout)
      throw usageError('A buy-now review needs --checkout (the id `attar checkout buy-now` printed).', 'usage.missingValue');
    const checkoutId = ids.checkout(o.checkout);
    return ctx.call('Reviewing', () => ctx.client.checkout.reviewBuyNow({ buyNow: true, checkoutId, ...extra }));
  }
  const checkoutId = await currentCheckoutId(ctx, o.checkout);
  return ctx.call('Reviewing', () => ctx.client.cart.review({ checkoutId, ...extra }));
}
