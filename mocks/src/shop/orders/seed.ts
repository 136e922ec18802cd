/**
 * The demo buyer's order history (accounts seed: Ananya Rao, BY000017), dated from the shop's start so
 * every state is there to see: a delivered order whose return window has closed, one whose return
 * was rejected at inspection (the bottle came back used, with no defect), one delivered yesterday
 * (returnable, its refund window closing today), one paid two hours ago (no longer cancellable) and
 * one whose UPI payment just failed (retry open for 20 minutes, cancellable). Ids follow the spec's
 * examples; fixed values only, no randomness (drawing numbers here would shift the other slices' seeds).
 */
import type { Schemas } from '@attar/sdk';
import { lineTotal } from '@attar/sdk';
import { DAY, HOUR } from '../../core/clock.ts';
import type { SeedContext } from '../seed-context.ts';
import { adjustments } from './place.ts';
import type { AfterSaleRecord, OrderRecord, OrdersSlice, OrdersState, PaymentMode, PaymentRecord } from './state.ts';
import { madeImage } from '../../pictures.ts';

const DEMO_BUYER = 'BY000017';

/** The demo buyer's home address as it was when the orders were placed. */
const HOME: Schemas['Address'] = {
  addressId: 'AD000123',
  type: 'H',
  status: 'A',
  addressee: 'Ananya Rao',
  contactNumber: '9876543210',
  countryCode: 'in',
  line1: 'Flat 302, Lavelle Residency',
  line2: '14 Lavelle Road',
  location: 'Near UB City',
  cityOrArea: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  zipcode: '560001',
  defaultBillingAddress: 'Y',
  defaultShippingAddress: 'Y',
  isInternational: false,
};

type Line = [
  cin: string,
  productId: string,
  slug: string,
  name: string,
  variantLabel: string,
  unitPrice: number,
  mrp: number,
  quantity: number,
];

const line = ([cin, productId, slug, name, variantLabel, unitPrice, mrp, quantity]: Line): Schemas['OrderLine'] => ({
  cin,
  productId,
  slug,
  name,
  variantLabel,
  image: madeImage('products', slug, `${name} ${variantLabel} bottle`),
  quantity,
  unitPrice,
  lineTotal: lineTotal(unitPrice, quantity),
  onSale: mrp > unitPrice,
});

interface DemoOrder {
  orderId: string;
  fulfillmentId: string;
  paymentId: string;
  mode: PaymentMode;
  lines: Line[];
  createdAgo: number;
  /** How long ago the payment succeeded, or `failed` minutes ago. */
  paid: { ago: number } | { failedAgo: number };
  courier: string;
  trackingNumber: string;
  /** A return or replacement asked for `ago` before the shop's start (its id and the rest as stored). */
  afterSale?: Omit<AfterSaleRecord, 'createdAt'> & { ago: number };
}

/** The after-sale requests seeded below take the first ids of their sequence (shop `nextId` goes on from here). */
export const SEEDED_SEQUENCES: Readonly<Record<string, number>> = { RR: 1 };

const DEMO_ORDERS: DemoOrder[] = [
  {
    orderId: 'OD26101500007',
    fulfillmentId: 'FL26101500007',
    paymentId: 'PY8R3N6T1W5K',
    mode: 'RAZORPAY',
    lines: [['ATR-MOG-50', 'PR00025', 'mogra-bloom', 'Mogra Bloom', '50 ml', 1499, 1499, 1]],
    createdAgo: 36 * DAY,
    paid: { ago: 36 * DAY - 120_000 },
    courier: 'Delhivery',
    trackingNumber: '556677889900',
  },
  {
    orderId: 'OD26102700019',
    fulfillmentId: 'FL26102700019',
    paymentId: 'PY6T2V9X3B7D',
    mode: 'UPI',
    lines: [['ATR-SAN-12', 'PR00001', 'sandal-mysore', 'Sandal Mysore', '12 ml', 2099, 2099, 1]],
    // delivered 20 days ago; the return asked for half a day later was rejected 15 days ago
    createdAgo: 24 * DAY,
    paid: { ago: 24 * DAY - 90_000 },
    courier: 'Delhivery',
    trackingNumber: '556677112233',
    afterSale: {
      requestId: 'RR000001',
      type: 'RETURN',
      reasonCode: 'MANUFACTURING_DEFECT',
      reasonDesc: 'The spray nozzle does not work.',
      quantity: 1,
      refundAmount: 2099,
      ago: 19 * DAY + 12 * HOUR,
      rejectionReason:
        'The nozzle sprays as it should, and about a third of the attar has been used. The return policy takes back ' +
        'only faulty or damaged bottles, unused and in their original packing.',
    },
  },
  {
    orderId: 'OD26111500011',
    fulfillmentId: 'FL26111500011',
    paymentId: 'PY2B7D9F4H6J',
    mode: 'UPI',
    lines: [['ATR-GUL-50', 'PR00003', 'gulab-jal', 'Gulab Jal', '50 ml', 1499, 1499, 2]],
    // delivered 16 hours ago: a replacement is open for 2 more days, a refund (5 days from purchase) for 8 hours
    createdAgo: 4 * DAY + 16 * HOUR,
    paid: { ago: 4 * DAY + 16 * HOUR - 60_000 },
    courier: 'BlueDart',
    trackingNumber: 'BD7788123456IN',
  },
  {
    orderId: 'OD26112000042',
    fulfillmentId: 'FL26112000042',
    paymentId: 'PY4K8M2Q7Z1A',
    mode: 'UPI',
    lines: [
      ['ATR-OUD-100', 'PR00012', 'oud-noir', 'Oud Noir', '100 ml', 2499, 2999, 1],
      ['ATR-ROSE-12', 'PR00018', 'rose-attar', 'Rose Attar', '12 ml', 1299, 1299, 1],
    ],
    createdAgo: 2 * HOUR,
    paid: { ago: 2 * HOUR - 90_000 },
    courier: 'BlueDart',
    trackingNumber: 'BD7788654321IN',
  },
  {
    orderId: 'OD26112000057',
    fulfillmentId: 'FL26112000057',
    paymentId: 'PY5C1E3G8J2L',
    mode: 'UPI',
    lines: [['ATR-OUD-100', 'PR00012', 'oud-noir', 'Oud Noir', '100 ml', 2499, 2999, 1]],
    createdAgo: 10 * 60_000,
    paid: { failedAgo: 4 * 60_000 },
    courier: 'DTDC',
    trackingNumber: 'D123456789',
  },
];

function afterSaleOf({ ago, ...request }: NonNullable<DemoOrder['afterSale']>, now: number): AfterSaleRecord {
  return { ...request, createdAt: new Date(now - ago).toISOString() };
}

function build(demo: DemoOrder, now: number): { order: OrderRecord; payment: PaymentRecord } {
  const iso = (ago: number) => new Date(now - ago).toISOString();
  const lines = demo.lines.map(line);
  const subtotal = lines.reduce((n, l) => n + l.lineTotal, 0);
  const mrpTotal = demo.lines.reduce((n, l) => n + l[6] * l[7], 0);
  const summary: Schemas['PriceSummary'] = {
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    mrpTotal,
    subtotal,
    discount: mrpTotal - subtotal,
    couponDiscount: 0,
    shipping: 0,
    total: subtotal,
    currency: 'INR',
  };
  const createdAt = iso(demo.createdAgo);
  const paidAt = 'ago' in demo.paid ? iso(demo.paid.ago) : undefined;
  const failedAt = 'failedAgo' in demo.paid ? iso(demo.paid.failedAgo) : undefined;
  const order: OrderRecord = {
    orderId: demo.orderId,
    buyerId: DEMO_BUYER,
    checkoutId: `CKSEED${demo.orderId.slice(-6)}`,
    idempotencyKey: `seed-${demo.orderId}`,
    placedAt: createdAt,
    paymentMode: demo.mode,
    paymentStatus: paidAt ? 'SUCCESS' : 'FAILED',
    ...(paidAt ? { paidAt, paymentId: demo.paymentId } : {}),
    summary,
    ...adjustments(summary),
    deliveryAddress: HOME,
    billingAddress: HOME,
    fulfillments: [
      {
        fulfillmentId: demo.fulfillmentId,
        lines,
        delayHours: 0,
        courier: demo.courier,
        trackingNumber: demo.trackingNumber,
        ...(demo.afterSale ? { afterSale: afterSaleOf(demo.afterSale, now) } : {}),
      },
    ],
    attempts: [
      {
        attemptNo: 1,
        mode: demo.mode,
        pinfo: `pi_${demo.orderId}_1`,
        createdAt,
        payBefore: new Date(Date.parse(createdAt) + 30 * 60_000).toISOString(),
      },
    ],
    paymentEvents: [
      { status: 'PAYMENT_PENDING', label: 'Order created, waiting for payment', at: createdAt },
      ...(failedAt
        ? [
            {
              status: 'PAYMENT_FAILED' as const,
              label: 'UPI payment failed: your bank declined the UPI collect request',
              at: failedAt,
            },
          ]
        : []),
    ],
    stockTaken: false,
  };
  const payment: PaymentRecord = {
    paymentId: demo.paymentId,
    orderId: demo.orderId,
    buyerId: DEMO_BUYER,
    attemptNo: 1,
    mode: demo.mode,
    amount: summary.total,
    status: paidAt ? 'SUCCESS' : 'FAILED',
    createdAt,
    expiresAt: new Date(Date.parse(createdAt) + 15 * 60_000).toISOString(),
    ...(paidAt
      ? { paidAt, providerReference: demo.mode === 'UPI' ? '432598765123' : 'pay_NfT8kQ2LmZ3xYw' }
      : {
          failureReason:
            'Payment failed: your bank declined the UPI collect request. You have not been charged; please try again.',
        }),
  };
  return { order, payment };
}

/** The demo buyer's orders, payments and indexes, as of the shop's start. */
export function seedDemoOrders(now: Date): Pick<OrdersState, 'byId' | 'fulfillmentIndex' | 'idempotency' | 'payments'> {
  const seeded: Pick<OrdersState, 'byId' | 'fulfillmentIndex' | 'idempotency' | 'payments'> = {
    byId: {},
    fulfillmentIndex: {},
    idempotency: {},
    payments: {},
  };
  for (const demo of DEMO_ORDERS) {
    const { order, payment } = build(demo, now.getTime());
    seeded.byId[order.orderId] = order;
    seeded.fulfillmentIndex[demo.fulfillmentId] = order.orderId;
    seeded.idempotency[`${DEMO_BUYER}:${order.idempotencyKey}`] = { orderId: order.orderId, checkoutId: order.checkoutId };
    seeded.payments[payment.paymentId] = payment;
  }
  return seeded;
}

/** A fresh orders slice: the demo buyer's order history above, no quotes, quotes switched off. */
export function createOrdersSlice(ctx: SeedContext): OrdersSlice {
  return { orders: { ...seedDemoOrders(ctx.now), quotes: {}, quotesEnabled: false } };
}
