/** `attar checkout pay`: start paying for an order (UPI intent or a card gateway hand-off). */
import type { Schemas } from '@attar/sdk';
import { compact, defineCommand, ids, PAYMENT_MODE_HELP, paymentModeOf, rupees } from '../../command.ts';
import { dateTime, money } from '../../output/format.ts';

export default defineCommand<{ mode: Schemas['PaymentMode']; amount?: number }>({
  name: 'pay',
  summary: 'Initiate the payment of an order',
  args: [{ name: '<orderId>', description: 'the order, e.g. OD00000000001' }],
  options: (c) =>
    c
      .requiredOption('--mode <mode>', PAYMENT_MODE_HELP, paymentModeOf('--mode'))
      .option('--amount <rupees>', 'the amount (default: the order total)', rupees('--amount')),
  examples: [
    'attar checkout pay OD00000000001 --mode UPI',
    'attar checkout pay OD00000000001 --mode RAZORPAY --json | jq -r .paymentId',
  ],
  actions: ['orders.get', 'payment.initiate'],
  async run(ctx, o, [id]) {
    const orderId = ids.order(id!);
    const amount = o.amount ?? (await ctx.call('Loading the order', () => ctx.client.orders.get({ orderId }))).summary.total;
    const session = await ctx.call('Starting the payment', () =>
      ctx.client.payment.initiate(compact({ orderId, amount, currency: 'INR' as const, mode: o.mode })),
    );
    ctx.out.result(session, () => {
      ctx.out.success(
        `Payment ${session.paymentId} for ${money(session.amount)} by ${session.mode}, ${session.status} until ${dateTime(session.expiresAt)}`,
      );
      if (session.upi) ctx.out.line(`UPI: ${session.upi.intentUri}`);
      if (session.gateway)
        ctx.out.line(
          `${session.gateway.provider} order ${session.gateway.providerOrderId}${session.gateway.redirectUrl ? ` · ${session.gateway.redirectUrl}` : ''}`,
        );
      ctx.out.line(`Next: attar checkout verify ${session.paymentId} --order ${session.orderId}`);
    });
  },
});
