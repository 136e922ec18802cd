/** The signed-in buyer's cart: lines, exact totals in rupees, stock and quantity rules, coupons, review. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, type AttarClient, type Schemas } from '@attar/sdk';
import { startSession } from '../src/core/sessions.ts';
import { findVariant } from '../src/shop/catalogue/api.ts';
import { useMockShop, XSRF_HEADERS } from './harness.ts';

const mock = useMockShop();

const BASE = 'http://shop.test';
const BUYER = 'BY000017';
const OUD = 'ATR-OUD-100';
const ROSE = 'ATR-ROSE-6';

/** Fixes a variant's price and stock so the sums below stay exact whatever the seed does. */
function setVariant(cin: string, patch: Partial<Schemas['Variant']>): void {
  const match = findVariant(mock.shop, cin);
  if (!match) throw new Error(`the catalogue has no ${cin}`);
  Object.assign(match.variant, patch);
}

let attar: AttarClient;
let token: string;
beforeEach(() => {
  setVariant(OUD, { price: 1299.5, mrp: 1599, stock: 20, inStock: true });
  setVariant(ROSE, { price: 799.5, mrp: 799.5, stock: 20, inStock: true });
  token = startSession(mock.shop, BUYER).token;
  attar = createAttarClient({ baseUrl: BASE, validateReplies: true, session: createMemorySession(token) });
});

async function cartWith(quantity: number, cin = OUD) {
  const { data, error } = await attar.cart.addItem({ cin, quantity });
  expect(error).toBeUndefined();
  return data!;
}

describe('cart lines and totals', () => {
  it('starts empty with a stable checkoutId', async () => {
    const first = (await attar.cart.get()).data!;
    expect(first.checkoutId).toMatch(/^CK[0-9A-Z]{10}$/);
    expect(first.items).toEqual([]);
    expect(first.summary).toMatchObject({ itemCount: 0, subtotal: 0, total: 0, shipping: 0, currency: 'INR' });
    expect((await attar.cart.get()).data!.checkoutId).toBe(first.checkoutId);
  });

  it('adds 2 x ₹1,299.50 for exactly ₹2,599 with the MRP discount', async () => {
    const { data, meta } = await attar.cart.addItem({ cin: OUD, quantity: 2 });
    expect(meta?.message).toBe('Added to cart');
    expect(data!.items).toEqual([
      expect.objectContaining({
        cin: OUD,
        productId: 'PR00012',
        name: 'Oud Noir',
        variantLabel: '100 ml',
        quantity: 2,
        unitPrice: 1299.5,
        mrp: 1599,
        lineTotal: 2599,
        inStock: true,
      }),
    ]);
    expect(data!.summary).toEqual({
      itemCount: 2,
      mrpTotal: 3198,
      subtotal: 2599,
      discount: 599,
      couponDiscount: 0,
      shipping: 0,
      total: 2599,
      currency: 'INR',
    });
    expect(data!.updatedAt).toBe('2026-11-20T10:00:00.000Z');
  });

  it('raises the quantity of an item added again, and keeps its customisation', async () => {
    await attar.cart.addItem({
      cin: OUD,
      quantity: 1,
      custom: true,
      customType: 'ENGRAVING',
      customization: [{ name: 'engraving', value: 'For Meera' }],
    });
    const cart = await cartWith(2);
    expect(cart.items).toHaveLength(1);
    // the engraving (₹199 a bottle) stays on all three: (₹1,299.50 + ₹199) x 3
    expect(cart.items[0]).toMatchObject({ quantity: 3, lineTotal: 4495.5, custom: true, customType: 'ENGRAVING' });
  });

  it('changes a quantity, removes an item and clears the cart', async () => {
    await cartWith(1, ROSE);
    const { checkoutId } = await cartWith(2);
    mock.shop.clock.advance(60_000);
    const updated = await attar.cart.updateQuantity({ checkoutId, cin: OUD, quantity: 4 });
    expect(updated.data!.summary).toMatchObject({ itemCount: 5, subtotal: 5997.5, total: 5997.5 });
    expect(updated.data!.updatedAt).toBe('2026-11-20T10:01:00.000Z');
    const removed = await attar.cart.removeItem({ checkoutId, cin: ROSE });
    expect(removed.data!.items.map((i) => i.cin)).toEqual([OUD]);
    expect(removed.data!.summary.total).toBe(5198);
    const cleared = await attar.cart.clear({ clear: true });
    expect(cleared.data).toMatchObject({ checkoutId, items: [], summary: { itemCount: 0, total: 0 } });
  });

  it('refuses an unknown item (404), more than 10 of one item and more than is in stock (422)', async () => {
    expect((await attar.cart.addItem({ cin: 'ATR-NOPE-50', quantity: 1 })).error).toMatchObject({
      status: 404,
      code: 'product.notFound',
    });
    await cartWith(6);
    const limit = await attar.cart.addItem({ cin: OUD, quantity: 5 });
    expect(limit.error).toMatchObject({ status: 422, code: 'cart.quantityLimit' });
    expect(limit.error!.message).toContain('at most 10');
    setVariant(OUD, { stock: 7 });
    const { checkoutId } = (await attar.cart.get()).data!;
    const short = await attar.cart.updateQuantity({ checkoutId, cin: OUD, quantity: 8 });
    expect(short.error).toMatchObject({
      status: 422,
      code: 'cart.outOfStock',
      message: 'Only 7 bottles of Oud Noir 100 ml are left.',
    });
    setVariant(OUD, { stock: 0, inStock: false });
    expect((await attar.cart.addItem({ cin: OUD, quantity: 1 })).error).toMatchObject({
      code: 'cart.outOfStock',
      message: 'Oud Noir 100 ml is out of stock.',
    });
  });

  it('refuses changes to an item not in the cart, or to another checkout', async () => {
    const { checkoutId } = await cartWith(1);
    expect((await attar.cart.removeItem({ checkoutId, cin: ROSE })).error).toMatchObject({
      status: 404,
      code: 'cart.itemMissing',
    });
    expect((await attar.cart.updateQuantity({ checkoutId: 'CK0000000000', cin: OUD, quantity: 2 })).error).toMatchObject({
      status: 404,
      code: 'checkout.notFound',
    });
  });

  it('sets the payment mode of one item', async () => {
    await cartWith(1);
    const { data } = await attar.cart.setItemPaymentMode({ cin: OUD, paymentMode: 'RAZORPAY' });
    expect(data!.items[0]!.paymentMode).toBe('RAZORPAY');
    expect((await attar.cart.setItemPaymentMode({ cin: ROSE, paymentMode: 'UPI' })).error).toMatchObject({
      code: 'cart.itemMissing',
    });
  });

  it('adds frames as custom FRAME lines, and refuses a perfume sent as a frame', async () => {
    const { data } = await attar.cart.addFrames({
      frameData: [
        { cin: 'FRM-TEAK-A4', quantity: 2, frameStyle: 'WOOD', widthInches: 8.3, heightInches: 11.7, mountColour: 'ivory' },
      ],
    });
    expect(data!.items[0]).toMatchObject({
      cin: 'FRM-TEAK-A4',
      quantity: 2,
      unitPrice: 899,
      lineTotal: 1798,
      custom: true,
      customType: 'FRAME',
    });
    expect(data!.items[0]!.customization).toContainEqual({ name: 'size', value: '8.3 x 11.7 in' });
    const wrong = await attar.cart.addFrames({
      frameData: [
        { cin: 'FRM-PVC-A4', quantity: 1, frameStyle: 'PVC', widthInches: 8, heightInches: 10 },
        { cin: OUD, quantity: 1, frameStyle: 'WOOD', widthInches: 8, heightInches: 10 },
      ],
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'cart.notAFrame' });
    expect((await attar.cart.get()).data!.items.map((i) => i.cin)).toEqual(['FRM-TEAK-A4']);
  });
});

describe('coupons', () => {
  it('validates WELCOME10: 10% of ₹2,599 is ₹259.90', async () => {
    const { checkoutId } = await cartWith(2);
    const { data, meta } = await attar.cart.validateCoupon({ checkoutId, couponCode: 'WELCOME10' });
    expect(meta?.message).toBe('Coupon is valid');
    expect(data).toMatchObject({
      valid: true,
      checkoutId,
      couponCode: 'WELCOME10',
      discount: 259.9,
      minimumOrder: 999,
      totalAfterCoupon: 2339.1,
    });
  });

  it('caps WELCOME10 at ₹500', async () => {
    const { checkoutId } = await cartWith(4);
    expect((await attar.cart.validateCoupon({ checkoutId, couponCode: 'WELCOME10' })).data).toMatchObject({
      discount: 500,
      totalAfterCoupon: 4698,
    });
  });

  it('refuses an expired, an unknown and a below-minimum coupon with 422 and a clear message', async () => {
    const { checkoutId } = await cartWith(2);
    expect((await attar.cart.validateCoupon({ checkoutId, couponCode: 'FESTIVE20' })).error).toMatchObject({
      status: 422,
      code: 'coupon.expired',
      message: 'Coupon FESTIVE20 has expired.',
    });
    expect((await attar.cart.validateCoupon({ checkoutId, couponCode: 'MEGA50' })).error).toMatchObject({
      status: 422,
      code: 'coupon.invalid',
      message: 'MEGA50 is not a valid coupon.',
    });
    const below = await attar.cart.validateCoupon({ checkoutId, couponCode: 'FLAT300' });
    expect(below.error).toMatchObject({
      status: 422,
      code: 'coupon.belowMinimum',
      message: 'Add items worth ₹400 more to use FLAT300 (minimum order ₹2,999).',
    });
  });

  it('says how much more to add, paise included', async () => {
    const { checkoutId } = await cartWith(1, ROSE);
    const { error } = await attar.cart.validateCoupon({ checkoutId, couponCode: 'WELCOME10' });
    expect(error!.message).toBe('Add items worth ₹199.50 more to use WELCOME10 (minimum order ₹999).');
  });
});

describe('review', () => {
  it('applies a coupon and a payment mode and keeps them on the cart', async () => {
    const { checkoutId } = await cartWith(3);
    const { data, meta } = await attar.cart.review({ checkoutId, coupon: 'FLAT300', paymentMode: 'UPI' });
    expect(meta?.message).toBe('Coupon applied');
    expect(data!.totals).toEqual({
      itemCount: 3,
      mrpTotal: 4797,
      subtotal: 3898.5,
      discount: 898.5,
      couponDiscount: 300,
      shipping: 0,
      total: 3598.5,
      currency: 'INR',
    });
    expect(data).toMatchObject({ coupon: { couponCode: 'FLAT300', discount: 300 }, paymentMode: 'UPI', savings: 1198.5 });
    expect((await attar.cart.get()).data).toMatchObject({
      coupon: { couponCode: 'FLAT300' },
      paymentMode: 'UPI',
      summary: { total: 3598.5 },
    });
  });

  it('drops a coupon the cart no longer reaches', async () => {
    const { checkoutId } = await cartWith(3);
    await attar.cart.review({ checkoutId, coupon: 'FLAT300' });
    const { data } = await attar.cart.updateQuantity({ checkoutId, cin: OUD, quantity: 2 });
    expect(data!.coupon).toBeUndefined();
    expect(data!.summary).toMatchObject({ couponDiscount: 0, total: 2599 });
  });

  it('refuses a bad coupon at review, and an empty cart', async () => {
    const { checkoutId } = (await attar.cart.get()).data!;
    expect((await attar.cart.review({ checkoutId, paymentMode: 'UPI' })).error).toMatchObject({
      status: 422,
      code: 'cart.empty',
    });
    await cartWith(2);
    const { error } = await attar.cart.review({ checkoutId, coupon: 'FESTIVE20' });
    expect(error).toMatchObject({ status: 422, code: 'coupon.expired', fieldErrors: [{ field: 'coupon' }] });
  });

  it('needs a coupon or a payment mode: the SDK guard stops it, and so does the server', async () => {
    const { checkoutId } = await cartWith(1);
    const guarded = await attar.cart.review({ checkoutId });
    expect(guarded.error).toMatchObject({ kind: 'guard', code: 'cart.reviewNeedsInput' });
    const res = await fetch(`${BASE}/checkout`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        apiType: 'C',
        responseFlag: 'true',
        dataTag: 'PRIMARY',
        channel: 'web',
        ...XSRF_HEADERS,
        actiontag: 'cartReview',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ checkoutId }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'cart.reviewNeedsInput',
      message: 'Reviewing the cart needs a coupon or a payment method.',
    });
  });

  it('reviews with a payment mode alone', async () => {
    const { checkoutId } = await cartWith(1);
    const { data, meta } = await attar.cart.review({ checkoutId, paymentMode: 'PAYU' });
    expect(meta?.message).toBe('Payment mode selected');
    expect(data).toMatchObject({ paymentMode: 'PAYU', totals: { total: 1299.5, couponDiscount: 0 }, savings: 299.5 });
    expect(data!.coupon).toBeUndefined();
  });

  it('offers only card payments for delivery abroad', async () => {
    const { checkoutId } = await cartWith(1);
    expect((await attar.cart.review({ checkoutId, paymentMode: 'UPI', international: true })).error).toMatchObject({
      status: 422,
      code: 'payment.modeUnavailable',
    });
  });
});
