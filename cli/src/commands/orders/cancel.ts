/** `attar orders cancel`: cancel an order (or one fulfillment of it) with a reason. */
import { compact, defineCommand, ids } from '../../command.ts';

export default defineCommand<{ reason: string; reasonCode?: string; fulfillment?: string }>({
  name: 'cancel',
  summary: 'Cancel an order before it ships',
  args: [{ name: '<orderId>', description: 'the order, e.g. OD00000000001' }],
  options: (c) =>
    c
      .requiredOption('--reason <text>', 'why (the shop keeps it)')
      .option('--reason-code <code>', 'a reason code, e.g. CHANGED_MIND')
      .option('--fulfillment <id>', 'cancel only this fulfillment', ids.fulfillment),
  examples: ['attar orders cancel OD00000000001 --reason "ordered the wrong size"'],
  actions: ['orders.cancel'],
  async run(ctx, o, [id]) {
    const orderId = ids.order(id!);
    const order = await ctx.call('Cancelling', () =>
      ctx.client.orders.cancel(
        compact({
          orderId,
          type: o.fulfillment ? ('F' as const) : ('O' as const),
          fulfillmentId: o.fulfillment,
          reasonCode: o.reasonCode,
          reasonDesc: o.reason,
        }),
      ),
    );
    ctx.out.result(order, () => ctx.out.success(`Order ${order.orderId} is ${order.status}`));
  },
});
