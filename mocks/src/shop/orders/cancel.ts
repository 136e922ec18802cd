/**
 * Cancelling an order or one of its shipments. The rule (the contract's, buyer.yaml `ordersCancel`):
 * a shipment can be cancelled until it ships, paid or not; a paid one is refunded in full, to the
 * original payment mode, in 4-5 working days. Once it has shipped the answer is 409
 * `order.notCancellable`. docs/product-rules.md §9's "no cancellation after a paid order" is read as "after
 * a paid order has shipped": the contract and its example (a paid UPI order cancelled with a refund)
 * say a paid order may be cancelled before shipping.
 */
import type { ActionInput } from '@attar/sdk';
import { fromPaise } from '@attar/sdk';
import { refuse } from '../../core/errors.ts';
import type { Shop } from '../shop.ts';
import { returnStock } from './create.ts';
import { formatRupees, humanDate } from './dates.ts';
import { paidShare } from './place.ts';
import type { FulfillmentRecord, OrderRecord } from './state.ts';
import { fulfillmentState, type FulfillmentState } from './tracking.ts';
import { ownOrder } from './view.ts';

function notCancellable(what: string, state: FulfillmentState): Error {
  const shippedAt = state.timeline.find((e) => e.status === 'SHIPPED')?.at;
  if (state.deliveredAt) {
    return refuse.conflict(
      'order.notCancellable',
      `${what} was delivered on ${humanDate(state.deliveredAt)} and can no longer be cancelled. You can ask for a return within 3 calendar days of delivery instead.`,
    );
  }
  return refuse.conflict(
    'order.notCancellable',
    `${what} shipped${shippedAt ? ` on ${humanDate(shippedAt)}` : ''} and can no longer be cancelled. You can ask for a return once it is delivered.`,
  );
}

/**
 * Cancels the whole order (`type: O`) or one shipment (`type: F`) and says what happens to the money.
 * @example cancelOrder(shop, buyerId, { orderId, reasonDesc: 'Ordered the wrong size by mistake.' })
 */
export function cancelOrder(
  shop: Shop,
  buyerId: string,
  input: ActionInput<'ordersCancel'>,
): { order: OrderRecord; message: string } {
  const order = ownOrder(shop, buyerId, input.orderId);
  const now = shop.clock.now().getTime();
  const whole = (input.type ?? 'O') === 'O';
  if (!whole && !input.fulfillmentId) throw refuse.invalid('fulfillmentId', 'is required when type is F');
  const targets = whole ? order.fulfillments : order.fulfillments.filter((f) => f.fulfillmentId === input.fulfillmentId);
  if (targets.length === 0) throw refuse.notFound('fulfillment', `Shipment ${input.fulfillmentId} of order ${order.orderId}`);
  const what = whole ? `Order ${order.orderId}` : `Shipment ${input.fulfillmentId}`;
  const live: Array<{ f: FulfillmentRecord; state: FulfillmentState }> = targets
    .map((f) => ({ f, state: fulfillmentState(order, f, now) }))
    .filter(({ state }) => !state.cancelled);
  if (live.length === 0) throw refuse.conflict('order.alreadyCancelled', `${what} is already cancelled.`);
  const gone = live.find(({ state }) => state.shipped);
  if (gone) throw notCancellable(what, gone.state);

  const at = new Date(now).toISOString();
  const paid = order.paymentStatus === 'SUCCESS';
  let refund = 0;
  for (const { f } of live) {
    const share = paid ? paidShare(order, f) : 0;
    refund += share;
    f.cancelled = { at, reason: input.reasonDesc, ...(paid ? { refundAmount: fromPaise(share) } : {}) };
  }
  if (order.fulfillments.every((f) => f.cancelled)) {
    order.cancelled = { at, reasonDesc: input.reasonDesc, ...(input.reasonCode ? { reasonCode: input.reasonCode } : {}) };
  }
  returnStock(
    shop,
    order,
    live.flatMap(({ f }) => f.lines),
  );
  const destination = order.paymentMode === 'UPI' ? 'your UPI account' : 'your card';
  const money = paid
    ? `The refund of ${formatRupees(fromPaise(refund))} will reach ${destination} in 4-5 working days.`
    : 'You have not been charged.';
  return { order, message: `${whole ? 'Order' : 'Shipment'} cancelled. ${money}` };
}
