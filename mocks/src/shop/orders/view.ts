/** Orders as the buyer sees them, as of the shop's clock: the full order, list rows and list pages. */
import type { Schemas } from '@attar/sdk';
import { refuse } from '../../core/errors.ts';
import type { Shop } from '../shop.ts';
import type { FulfillmentRecord, OrderRecord } from './state.ts';
import { afterSaleTerms } from './terms.ts';
import { fulfillmentState, lapsedAt, STATUS_RANK, type FulfillmentState } from './tracking.ts';

type OrderStatus = Schemas['OrderStatus'];
export type OrderListView = Schemas['OrderListView'];

const now = (shop: Shop) => shop.clock.now().getTime();

/** The order's status: payment first, then its least advanced live fulfillment; CANCELLED when none is live. */
export function orderStatus(states: FulfillmentState[]): OrderStatus {
  const live = states.filter((s) => !s.cancelled);
  if (live.length === 0) return 'CANCELLED';
  return live.map((s) => s.status).sort((a, b) => STATUS_RANK.indexOf(a) - STATUS_RANK.indexOf(b))[0]!;
}

/** Whether the buyer may still pay: not paid, not cancelled, inside the payment window. */
export function canRetryPayment(order: OrderRecord, time: number): boolean {
  return (
    order.paymentStatus !== 'SUCCESS' &&
    !order.cancelled &&
    lapsedAt(order, time) === undefined &&
    order.fulfillments.some((f) => !f.cancelled)
  );
}

function toFulfillment(order: OrderRecord, f: FulfillmentRecord, state: FulfillmentState, time: number): Schemas['Fulfillment'] {
  return {
    fulfillmentId: f.fulfillmentId,
    orderId: order.orderId,
    status: state.status,
    lines: f.lines,
    ...(state.shipped ? { courier: f.courier, trackingNumber: f.trackingNumber } : {}),
    timeline: state.timeline,
    // expected while on its way: a delivered shipment says when it came instead
    ...(state.expectedDelivery && !state.cancelled && !state.deliveredAt ? { expectedDelivery: state.expectedDelivery } : {}),
    ...(state.deliveredAt
      ? {
          deliveredAt: state.deliveredAt,
          returnWindowEndsAt: state.returnWindowEndsAt!,
          // the same test a request meets (after-sale.ts)
          returnWindowOpen: time <= Date.parse(state.returnWindowEndsAt!),
          afterSaleTerms: afterSaleTerms(order, state.deliveredAt, time),
        }
      : {}),
    ...(state.afterSale ? { afterSale: state.afterSale } : {}),
  };
}

/** The full order as of now. */
export function toOrder(shop: Shop, order: OrderRecord): Schemas['Order'] {
  const time = now(shop);
  const states = order.fulfillments.map((f) => fulfillmentState(order, f, time));
  const status = orderStatus(states);
  return {
    orderId: order.orderId,
    placedAt: order.placedAt,
    status,
    paymentStatus: order.paymentStatus,
    paymentMode: order.paymentMode,
    ...(order.coupon ? { coupon: order.coupon } : {}),
    summary: order.summary,
    deductions: order.deductions,
    additions: order.additions,
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    fulfillments: order.fulfillments.map((f, i) => toFulfillment(order, f, states[i]!, time)),
    // a paid order can no longer be cancelled (cancel.ts)
    cancellable: status !== 'CANCELLED' && order.paymentStatus !== 'SUCCESS',
    retryPaymentAllowed: canRetryPayment(order, time),
  };
}

/** The statuses each list holds. */
const VIEWS: Record<Exclude<OrderListView, 'all'>, OrderStatus[]> = {
  active: ['PAYMENT_PENDING', 'PAYMENT_FAILED', 'PLACED', 'PACKED', 'SHIPPED', 'OUT_FOR_DELIVERY'],
  // a rejected return or replacement leaves the delivered items with the buyer
  completed: ['DELIVERED', 'RETURN_REJECTED', 'REPLACEMENT_REJECTED'],
  cancelled: ['CANCELLED'],
  past: [
    'DELIVERED',
    'CANCELLED',
    'RETURN_REQUESTED',
    'RETURNED',
    'RETURN_REJECTED',
    'REPLACEMENT_REQUESTED',
    'REPLACEMENT_REJECTED',
    'REPLACED',
    'REFUNDED',
  ],
};

function toSummary(order: Schemas['Order']): Schemas['OrderSummary'] {
  const lines = order.fulfillments.flatMap((f) => f.lines);
  return {
    orderId: order.orderId,
    placedAt: order.placedAt,
    status: order.status,
    paymentStatus: order.paymentStatus,
    total: order.summary.total,
    itemCount: Math.max(
      1,
      lines.reduce((n, l) => n + l.quantity, 0),
    ),
    firstItem: lines[0]!,
  };
}

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
  sortOrder?: 'asc' | 'desc';
}

/**
 * One page of a buyer's orders in a list view, newest first unless `sortOrder` is `asc`.
 * @example listOrders(shop, 'BY000001', 'active', { pageNum: 1 })
 */
export function listOrders(
  shop: Shop,
  buyerId: string,
  view: OrderListView,
  query: PageQuery,
): Schemas['BuyerOrderPageReply']['data'] {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? 10;
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  const orders = Object.values(shop.state.orders.byId)
    .filter((o) => o.buyerId === buyerId)
    .map((o) => toOrder(shop, o))
    .filter((o) => view === 'all' || VIEWS[view].includes(o.status))
    .sort((a, b) => direction * (a.placedAt.localeCompare(b.placedAt) || a.orderId.localeCompare(b.orderId)));
  const start = (pageNum - 1) * pageSize;
  return {
    view,
    items: orders.slice(start, start + pageSize).map(toSummary),
    paging: { pageNum, pageSize, totalItems: orders.length, totalPages: Math.ceil(orders.length / pageSize) },
  };
}

/** One of the buyer's orders, or a 404 that does not tell whether someone else has it. */
export function ownOrder(shop: Shop, buyerId: string, orderId: string): OrderRecord {
  const order = shop.state.orders.byId[orderId];
  if (!order || order.buyerId !== buyerId) throw refuse.notFound('order', `Order ${orderId}`);
  return order;
}

/** One of the buyer's fulfillments with its order, or a 404. */
export function ownFulfillment(
  shop: Shop,
  buyerId: string,
  fulfillmentId: string,
): { order: OrderRecord; fulfillment: FulfillmentRecord } {
  const orderId = shop.state.orders.fulfillmentIndex[fulfillmentId];
  const order = orderId ? shop.state.orders.byId[orderId] : undefined;
  const fulfillment = order?.fulfillments.find((f) => f.fulfillmentId === fulfillmentId);
  if (!order || !fulfillment || order.buyerId !== buyerId) throw refuse.notFound('fulfillment', `Shipment ${fulfillmentId}`);
  return { order, fulfillment };
}
