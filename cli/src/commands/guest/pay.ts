/** `attar guest pay`: start paying for a guest order. */
import type { Schemas } from '@attar/sdk';
import { compact, defineCommand, ids, PAYMENT_MODE_HELP, paymentModeOf, rupees } from '../../command.ts';
import { money } from '../../output/format.ts';
import { guestIds, guestOptions, type GuestFlags } from './ids.ts';

export default defineCommand<GuestFlags & { mode: Schemas['PaymentMode']; amount: number }>({
  name: 'pay',
  summary: 'Initiate payment for a guest order',
  args: [{ name: '<orderId>', description: 'the order' }],
  options: (c) =>
    guestOptions(
      c
        .requiredOption('--mode <mode>', PAYMENT_MODE_HELP, paymentModeOf('--mode'))
        .requiredOption('--amount <rupees>', 'the order total', rupees('--amount')),
    ),
  examples: ['attar guest pay OD00000000003 --mode UPI --amount 2499'],
  actions: ['guest.pay'],
  async run(ctx, o, [id]) {
    const { guestId } = guestIds(ctx, o);
    const session = await ctx.call('Starting the payment', () =>
      ctx.client.guest.pay(
        compact({ guestId, orderId: ids.order(id!), amount: o.amount, mode: o.mode, currency: 'INR' as const }),
      ),
    );
    ctx.out.result(session, () =>
      ctx.out.success(
        `Payment ${session.paymentId} for ${money(session.amount)} ${session.status}${session.upi ? ` · ${session.upi.intentUri}` : ''}`,
      ),
    );
  },
});
