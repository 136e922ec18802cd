/** `attar orders retry-payment`: pay a failed or pending order again, maybe another way. */
import type { Schemas } from '@attar/sdk';
import { defineCommand, ids, PAYMENT_MODE_HELP, paymentModeOf } from '../../command.ts';
import { money } from '../../output/format.ts';

export default defineCommand<{ mode: Schemas['PaymentMode'] }>({
  name: 'retry-payment',
  summary: 'Retry the payment of an order with a payment mode',
  args: [{ name: '<orderId>', description: 'the order, e.g. OD00000000001' }],
  options: (c) => c.requiredOption('--mode <mode>', PAYMENT_MODE_HELP, paymentModeOf('--mode')),
  examples: ['attar orders retry-payment OD00000000001 --mode UPI'],
  actions: ['orders.retryPayment'],
  async run(ctx, o, [id]) {
    const orderId = ids.order(id!);
    const retry = await ctx.call('Retrying the payment', () => ctx.client.orders.retryPayment({ orderId, paymentMode: o.mode }));
    ctx.out.result(retry, () => {
      ctx.out.success(`Order ${orderId}: pay ${money(retry.payment.amount)} by ${retry.payment.mode}`);
      ctx.out.line(`Next: attar checkout pay ${orderId} --mode ${retry.payment.mode}`);
    });
  },
});
