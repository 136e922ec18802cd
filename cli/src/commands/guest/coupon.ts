/** `attar guest coupon`: apply a coupon to the guest cart. */
import { coupon, defineCommand } from '../../command.ts';
import { renderSummary } from '../../output/views/cart.ts';
import { guestIds, guestOptions, type GuestFlags } from './ids.ts';

export default defineCommand<GuestFlags>({
  name: 'coupon',
  summary: 'Apply a coupon to the guest cart',
  args: [{ name: '<code>', description: 'the coupon, e.g. WELCOME10' }],
  options: guestOptions,
  examples: ['attar guest coupon WELCOME10'],
  actions: ['guest.applyCoupon'],
  async run(ctx, o, [code]) {
    const data = await ctx.call('Applying', () =>
      ctx.client.guest.applyCoupon({ ...guestIds(ctx, o), couponCode: coupon(code!) }),
    );
    ctx.out.result(data, () => renderSummary(ctx.out, data.cart.summary, data.cart.coupon));
  },
});
