/** `attar guest cancel`: cancel an unpaid guest order. */
import { defineCommand, ids } from '../../command.ts';
import { guestIds, guestOptions, type GuestFlags } from './ids.ts';

export default defineCommand<GuestFlags & { reason: string }>({
  name: 'cancel',
  summary: 'Cancel an unpaid guest order',
  args: [{ name: '<orderId>', description: 'the order' }],
  options: (c) => guestOptions(c.requiredOption('--reason <text>', 'why')),
  examples: ['attar guest cancel OD00000000003 --reason "changed my mind"'],
  actions: ['guest.cancelOrder'],
  async run(ctx, o, [id]) {
    const { guestId } = guestIds(ctx, o);
    const data = await ctx.call('Cancelling', () =>
      ctx.client.guest.cancelOrder({ guestId, orderId: ids.order(id!), reasonDesc: o.reason }),
    );
    ctx.out.result(data, () => ctx.out.success(`Order ${data.order.orderId} is ${data.order.status}`));
  },
});
