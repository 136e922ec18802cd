/**
 * Builds and stores a new order: ids, fulfillments (engraved items ship apart, a day later), the
 * deductions and additions shown on the bill, the first payment window and the courier.
 */
import type { Schemas } from '@attar/sdk';
import { toPaise } from '@attar/sdk';
import type { Shop } from '../shop.ts';
import type { FulfillmentRecord, OrderRecord, PaymentAttempt, PaymentMode } from './state.ts';

/** Minutes the buyer has to pay once an order is created or a payment is retried. */
export const PAYMENT_WINDOW_MINUTES = 30;

/** Couriers the shop ships with, and the shape of their tracking numbers. */
const COURIERS: Array<{ name: string; tracking: (digits: string) => string }> = [
  { name: 'BlueDart', tracking: (d) => `BD${d.slice(0, 10)}IN` },
  { name: 'Delhivery', tracking: (d) => d.slice(0, 12) },
  { name: 'DTDC', tracking: (d) => `D${d.slice(0, 9)}` },
  { name: 'Ecom Express', tracking: (d) => `EE${d.slice(0, 10)}` },
];

/** An order line, and whether it is made to order (engraving, custom label). */
export type PlacedLine = Schemas['OrderLine'] & { custom?: boolean };

export interface NewOrder {
  buyerId: string;
  checkoutId: string;
  idempotencyKey: string;
  paymentMode: PaymentMode;
  lines: PlacedLine[];
  summary: Schemas['PriceSummary'];
  coupon?: Schemas['AppliedCoupon'];
  deliveryAddress: Schemas['Address'];
  billingAddress: Schemas['Address'];
  /** The courier serving the delivery pincode (a seeded pick when not given). */
  courier?: string;
  stockTaken: boolean;
}

/** The bill's deductions (MRP discount, coupon) and additions (shipping), from the price summary. */
export function adjustments(summary: Schemas['PriceSummary'], coupon?: Schemas['AppliedCoupon']) {
  const deductions: Schemas['Adjustment'][] = [];
  if (summary.discount > 0) deductions.push({ code: 'DISCOUNT', label: 'Discount on MRP', amount: summary.discount });
  if (summary.couponDiscount > 0)
    deductions.push({ code: 'COUPON', label: `Coupon ${coupon?.couponCode ?? ''}`.trim(), amount: summary.couponDiscount });
  const label = summary.shipping === 0 ? 'Shipping (free across India)' : 'Shipping';
  const additions: Schemas['Adjustment'][] = [{ code: 'SHIPPING', label, amount: summary.shipping }];
  return { deductions, additions };
}

/** A new payment window for an order (create or retry). */
export function newAttempt(shop: Shop, orderId: string, attemptNo: number, mode: PaymentMode): PaymentAttempt {
  const now = shop.clock.now().getTime();
  return {
    attemptNo,
    mode,
    pinfo: `pi_${orderId}_${attemptNo}`,
    createdAt: new Date(now).toISOString(),
    payBefore: new Date(now + PAYMENT_WINDOW_MINUTES * 60_000).toISOString(),
  };
}

function newFulfillment(shop: Shop, lines: PlacedLine[], delayHours: number, courierName: string | undefined): FulfillmentRecord {
  const courier = COURIERS.find((c) => c.name === courierName) ?? shop.random.pick(COURIERS);
  const digits = Array.from({ length: 12 }, () => shop.random.int(0, 9)).join('');
  return {
    fulfillmentId: shop.nextId('FL', 11),
    lines: lines.map(({ custom: _custom, ...line }) => line),
    delayHours,
    courier: courierName ?? courier.name,
    trackingNumber: courier.tracking(digits),
  };
}

/**
 * Stores a new order waiting for payment and indexes its fulfillments.
 * @example const order = storeNewOrder(shop, { buyerId, checkoutId, idempotencyKey, paymentMode: 'UPI', ... });
 */
export function storeNewOrder(shop: Shop, input: NewOrder): OrderRecord {
  const orderId = shop.nextId('OD', 11);
  const ready = input.lines.filter((l) => !l.custom);
  const madeToOrder = input.lines.filter((l) => l.custom);
  const fulfillments = [
    ...(ready.length ? [newFulfillment(shop, ready, 0, input.courier)] : []),
    ...(madeToOrder.length ? [newFulfillment(shop, madeToOrder, 24, input.courier)] : []),
  ];
  const attempt = newAttempt(shop, orderId, 1, input.paymentMode);
  const order: OrderRecord = {
    orderId,
    buyerId: input.buyerId,
    checkoutId: input.checkoutId,
    idempotencyKey: input.idempotencyKey,
    placedAt: attempt.createdAt,
    paymentMode: input.paymentMode,
    paymentStatus: 'PENDING',
    ...(input.coupon ? { coupon: input.coupon } : {}),
    summary: input.summary,
    ...adjustments(input.summary, input.coupon),
    deliveryAddress: input.deliveryAddress,
    billingAddress: input.billingAddress,
    fulfillments,
    attempts: [attempt],
    paymentEvents: [{ status: 'PAYMENT_PENDING', label: 'Order created, waiting for payment', at: attempt.createdAt }],
    stockTaken: input.stockTaken,
  };
  const state = shop.state.orders;
  state.byId[orderId] = order;
  for (const f of fulfillments) state.fulfillmentIndex[f.fulfillmentId] = orderId;
  state.idempotency[`${input.buyerId}:${input.idempotencyKey}`] = { orderId, checkoutId: input.checkoutId };
  shop.log(
    `[orders] ${orderId} created for ${input.buyerId}: ₹${input.summary.total} by ${input.paymentMode}, ${fulfillments.length} shipment(s)`,
  );
  return order;
}

/** What the client passes to `payment.initiate`: the latest payment window. */
export function paymentHandoff(order: OrderRecord): Schemas['OrderPaymentHandoff'] {
  const attempt = order.attempts[order.attempts.length - 1]!;
  return {
    orderId: order.orderId,
    amount: order.summary.total,
    currency: 'INR',
    mode: attempt.mode,
    pinfo: attempt.pinfo,
    payBefore: attempt.payBefore,
  };
}

/**
 * A fulfillment's share of what the buyer paid, in paise: its lines' share of the subtotal applied to
 * the order total; the last fulfillment takes the remainder so the shares add up exactly.
 */
export function paidShare(order: OrderRecord, f: FulfillmentRecord): number {
  const subtotal = order.fulfillments.reduce((n, x) => n + x.lines.reduce((m, l) => m + toPaise(l.lineTotal), 0), 0);
  const total = toPaise(order.summary.total);
  const index = order.fulfillments.indexOf(f);
  const shareOf = (x: FulfillmentRecord) =>
    subtotal === 0 ? 0 : Math.floor((total * x.lines.reduce((m, l) => m + toPaise(l.lineTotal), 0)) / subtotal);
  if (index === order.fulfillments.length - 1) {
    return total - order.fulfillments.slice(0, -1).reduce((n, x) => n + shareOf(x), 0);
  }
  return shareOf(f);
}
