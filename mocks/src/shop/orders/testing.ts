/**
 * Orders without a checkout, for tests and demo seeding: the orders domain's rules (payment,
 * tracking, cancel, returns) can be exercised whatever state the cart and catalogue are in.
 */
import type { Schemas } from '@attar/sdk';
import { fromPaise, lineTotal, toPaise } from '@attar/sdk';
import type { Shop } from '../shop.ts';
import { storeNewOrder, type PlacedLine } from './place.ts';
import type { OrderRecord, PaymentMode } from './state.ts';
import { madeImage } from '../../pictures.ts';

export interface TestLine {
  cin: string;
  name?: string;
  variantLabel?: string;
  unitPrice?: number;
  /** The MRP of one unit (defaults to the unit price: no discount). */
  mrp?: number;
  quantity?: number;
  onSale?: boolean;
  /** Made to order: ships in its own fulfillment a day later. */
  custom?: boolean;
}

export interface TestOrderOptions {
  lines?: TestLine[];
  paymentMode?: PaymentMode;
  /** Paid now (`true`) or at an ISO time; unpaid orders wait for payment. */
  paid?: boolean | string;
  coupon?: Schemas['AppliedCoupon'];
  /** The delivery city (Bengaluru by default). */
  city?: string;
}

const OUD_NOIR: TestLine = { cin: 'ATR-OUD-100', name: 'Oud Noir', variantLabel: '100 ml', unitPrice: 2499, mrp: 2999 };

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Places an order straight into the orders slice (no cart, no stock taken).
 * @example const order = placeOrderForTest(mock.shop, 'BY000001', { paid: true });
 */
export function placeOrderForTest(shop: Shop, buyerId: string, options: TestOrderOptions = {}): OrderRecord {
  const lines: PlacedLine[] = (options.lines ?? [OUD_NOIR]).map((l, i) => {
    const name = l.name ?? `Test Perfume ${i + 1}`;
    const unitPrice = l.unitPrice ?? 1499;
    const quantity = l.quantity ?? 1;
    return {
      cin: l.cin,
      productId: `PR${String(i + 1).padStart(5, '0')}`,
      slug: slugOf(name),
      name,
      variantLabel: l.variantLabel ?? '50 ml',
      image: madeImage('products', slugOf(name), `${name} bottle`),
      quantity,
      unitPrice,
      lineTotal: lineTotal(unitPrice, quantity),
      onSale: l.onSale ?? false,
      ...(l.custom ? { custom: true } : {}),
    };
  });
  const paise = (pick: (l: TestLine, line: PlacedLine) => number) =>
    (options.lines ?? [OUD_NOIR]).reduce((n, l, i) => n + toPaise(pick(l, lines[i]!)) * lines[i]!.quantity, 0);
  const subtotal = paise((_, line) => line.unitPrice);
  const mrpTotal = paise((l, line) => l.mrp ?? line.unitPrice);
  const coupon = options.coupon ? toPaise(options.coupon.discount) : 0;
  const city = options.city ?? 'Bengaluru';
  const address: Schemas['Address'] = {
    addressId: shop.nextId('AD', 6),
    type: 'H',
    status: 'Active',
    addressee: 'Ananya Rao',
    contactNumber: '9876543210',
    countryCode: 'in',
    line1: '42, 3rd Cross, HAL 2nd Stage',
    line2: 'Indiranagar',
    cityOrArea: city,
    state: 'Karnataka',
    country: 'India',
    zipcode: '560038',
    defaultBillingAddress: 'Y',
    defaultShippingAddress: 'Y',
    isInternational: false,
  };
  const order = storeNewOrder(shop, {
    buyerId,
    checkoutId: `CK${shop.nextId('TESTCK', 10).slice(6)}`,
    idempotencyKey: `test-order-${Object.keys(shop.state.orders.byId).length + 1}`,
    paymentMode: options.paymentMode ?? 'UPI',
    lines,
    summary: {
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      mrpTotal: fromPaise(mrpTotal),
      subtotal: fromPaise(subtotal),
      discount: fromPaise(mrpTotal - subtotal),
      couponDiscount: fromPaise(coupon),
      shipping: 0,
      total: fromPaise(subtotal - coupon),
      currency: 'INR',
    },
    ...(options.coupon ? { coupon: options.coupon } : {}),
    deliveryAddress: address,
    billingAddress: address,
    stockTaken: false,
  });
  if (options.paid) {
    order.paymentStatus = 'SUCCESS';
    order.paidAt = typeof options.paid === 'string' ? options.paid : shop.nowIso();
  }
  return order;
}
