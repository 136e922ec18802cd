/** `attar cart payment-mode`: pay for one line with a different payment mode. */
import { defineCommand, ids, PAYMENT_MODE_HELP, paymentModeOf } from '../../command.ts';

export default defineCommand({
  name: 'payment-mode',
  summary: 'Set the payment mode of one cart item',
  args: [
    { name: '<cin>', description: 'the item id, e.g. ATR-OUD-100' },
    { name: '<mode>', description: PAYMENT_MODE_HELP },
  ],
  examples: ['attar cart payment-mode ATR-OUD-100 UPI'],
  actions: ['cart.setItemPaymentMode'],
  async run(ctx, _o, [value, modeText]) {
    const cin = ids.cin(value!);
    const paymentMode = paymentModeOf('<mode>')(modeText!);
    const cart = await ctx.call('Updating the cart', () => ctx.client.cart.setItemPaymentMode({ cin, paymentMode }));
    ctx.out.result(cart, () => ctx.out.success(`${cin} will be paid by ${paymentMode}`));
  },
});
