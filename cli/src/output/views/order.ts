/** Views of orders: the list, one order with its fulfillments, and the tracking timeline. */
import type { Schemas } from '@attar/sdk';
import { dateOnly, dateTime, money } from '../format.ts';
import type { Printer } from '../printer.ts';
import type { Column } from '../table.ts';
import { renderSummary } from './cart.ts';
import { pagingFooter } from './generic.ts';

export const orderColumns: Array<Column<Schemas['OrderSummary']>> = [
  { header: 'ORDER', value: (o) => o.orderId },
  { header: 'PLACED', value: (o) => dateTime(o.placedAt) },
  { header: 'STATUS', value: (o) => o.status },
  { header: 'PAYMENT', value: (o) => o.paymentStatus },
  { header: 'ITEMS', value: (o) => String(o.itemCount), right: true },
  { header: 'TOTAL', value: (o) => money(o.total), right: true },
  { header: 'FIRST ITEM', value: (o) => o.firstItem?.name ?? '' },
];

export function renderOrderPage(out: Printer, page: Schemas['BuyerOrderPageReply']['data']): void {
  out.table(orderColumns, page.items, 'No orders.');
  pagingFooter(out, page.paging);
}

const address = (a: Schemas['Address']) => `${a.addressee}, ${a.line1}, ${a.cityOrArea} ${a.zipcode}`;

/** One order in full. */
export function renderOrder(out: Printer, order: Schemas['Order']): void {
  out.line(out.style.bold(`Order ${order.orderId}`));
  out.fields([
    ['placed', dateTime(order.placedAt)],
    ['status', order.status],
    ['payment', `${order.paymentStatus} (${order.paymentMode})`],
    ['cancellable', order.cancellable ? 'yes' : 'no'],
    ['retry payment', order.retryPaymentAllowed ? 'allowed' : ''],
    ['deliver to', address(order.deliveryAddress)],
  ]);
  for (const f of order.fulfillments) {
    out.line();
    out.line(
      `${out.style.bold(f.fulfillmentId)}  ${f.status}${f.expectedDelivery ? `  expected ${dateOnly(f.expectedDelivery)}` : ''}${f.afterSale ? `  ${f.afterSale.type} ${f.afterSale.status}` : ''}`,
    );
    if (f.afterSale) renderAfterSale(out, f.afterSale);
    out.table(
      [
        { header: 'CIN', value: (l) => l.cin },
        { header: 'NAME', value: (l) => l.name },
        { header: 'SIZE', value: (l) => l.variantLabel },
        { header: 'QTY', value: (l) => String(l.quantity), right: true },
        { header: 'TOTAL', value: (l) => money(l.lineTotal), right: true },
      ],
      f.lines,
    );
  }
  out.line();
  renderSummary(out, order.summary, order.coupon);
}

/** A fulfillment's return or replacement: its request, the refund it brings, or why it was rejected. */
function renderAfterSale(out: Printer, request: Schemas['AfterSaleRequest']): void {
  out.fields([
    [
      'request',
      `${request.requestId}, ${request.quantity} ${request.quantity === 1 ? 'item' : 'items'}: ${request.reasonCode}${request.reasonDesc ? ` (${request.reasonDesc})` : ''}`,
    ],
    ...(request.refundAmount !== undefined ? [['refund', money(request.refundAmount)] as const] : []),
    ...(request.status === 'REJECTED' ? [['rejected', request.rejectionReason ?? 'after inspection'] as const] : []),
  ]);
}

/** The tracking timeline of each fulfillment of an order. */
export function renderTracking(out: Printer, order: Schemas['Order']): void {
  for (const f of order.fulfillments) {
    out.line(out.style.bold(`${f.fulfillmentId}  ${f.status}`) + (f.courier ? `  ${f.courier} ${f.trackingNumber ?? ''}` : ''));
    if (f.expectedDelivery) out.line(`expected delivery ${dateOnly(f.expectedDelivery)}`);
    out.table(
      [
        { header: 'WHEN', value: (e) => dateTime(e.at) },
        { header: 'STATUS', value: (e) => e.status },
        { header: 'EVENT', value: (e) => e.label },
        { header: 'WHERE', value: (e) => e.location ?? '' },
      ],
      f.timeline,
      'No tracking events yet.',
    );
  }
}
