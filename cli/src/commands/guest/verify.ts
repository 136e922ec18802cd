/** `attar guest verify`: verify a guest's Razorpay payment. */
import { defineCommand, ids } from '../../command.ts';
import { guestIds, guestOptions, type GuestFlags } from './ids.ts';

export default defineCommand<GuestFlags & { paymentId: string; providerOrderId: string; signature: string }>({
  name: 'verify',
  summary: "Verify a guest's Razorpay payment",
  args: [{ name: '<orderId>', description: 'the order' }],
  options: (c) =>
    guestOptions(
      c
        .requiredOption('--payment-id <id>', 'pay_...')
        .requiredOption('--provider-order-id <id>', 'order_...')
        .requiredOption('--signature <hex>', 'the 64-hex signature'),
    ),
  examples: [
    'attar guest verify OD00000000003 --payment-id pay_ABCDEFGHIJKLMN --provider-order-id order_ABCDEFGHIJKLMN --signature <hex>',
  ],
  actions: ['guest.verifyRazorpay'],
  async run(ctx, o, [id]) {
    const { guestId } = guestIds(ctx, o);
    const result = await ctx.call('Verifying', () =>
      ctx.client.guest.verifyRazorpay({
        guestId,
        orderId: ids.order(id!),
        razorpayPaymentId: o.paymentId,
        razorpayOrderId: o.providerOrderId,
        razorpaySignature: o.signature,
      }),
    );
    ctx.out.result(result, () => ctx.out.success(`Payment ${result.paymentId} ${result.status}; order ${result.orderStatus}`));
  },
});
