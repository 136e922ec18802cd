/**
 * Tracking that advances with the shop's clock, without timers: a fulfillment's status, timeline and
 * dates are computed from the facts stored on the order (paid at, cancelled at, after-sale asked at)
 * and the time now. Schedule after payment: PACKED +6 h, SHIPPED +24 h, OUT_FOR_DELIVERY +72 h,
 * DELIVERED +96 h. Returns: RECEIVED +2 days, INSPECTED +4 days, APPROVED +5 days, then the refund in
 * 5 working days or the replacement in 4 (docs/product-rules.md §9); or, when the inspection found the
 * item does not qualify (the record's `rejectionReason`), REJECTED +5 days and nothing after it.
 */
import type { Schemas } from '@attar/sdk';
import { DAY, HOUR } from '../../core/clock.ts';
import { formatRupees, istDate, workingDaysAfter } from './dates.ts';
import type { AfterSaleRecord, FulfillmentRecord, OrderRecord } from './state.ts';
import { RETURN_WINDOW_DAYS } from '../catalogue/seed-policies.ts';

type OrderStatus = Schemas['OrderStatus'];
type AfterSaleStatus = Schemas['AfterSaleRequest']['status'];

/** Where the shop packs and ships from. */
export const WAREHOUSE = 'Kannauj';

const STAGES: Array<{ status: OrderStatus; hours: number }> = [
  { status: 'PLACED', hours: 0 },
  { status: 'PACKED', hours: 6 },
  { status: 'SHIPPED', hours: 24 },
  { status: 'OUT_FOR_DELIVERY', hours: 72 },
  { status: 'DELIVERED', hours: 96 },
];

/** Progress order of statuses; an order stands where its least advanced live fulfillment stands. */
export const STATUS_RANK: OrderStatus[] = [
  'PAYMENT_PENDING',
  'PAYMENT_FAILED',
  'PLACED',
  'PACKED',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'RETURN_REQUESTED',
  'REPLACEMENT_REQUESTED',
  'RETURNED',
  'RETURN_REJECTED',
  'REPLACEMENT_REJECTED',
  'REPLACED',
  'REFUNDED',
  'CANCELLED',
];

export interface FulfillmentState {
  status: OrderStatus;
  timeline: Schemas['TrackingEvent'][];
  shipped: boolean;
  cancelled: boolean;
  expectedDelivery?: string;
  deliveredAt?: string;
  returnWindowEndsAt?: string;
  afterSale?: Schemas['AfterSaleRequest'];
}

const ms = (iso: string) => new Date(iso).getTime();
const iso = (time: number) => new Date(time).toISOString();

/** When an unpaid order stops waiting: the latest payment attempt's deadline. */
export const payBefore = (order: OrderRecord): string => order.attempts[order.attempts.length - 1]!.payBefore;

/** An unpaid order whose payment window has passed is cancelled by the shop (at its deadline). */
export function lapsedAt(order: OrderRecord, now: number): string | undefined {
  if (order.paymentStatus === 'SUCCESS' || order.cancelled) return undefined;
  const deadline = payBefore(order);
  return ms(deadline) < now ? deadline : undefined;
}

function stageTime(order: OrderRecord, f: FulfillmentRecord, hours: number): number {
  return ms(order.paidAt!) + (hours + (hours > 0 ? f.delayHours : 0)) * HOUR;
}

function stageEvent(order: OrderRecord, f: FulfillmentRecord, status: OrderStatus, at: number): Schemas['TrackingEvent'] {
  const city = order.deliveryAddress.cityOrArea;
  const event = (label: string, location?: string) => ({ status, label, at: iso(at), ...(location ? { location } : {}) });
  switch (status) {
    case 'PLACED':
      return event(`Order placed, payment received by ${order.paymentMode === 'UPI' ? 'UPI' : 'card'}`);
    case 'PACKED':
      return event(`Packed at ${WAREHOUSE} warehouse`, WAREHOUSE);
    case 'SHIPPED':
      return event(`Shipped with ${f.courier}, tracking number ${f.trackingNumber}`, `${WAREHOUSE} hub`);
    case 'OUT_FOR_DELIVERY':
      return event(`Out for delivery with ${f.courier}`, city);
    default:
      return event(`Delivered to ${order.deliveryAddress.addressee}`, city);
  }
}

/** When the inspection's outcome (APPROVED or REJECTED) is given: 5 days after the request. */
export const decidedAt = (request: AfterSaleRecord): number => ms(request.createdAt) + 5 * DAY;

/** The after-sale steps of a request and when each is reached. */
export function afterSaleSteps(request: AfterSaleRecord): Array<{ status: AfterSaleStatus; at: number }> {
  const start = ms(request.createdAt);
  const decided = decidedAt(request);
  const received: Array<{ status: AfterSaleStatus; at: number }> = [
    { status: 'REQUESTED', at: start },
    { status: 'RECEIVED', at: start + 2 * DAY },
    { status: 'INSPECTED', at: start + 4 * DAY },
  ];
  if (request.rejectionReason !== undefined) return [...received, { status: 'REJECTED', at: decided }];
  const done =
    request.type === 'RETURN'
      ? { status: 'REFUNDED' as const, at: workingDaysAfter(decided, 5) }
      : { status: 'REPLACED' as const, at: workingDaysAfter(decided, 4) };
  return [...received, { status: 'APPROVED', at: decided }, done];
}

function afterSaleOrderStatus(type: AfterSaleRecord['type'], step: AfterSaleStatus): OrderStatus {
  if (step === 'REJECTED') return type === 'RETURN' ? 'RETURN_REJECTED' : 'REPLACEMENT_REJECTED';
  if (type === 'RETURN') return step === 'REQUESTED' ? 'RETURN_REQUESTED' : step === 'REFUNDED' ? 'REFUNDED' : 'RETURNED';
  return step === 'REPLACED' ? 'REPLACED' : 'REPLACEMENT_REQUESTED';
}

function afterSaleLabel(request: AfterSaleRecord, step: AfterSaleStatus, refundTo: string): string {
  const what = request.type === 'RETURN' ? 'Return' : 'Replacement';
  const refund = formatRupees(request.refundAmount ?? 0);
  switch (step) {
    case 'REQUESTED':
      return `${what} requested: ${request.reasonDesc}`;
    case 'RECEIVED':
      return `${what} picked up from your address`;
    case 'INSPECTED':
      return `${what} inspected at our ${WAREHOUSE} warehouse`;
    case 'APPROVED':
      return request.type === 'RETURN'
        ? `Return approved: the refund of ${refund} reaches you in 4-5 working days`
        : 'Replacement approved: a new one ships to you in 3-4 working days';
    case 'REJECTED':
      return `${what} rejected after inspection: the item does not qualify and is sent back to you`;
    case 'REFUNDED':
      return `Refund of ${refund} paid to ${refundTo}`;
    default:
      return 'Replacement delivered';
  }
}

/** Where a return's refund goes: the account given, or the original payment mode. */
export function refundDestination(order: OrderRecord, f: FulfillmentRecord): string {
  const account = f.refundAccount;
  if (account?.txnType === 'UPI') return `UPI ${account.upiId}`;
  if (account?.txnType === 'BANK') return `${account.bankName ?? 'bank'} account ${account.accountNoMasked}`;
  return order.paymentMode === 'UPI' ? 'your UPI account' : 'your card';
}

/**
 * A fulfillment as of `now`: status, the events that have happened, delivery dates and the after-sale
 * request with its current step.
 */
export function fulfillmentState(order: OrderRecord, f: FulfillmentRecord, now: number): FulfillmentState {
  const timeline = order.paymentEvents.filter((e) => ms(e.at) <= now);
  const lapsed = lapsedAt(order, now);
  const cancelledAt = f.cancelled?.at ?? lapsed;
  const state: FulfillmentState = { status: 'PAYMENT_PENDING', timeline, shipped: false, cancelled: false };
  if (order.paymentStatus === 'FAILED') state.status = 'PAYMENT_FAILED';
  if (order.paidAt) {
    const until = cancelledAt ? ms(cancelledAt) : now;
    for (const stage of STAGES) {
      const at = stageTime(order, f, stage.hours);
      if (at > until) break;
      timeline.push(stageEvent(order, f, stage.status, at));
      state.status = stage.status;
    }
    state.shipped = STATUS_RANK.indexOf(state.status) >= STATUS_RANK.indexOf('SHIPPED');
    state.expectedDelivery = istDate(stageTime(order, f, 96));
    if (state.status === 'DELIVERED') {
      const delivered = stageTime(order, f, 96);
      state.deliveredAt = iso(delivered);
      state.returnWindowEndsAt = iso(delivered + RETURN_WINDOW_DAYS * DAY);
    }
  }
  if (cancelledAt) {
    state.cancelled = true;
    state.status = 'CANCELLED';
    const refund = f.cancelled?.refundAmount;
    const label = f.cancelled
      ? `Cancelled by you: ${f.cancelled.reason}${refund ? `. Refund of ${formatRupees(refund)} to ${order.paymentMode === 'UPI' ? 'your UPI account' : 'your card'} in 4-5 working days` : ''}`
      : 'Cancelled: the payment was not completed in time';
    timeline.push({ status: 'CANCELLED', label, at: cancelledAt });
    return state;
  }
  if (f.afterSale && state.deliveredAt) applyAfterSale(order, f, f.afterSale, state, now);
  return state;
}

const locationOf = (step: AfterSaleStatus, order: OrderRecord): { location?: string } =>
  step === 'RECEIVED'
    ? { location: order.deliveryAddress.cityOrArea }
    : step === 'INSPECTED' || step === 'REJECTED'
      ? { location: WAREHOUSE }
      : {};

function applyAfterSale(
  order: OrderRecord,
  f: FulfillmentRecord,
  request: AfterSaleRecord,
  state: FulfillmentState,
  now: number,
): void {
  let step: AfterSaleStatus = 'REQUESTED';
  for (const s of afterSaleSteps(request)) {
    if (s.at > now) break;
    step = s.status;
    state.timeline.push({
      status: afterSaleOrderStatus(request.type, s.status),
      label: afterSaleLabel(request, s.status, refundDestination(order, f)),
      at: iso(s.at),
      ...locationOf(s.status, order),
    });
  }
  state.status = afterSaleOrderStatus(request.type, step);
  const rejected = step === 'REJECTED';
  state.afterSale = {
    requestId: request.requestId,
    type: request.type,
    status: step,
    reasonCode: request.reasonCode,
    reasonDesc: request.reasonDesc,
    ...(rejected ? { rejectionReason: request.rejectionReason! } : {}),
    quantity: request.quantity,
    // a rejected return refunds nothing
    ...(request.refundAmount !== undefined && !rejected
      ? { refundAmount: request.refundAmount, refundAccountProvided: f.refundAccount !== undefined }
      : {}),
    createdAt: request.createdAt,
  };
}
