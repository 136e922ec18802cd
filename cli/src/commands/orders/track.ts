/** `attar orders track`: the tracking timeline of an order's shipments. */
import { defineCommand } from '../../command.ts';
import { renderTracking } from '../../output/views/order.ts';
import { loadOrder } from './show.ts';

export default defineCommand({
  name: 'track',
  summary: "Show an order's tracking timeline",
  args: [{ name: '<id>', description: 'OD00000000001 or a fulfillment FL00000000001' }],
  examples: ['attar orders track OD00000000001', 'attar orders track OD00000000001 --json | jq ".[0].timeline[-1].status"'],
  actions: ['orders.get', 'orders.getByFulfillment'],
  async run(ctx, _o, [id]) {
    const order = await loadOrder(ctx, id!);
    const tracking = order.fulfillments.map(
      ({ fulfillmentId, status, courier, trackingNumber, expectedDelivery, deliveredAt, timeline }) => ({
        fulfillmentId,
        status,
        courier,
        trackingNumber,
        expectedDelivery,
        deliveredAt,
        timeline,
      }),
    );
    ctx.out.result(tracking, () => renderTracking(ctx.out, order));
  },
});
