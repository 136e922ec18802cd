/**
 * `orders.create` from a checkout. The cart, catalogue and accounts are other domains: their api
 * functions are stood in for here, so these tests pin the orders domain's own rules.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAttarClient, createMemorySession, type ActionInput, type Schemas } from '@attar/sdk';
import { setupMockShop } from '../src/node.ts';
import { startSession } from '../src/core/sessions.ts';
import type { CheckoutSnapshot } from '../src/shop/cart/api.ts';

const world = vi.hoisted(() => ({
  checkouts: new Map<string, CheckoutSnapshot>(),
  completed: [] as string[],
  stock: new Map<string, number>(),
}));

vi.mock('../src/shop/cart/api.ts', async () => {
  const { ShopError } = await import('../src/core/errors.ts');
  return {
    mergeGuestCart: () => undefined,
    checkoutSnapshot: (_shop: unknown, checkoutId: string, buyerId: string) => {
      const found = world.checkouts.get(checkoutId);
      if (!found || found.buyerId !== buyerId)
        throw new ShopError(404, 'checkout.notFound', `Checkout ${checkoutId} was not found.`);
      return structuredClone(found);
    },
    completeCheckout: (_shop: unknown, checkoutId: string) => {
      world.completed.push(checkoutId);
      world.checkouts.get(checkoutId)!.items = [];
    },
  };
});

vi.mock('../src/shop/catalogue/api.ts', async (importOriginal) => {
  const { ShopError } = await import('../src/core/errors.ts');
  return {
    ...(await importOriginal<object>()),
    adjustStock: (_shop: unknown, cin: string, delta: number) => {
      const left = (world.stock.get(cin) ?? 0) + delta;
      if (left < 0) throw new ShopError(422, 'cart.outOfStock', `Only ${world.stock.get(cin) ?? 0} of ${cin} are left.`);
      world.stock.set(cin, left);
    },
    deliveryEstimate: (_shop: unknown, pincode: string, scenario: { unserviceablePincodes: string[] }) => ({
      serviceable: !scenario.unserviceablePincodes.includes(pincode),
      courier: 'BlueDart',
      minDays: 3,
      maxDays: 5,
      shippingCharge: 0,
      ...(scenario.unserviceablePincodes.includes(pincode) ? { reason: 'no courier serves it' } : {}),
    }),
  };
});

vi.mock('../src/shop/accounts/api.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  buyerAddresses: () => [],
}));

const mock = setupMockShop({ start: '2026-11-20T10:00:00Z' });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.reset();
  world.checkouts.clear();
  world.completed.length = 0;
  world.stock.clear();
});
afterAll(() => mock.server.close());

const BUYER = 'BY000001';
const signedIn = () =>
  createAttarClient({
    baseUrl: 'http://shop.test',
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, BUYER).token),
  });

const address: Schemas['Address'] = {
  addressId: 'AD000123',
  type: 'H',
  status: 'Active',
  addressee: 'Ananya Rao',
  contactNumber: '9876543210',
  countryCode: 'in',
  line1: '42, 3rd Cross, HAL 2nd Stage',
  line2: 'Indiranagar',
  cityOrArea: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  zipcode: '560038',
  defaultBillingAddress: 'Y',
  defaultShippingAddress: 'Y',
  isInternational: false,
};
const line = (
  cin: string,
  name: string,
  variantLabel: string,
  unitPrice: number,
  mrp: number,
  extra: Partial<Schemas['CartItem']> = {},
): Schemas['CartItem'] => ({
  cin,
  productId: 'PR00012',
  slug: name.toLowerCase().replace(' ', '-'),
  name,
  variantLabel,
  image: { url: `/media/products/${cin}.svg`, altText: name },
  quantity: 1,
  unitPrice,
  mrp,
  lineTotal: unitPrice,
  inStock: true,
  onSale: mrp > unitPrice,
  ...extra,
});

/** The spec's example checkout: Oud Noir and an engraved Rose Attar, WELCOME10 applied. */
function seedCheckout(checkoutId = 'CK7Q2M9X4B1Z'): CheckoutSnapshot {
  const snapshot: CheckoutSnapshot = {
    checkoutId,
    buyerId: BUYER,
    kind: 'cart',
    items: [
      line('ATR-OUD-100', 'Oud Noir', '100 ml', 2499, 2999),
      line('ATR-ROSE-012', 'Rose Attar', '12 ml', 1299, 1299, {
        custom: true,
        customType: 'engraving',
        customization: [{ name: 'engraving', value: 'For Meera' }],
      }),
    ],
    summary: {
      itemCount: 2,
      mrpTotal: 4298,
      subtotal: 3798,
      discount: 500,
      couponDiscount: 300,
      shipping: 0,
      total: 3498,
      currency: 'INR',
    },
    coupon: { couponCode: 'WELCOME10', description: '10% off your first order, up to ₹300', discount: 300 },
    shippingAddress: address,
    billingAddress: address,
  };
  world.checkouts.set(checkoutId, snapshot);
  world.stock.set('ATR-OUD-100', 5).set('ATR-ROSE-012', 5);
  return snapshot;
}

const request = (overrides: Partial<ActionInput<'ordersCreate'>> = {}): ActionInput<'ordersCreate'> => ({
  checkoutId: 'CK7Q2M9X4B1Z',
  idempotencyKey: 'b6f1c2e4-8a3d-4f5e-9c21-7d0e6a4b3f10',
  paymentMode: 'UPI',
  coupon: 'WELCOME10',
  inputSummary: {
    itemCount: 2,
    mrpTotal: 4298,
    subtotal: 3798,
    discount: 500,
    couponDiscount: 300,
    shipping: 0,
    total: 3498,
    currency: 'INR',
  },
  inputLineItems: [
    { cin: 'ATR-OUD-100', quantity: 1, unitPrice: 2499 },
    { cin: 'ATR-ROSE-012', quantity: 1, unitPrice: 1299, custom: true },
  ],
  deliveryAddress: { addressId: 'AD000123' },
  billingAddress: { addressId: 'AD000123' },
  ...overrides,
});

describe('orders.create', () => {
  it('creates an order waiting for payment from the checkout, and completes the checkout', async () => {
    seedCheckout();
    const { data, meta } = await signedIn().orders.create(request());
    expect(meta?.message).toBe('Order created');
    expect(data?.replayed).toBe(false);
    expect(data?.order).toMatchObject({
      status: 'PAYMENT_PENDING',
      paymentStatus: 'PENDING',
      paymentMode: 'UPI',
      cancellable: true,
      retryPaymentAllowed: true,
      coupon: { couponCode: 'WELCOME10', discount: 300 },
      summary: { total: 3498 },
      deductions: [
        { code: 'DISCOUNT', label: 'Discount on MRP', amount: 500 },
        { code: 'COUPON', label: 'Coupon WELCOME10', amount: 300 },
      ],
      additions: [{ code: 'SHIPPING', label: 'Shipping (free across India)', amount: 0 }],
      deliveryAddress: { addressId: 'AD000123', cityOrArea: 'Bengaluru' },
    });
    // the engraved Rose Attar is made to order and ships on its own
    expect(data?.order.fulfillments.map((f) => f.lines.map((l) => l.cin))).toEqual([['ATR-OUD-100'], ['ATR-ROSE-012']]);
    expect(data?.order.fulfillments[0]?.timeline).toEqual([
      { status: 'PAYMENT_PENDING', label: 'Order created, waiting for payment', at: '2026-11-20T10:00:00.000Z' },
    ]);
    expect(data?.payment).toEqual({
      orderId: data?.order.orderId,
      amount: 3498,
      currency: 'INR',
      mode: 'UPI',
      pinfo: `pi_${data?.order.orderId}_1`,
      payBefore: '2026-11-20T10:30:00.000Z',
    });
    expect(world.completed).toEqual(['CK7Q2M9X4B1Z']);
    expect([world.stock.get('ATR-OUD-100'), world.stock.get('ATR-ROSE-012')]).toEqual([4, 4]);
  });

  it('returns the first order for a repeat with the same idempotency key, and refuses the key for another checkout', async () => {
    seedCheckout();
    seedCheckout('CK000000000B');
    const attar = signedIn();
    const first = await attar.orders.create(request());
    const repeat = await attar.orders.create(request());
    expect(repeat.data).toMatchObject({ replayed: true, order: { orderId: first.data?.order.orderId } });
    expect((await attar.orders.list()).data?.paging.totalItems).toBe(1);
    const reused = await attar.orders.create(request({ checkoutId: 'CK000000000B' }));
    expect(reused.error).toMatchObject({ status: 409, code: 'order.idempotencyKeyReused' });
    const again = await attar.orders.create(request({ idempotencyKey: 'second-attempt-0001' }));
    expect(again.error).toMatchObject({ status: 422, code: 'order.emptyCheckout' });
  });

  it('refuses a bill that no longer matches the checkout, naming the line', async () => {
    seedCheckout();
    const stale = request({
      inputLineItems: [
        { cin: 'ATR-OUD-100', quantity: 1, unitPrice: 2399 },
        { cin: 'ATR-ROSE-012', quantity: 1, unitPrice: 1299 },
      ],
    });
    const { error } = await signedIn().orders.create(stale);
    expect(error).toMatchObject({
      status: 422,
      code: 'order.priceChanged',
      message: 'Oud Noir 100 ml now costs ₹2,499 (you saw ₹2,399). Please review your cart again.',
      fieldErrors: [{ field: 'inputLineItems.0.unitPrice' }],
    });
    const total = await signedIn().orders.create(request({ inputSummary: { ...request().inputSummary, total: 3798 } }));
    expect(total.error).toMatchObject({ code: 'order.priceChanged', fieldErrors: [{ field: 'inputSummary.total' }] });
    expect(world.completed).toEqual([]);
  });

  it('delivers to an address typed at checkout, and refuses a pincode no courier serves', async () => {
    seedCheckout();
    const typed = {
      addressee: 'Rohan Mehta',
      contactNumber: '9820012345',
      line1: 'Flat 1102, Sea Breeze Towers',
      cityOrArea: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      zipcode: '400050',
    };
    const attar = signedIn();
    const refused = await attar.orders.create(request({ deliveryAddress: typed }), {
      headers: { 'x-attar-scenario': 'pincode=400050' },
    });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'order.unserviceable',
      fieldErrors: [{ field: 'deliveryAddress.zipcode' }],
    });
    const unknown = await attar.orders.create(request({ billingAddress: { addressId: 'AD999999' } }));
    expect(unknown.error).toMatchObject({
      status: 404,
      code: 'address.notFound',
      fieldErrors: [{ field: 'billingAddress.addressId' }],
    });
    const { data } = await attar.orders.create(request({ deliveryAddress: typed }));
    expect(data?.order.deliveryAddress).toMatchObject({
      ...typed,
      type: 'O',
      status: 'Active',
      countryCode: 'in',
      defaultShippingAddress: 'N',
    });
    expect(data?.order.deliveryAddress.addressId).toMatch(/^AD\d{6}$/);
  });

  it('refuses when stock ran out, taking none, and gives stock back when the order is cancelled', async () => {
    seedCheckout();
    world.stock.set('ATR-ROSE-012', 0);
    const attar = signedIn();
    expect((await attar.orders.create(request())).error).toMatchObject({ status: 422, code: 'cart.outOfStock' });
    expect(world.stock.get('ATR-OUD-100')).toBe(5);
    world.stock.set('ATR-ROSE-012', 5);
    const { data } = await attar.orders.create(request());
    await attar.orders.cancel({ orderId: data!.order.orderId, reasonDesc: 'Ordered twice by mistake.' });
    expect([world.stock.get('ATR-OUD-100'), world.stock.get('ATR-ROSE-012')]).toEqual([5, 5]);
  });

  it('carries a whole purchase: create, pay by UPI, verify, placed', async () => {
    seedCheckout();
    const attar = signedIn();
    const { data: created } = await attar.orders.create(request());
    const { orderId, amount, mode } = created!.payment;
    const { data: session } = await attar.payment.initiate({ orderId, amount, mode, currency: 'INR' });
    const { data: paid } = await attar.payment.verify({ orderId, paymentId: session!.paymentId });
    expect(paid).toMatchObject({ status: 'SUCCESS', orderStatus: 'PLACED', amount: 3498 });
    expect((await attar.orders.listActive()).data?.items).toMatchObject([
      { orderId, status: 'PLACED', total: 3498, itemCount: 2 },
    ]);
  });

  it("refuses a checkout that is not the buyer's with a 404", async () => {
    const { error } = await signedIn().orders.create(request());
    expect(error).toMatchObject({ status: 404, code: 'checkout.notFound' });
  });
});
