/**
 * Cancelling an order or one of its shipments. The rule (docs/product-rules.md §9, buyer.yaml
 * `ordersCancel`): only an unpaid order (payment pending or failed) can be cancelled; once it is paid the
 * answer is 409 `order.notCancellable`, and a damaged or faulty item is returned or replaced after
 * delivery instead. Nothing was charged, so nothing is refunded.
 */
import type { ActionInput } from '@attar/sdk';
import { refuse } from '../../core/errors.ts';
import type { Shop } from '../shop.ts';
import { returnStock } from './create.ts';
import { humanDate } from './dates.ts';
import type { FulfillmentRecord, OrderRecord } from './state.ts';
import { fulfillmentState, type FulfillmentState } from './tracking.ts';
import { ownOrder } from './view.ts';

function paidRefusal(what: string, order: OrderRecord): Error {
  return refuse.conflict(
    'order.notCancellable',
    `${what} is paid${order.paidAt ? ` (since ${humanDate(order.paidAt)})` : ''}, and a paid order can no longer be cancelled. If an item arrives damaged or faulty, you can ask for a return or a replacement after delivery.`,
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
  if (order.paymentStatus === 'SUCCESS') throw paidRefusal(what, order);

  const at = new Date(now).toISOString();
  for (const { f } of live) f.cancelled = { at, reason: input.reasonDesc };
  if (order.fulfillments.every((f) => f.cancelled)) {
    order.cancelled = { at, reasonDesc: input.reasonDesc, ...(input.reasonCode ? { reasonCode: input.reasonCode } : {}) };
  }
  returnStock(
    shop,
    order,
    live.flatMap(({ f }) => f.lines),
  );
  return { order, message: `${whole ? 'Order' : 'Shipment'} cancelled. You have not been charged.` };
}
