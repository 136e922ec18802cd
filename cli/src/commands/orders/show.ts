/** `attar orders show`: one order, by order id or by one of its fulfillment ids. */
import type { Schemas } from '@attar/sdk';
import { defineCommand, ids } from '../../command.ts';
import type { CommandContext } from '../../context.ts';
import { renderOrder } from '../../output/views/order.ts';

/** An order by `OD...` or `FL...` id (shared with `track`). */
export async function loadOrder(ctx: CommandContext, id: string): Promise<Schemas['Order']> {
  const key = id.trim();
  if (key.startsWith('FL')) {
    const fulfillmentId = ids.fulfillment(key);
    return (await ctx.call('Loading the order', () => ctx.client.orders.getByFulfillment({ fulfillmentId }))).order;
  }
  const orderId = ids.order(key);
  return ctx.call('Loading the order', () => ctx.client.orders.get({ orderId }));
}

export default defineCommand({
  name: 'show',
  summary: 'Show an order by order id or fulfillment id',
  args: [{ name: '<id>', description: 'OD00000000001 or a fulfillment FL00000000001' }],
  examples: ['attar orders show OD00000000001', 'attar orders show FL00000000001 --json | jq .status'],
  actions: ['orders.get', 'orders.getByFulfillment'],
  async run(ctx, _o, [id]) {
    const order = await loadOrder(ctx, id!);
    ctx.out.result(order, () => renderOrder(ctx.out, order));
  },
});
