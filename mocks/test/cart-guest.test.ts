/** Guest carts (always on), their expiry, the merge at sign-in, and guest checkout (off, then on). */
import { beforeEach, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, type ActionName, type AttarClient } from '@attar/sdk';
import { DAY } from '../src/core/clock.ts';
import { startSession } from '../src/core/sessions.ts';
import { mergeGuestCart } from '../src/shop/cart/api.ts';
import { findVariant } from '../src/shop/catalogue/api.ts';
import { useMockShop } from './harness.ts';

const mock = useMockShop();

const BASE = 'http://shop.test';
const BUYER = 'BY000017';
const MOG = 'ATR-MOG-50';
const OUD = 'ATR-OUD-100';
const shipping = {
  addressee: 'Ishaan Verma',
  contactNumber: '9900112233',
  line1: 'B-702, Sea Breeze Apartments',
  cityOrArea: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  zipcode: '400050',
};

let guest: AttarClient;
beforeEach(() => {
  Object.assign(findVariant(mock.shop, MOG)!.variant, { price: 1499.5, mrp: 1799, stock: 40, inStock: true });
  Object.assign(findVariant(mock.shop, OUD)!.variant, { price: 2499, mrp: 2999, stock: 40, inStock: true });
  guest = createAttarClient({ baseUrl: BASE, validateReplies: true, session: createMemorySession() });
});

/** A new guest with `quantity` Mogra Bloom; returns its ids. */
async function newGuest(quantity = 1) {
  const { data, error } = await guest.guest.addItem({ cin: MOG, quantity });
  expect(error).toBeUndefined();
  return { guestId: data!.guestId, checkOutId: data!.checkOutId };
}

describe('guest cart', () => {
  it('makes the guest at the first add, with ids and a 7-day expiry', async () => {
    const { data, meta } = await guest.guest.addItem({ cin: MOG, quantity: 1 });
    expect(meta?.message).toBe('Added to cart');
    expect(data!.guestId).toMatch(/^GU[0-9A-Z]{10}$/);
    expect(data!.checkOutId).toMatch(/^CK[0-9A-Z]{10}$/);
    expect(data!.cart.checkoutId).toBe(data!.checkOutId);
    expect(data!.expiresAt).toBe('2026-11-27T10:00:00.000Z');
    expect(data!.cart.summary).toMatchObject({ itemCount: 1, subtotal: 1499.5, discount: 299.5, total: 1499.5 });
  });

  it('adds, changes, removes and clears with the same ids', async () => {
    const ids = await newGuest();
    const added = await guest.guest.addItem({ guestId: ids.guestId, cin: OUD, quantity: 1 });
    expect(added.data).toMatchObject({ ...ids, cart: { summary: { itemCount: 2, total: 3998.5 } } });
    const updated = await guest.guest.updateQuantity({ ...ids, cin: MOG, quantity: 2 });
    expect(updated.data!.cart.items.find((i) => i.cin === MOG)).toMatchObject({ quantity: 2, lineTotal: 2999 });
    const removed = await guest.guest.removeItem({ ...ids, cin: OUD });
    expect(removed.data!.cart.summary).toMatchObject({
      itemCount: 2,
      mrpTotal: 3598,
      subtotal: 2999,
      discount: 599,
      total: 2999,
    });
    expect((await guest.guest.getCart(ids)).data!.cart.items).toHaveLength(1);
    const cleared = await guest.guest.clearCart({ ...ids, clear: true });
    expect(cleared.data!.cart).toMatchObject({ items: [], summary: { total: 0 } });
  });

  it('refuses unknown ids, a checkout of another guest, unknown items and too many', async () => {
    const ids = await newGuest();
    expect((await guest.guest.getCart({ guestId: 'GU0000000000', checkOutId: ids.checkOutId })).error).toMatchObject({
      status: 404,
      code: 'guest.notFound',
    });
    expect((await guest.guest.getCart({ guestId: ids.guestId, checkOutId: 'CK0000000000' })).error).toMatchObject({
      status: 404,
      code: 'guest.notFound',
    });
    const guests = Object.keys(mock.shop.state.cart.guests).length;
    expect((await guest.guest.addItem({ cin: 'ATR-NOPE-50', quantity: 1 })).error).toMatchObject({
      status: 404,
      code: 'product.notFound',
    });
    expect(Object.keys(mock.shop.state.cart.guests)).toHaveLength(guests);
    expect((await guest.guest.updateQuantity({ ...ids, cin: MOG, quantity: 41 })).error).toMatchObject({ status: 400 });
    Object.assign(findVariant(mock.shop, MOG)!.variant, { stock: 3 });
    expect((await guest.guest.updateQuantity({ ...ids, cin: MOG, quantity: 4 })).error).toMatchObject({
      status: 422,
      code: 'cart.outOfStock',
    });
  });

  it('loses the cart once the session expired on the shop clock; clearing still closes it', async () => {
    const ids = await newGuest(2);
    mock.shop.clock.advance(7 * DAY);
    const expired = await guest.guest.getCart(ids);
    expect(expired.error).toMatchObject({ status: 404, code: 'guest.sessionExpired' });
    expect((await guest.guest.addItem({ guestId: ids.guestId, cin: MOG, quantity: 1 })).error).toMatchObject({
      code: 'guest.sessionExpired',
    });
    const cleared = await guest.guest.clearCart({ ...ids, clear: true });
    expect(cleared.data).toMatchObject({ ...ids, expiresAt: '2026-11-27T10:00:00.000Z', cart: { items: [] } });
    expect((await guest.guest.getCart(ids)).error).toMatchObject({ status: 404, code: 'guest.notFound' });
  });

  it("has the spec examples' guest cart on a fresh shop", async () => {
    const { data } = await guest.guest.getCart({ guestId: 'GU5T8K2M9Q3X', checkOutId: 'CKG3H8J2K7L4' });
    expect(data!.cart.items).toEqual([expect.objectContaining({ cin: MOG, quantity: 1 })]);
  });

  it('treats the session as expired under the guest=expired scenario', async () => {
    const ids = await newGuest();
    const { error } = await guest.guest.getCart(ids, { headers: { 'x-attar-scenario': 'guest=expired' } });
    expect(error).toMatchObject({ status: 404, code: 'guest.sessionExpired' });
  });
});

describe("merging a guest cart into the buyer's cart", () => {
  it('sums quantities (at most 10 of one item) and deletes the guest cart', async () => {
    const ids = await newGuest(6);
    await guest.guest.addItem({ guestId: ids.guestId, cin: OUD, quantity: 1 });
    const buyer = createAttarClient({
      baseUrl: BASE,
      validateReplies: true,
      session: createMemorySession(startSession(mock.shop, BUYER).token),
    });
    await buyer.cart.addItem({ cin: MOG, quantity: 5 });
    mergeGuestCart(mock.shop, ids, BUYER);
    const cart = (await buyer.cart.get()).data!;
    expect(cart.items.map((i) => [i.cin, i.quantity])).toEqual([
      [MOG, 10],
      [OUD, 1],
    ]);
    expect((await guest.guest.getCart(ids)).error).toMatchObject({ code: 'guest.notFound' });
    mergeGuestCart(mock.shop, ids, BUYER); // unknown ids are ignored
    expect((await buyer.cart.get()).data!.summary.itemCount).toBe(11);
  });

  it('moves nothing from an expired guest cart', async () => {
    const ids = await newGuest(2);
    mock.shop.clock.advance(8 * DAY);
    mergeGuestCart(mock.shop, ids, BUYER);
    expect(mock.shop.state.cart.guests[ids.guestId]).toBeUndefined();
    expect(mock.shop.state.cart.carts[BUYER]?.lines ?? []).toEqual([]);
  });

  it('keeps the cart when the guest signs in with an OTP', async () => {
    const ids = await newGuest(2);
    expect((await guest.auth.verifyUsername({ username: '9876543210', otpFlag: 'Y' })).error).toBeUndefined();
    const signIn = await guest.auth.signInWithOtp({ ...ids, username: '9876543210', identityType: 'PHONE', otp: mock.shop.otp });
    expect(signIn.error).toBeUndefined();
    expect((await guest.cart.get()).data!.items).toEqual([expect.objectContaining({ cin: MOG, quantity: 2 })]);
  });
});

describe('guest checkout', () => {
  const checkoutCalls: Array<[ActionName, Record<string, unknown>]> = [
    [
      'guestSetDetails',
      {
        guestId: 'GU5T8K2M9Q3X',
        checkOutId: 'CKG3H8J2K7L4',
        name: 'Ishaan Verma',
        email: 'ishaan@example.in',
        mobile: '9900112233',
      },
    ],
    ['guestApplyCoupon', { guestId: 'GU5T8K2M9Q3X', checkOutId: 'CKG3H8J2K7L4', couponCode: 'WELCOME10' }],
    ['guestCreateOrder', { guestId: 'GU5T8K2M9Q3X', checkOutId: 'CKG3H8J2K7L4', paymentMode: 'UPI', shippingAddress: shipping }],
    ['guestPay', { guestId: 'GU5T8K2M9Q3X', orderId: 'OD00000000001', amount: 100, mode: 'UPI' }],
    ['guestCancelOrder', { guestId: 'GU5T8K2M9Q3X', orderId: 'OD00000000001', reasonDesc: 'Changed my mind' }],
    ['guestGetInvoice', { guestId: 'GU5T8K2M9Q3X', orderId: 'OD00000000001' }],
    [
      'guestVerifyRazorpay',
      {
        guestId: 'GU5T8K2M9Q3X',
        orderId: 'OD00000000001',
        razorpayPaymentId: 'pay_NfU9xY8wV7uT6s',
        razorpayOrderId: 'order_NfU2aB3cD4eF5g',
        razorpaySignature: 'a'.repeat(64),
      },
    ],
  ];

  it.each(checkoutCalls)('%s answers 403 feature.disabled while guest checkout is off', async (action, input) => {
    const { error } = await guest.call(action, input as never);
    expect(error).toMatchObject({
      status: 403,
      code: 'feature.disabled',
      message: 'Guest checkout is switched off for this store. Please sign in to check out.',
    });
  });

  describe('switched on', () => {
    beforeEach(() => {
      mock.shop.state.cart.guestCheckoutEnabled = true;
    });

    it('takes details and a coupon, places an order, pays by UPI and issues the invoice', async () => {
      const ids = await newGuest(2);
      const details = await guest.guest.setDetails({
        ...ids,
        name: 'Ishaan Verma',
        email: 'ishaan@example.in',
        mobile: '9900112233',
      });
      expect(details.data).toMatchObject({ ...ids, name: 'Ishaan Verma', expiresAt: '2026-11-27T10:00:00.000Z' });
      const coupon = await guest.guest.applyCoupon({ ...ids, couponCode: 'WELCOME10' });
      expect(coupon.data!.cart).toMatchObject({
        coupon: { couponCode: 'WELCOME10', discount: 299.9 },
        summary: { total: 2699.1 },
      });
      const stockBefore = findVariant(mock.shop, MOG)!.variant.stock;

      const placed = await guest.guest.createOrder({ ...ids, paymentMode: 'UPI', shippingAddress: shipping });
      const order = placed.data!.order;
      expect(order).toMatchObject({
        orderId: expect.stringMatching(/^OD[0-9]{11}$/),
        status: 'PAYMENT_PENDING',
        paymentStatus: 'PENDING',
        summary: { total: 2699.1 },
        deductions: [{ code: 'COUPON', amount: 299.9 }],
      });
      expect(findVariant(mock.shop, MOG)!.variant.stock).toBe(stockBefore - 2);
      expect((await guest.guest.getCart(ids)).data!.cart.items).toEqual([]);

      const wrongAmount = await guest.guest.pay({ guestId: ids.guestId, orderId: order.orderId, amount: 2699, mode: 'UPI' });
      expect(wrongAmount.error).toMatchObject({
        status: 422,
        code: 'payment.amountMismatch',
        message: 'The amount ₹2,699 does not match the order total ₹2,699.10.',
      });
      const paid = await guest.guest.pay({ guestId: ids.guestId, orderId: order.orderId, amount: 2699.1, mode: 'UPI' });
      expect(paid.data).toMatchObject({
        paymentId: expect.stringMatching(/^PY[0-9A-Z]{10}$/),
        status: 'PENDING',
        upi: { payeeVpa: 'attarhouse@icici' },
      });
      const invoice = await guest.guest.getInvoice({ guestId: ids.guestId, orderId: order.orderId });
      expect(invoice.data).toMatchObject({
        invoiceNumber: 'INV/2026-27/000001',
        total: 2699.1,
        tax: 411.73,
        downloadUrl: `/invoices/${order.orderId}.pdf`,
      });
      expect(
        (await guest.guest.cancelOrder({ guestId: ids.guestId, orderId: order.orderId, reasonDesc: 'Too late' })).error,
      ).toMatchObject({ status: 409, code: 'order.notCancellable' });
      expect(
        (await guest.guest.pay({ guestId: ids.guestId, orderId: order.orderId, amount: 2699.1, mode: 'UPI' })).error,
      ).toMatchObject({ status: 409, code: 'payment.alreadyCompleted' });
    });

    it('verifies a Razorpay payment as the scenario says, and cancels an unpaid order', async () => {
      const ids = await newGuest(1);
      const { order } = (await guest.guest.createOrder({ ...ids, paymentMode: 'RAZORPAY', shippingAddress: shipping })).data!;
      const session = (await guest.guest.pay({ guestId: ids.guestId, orderId: order.orderId, amount: 1499.5, mode: 'RAZORPAY' }))
        .data!;
      const values = {
        guestId: ids.guestId,
        orderId: order.orderId,
        razorpayPaymentId: 'pay_NfU9xY8wV7uT6s',
        razorpaySignature: 'b'.repeat(64),
      };
      expect((await guest.guest.verifyRazorpay({ ...values, razorpayOrderId: 'order_NfU2aB3cD4eF5g' })).error).toMatchObject({
        status: 422,
        code: 'payment.signatureMismatch',
      });
      const failed = await guest.guest.verifyRazorpay(
        { ...values, razorpayOrderId: session.gateway!.providerOrderId },
        { headers: { 'x-attar-scenario': 'payment=failure' } },
      );
      expect(failed.data).toMatchObject({ status: 'FAILED', orderStatus: 'PAYMENT_FAILED' });
      expect((await guest.guest.getInvoice({ guestId: ids.guestId, orderId: order.orderId })).error).toMatchObject({
        status: 409,
        code: 'invoice.notReady',
      });
      const stock = findVariant(mock.shop, MOG)!.variant.stock;
      const cancelled = await guest.guest.cancelOrder({
        guestId: ids.guestId,
        orderId: order.orderId,
        reasonDesc: 'Payment failed twice',
      });
      expect(cancelled.data!.order).toMatchObject({ status: 'CANCELLED', paymentStatus: 'FAILED', cancellable: false });
      expect(findVariant(mock.shop, MOG)!.variant.stock).toBe(stock + 1);
      expect(
        (await guest.guest.cancelOrder({ guestId: ids.guestId, orderId: order.orderId, reasonDesc: 'again' })).error,
      ).toMatchObject({ status: 409, code: 'order.alreadyCancelled' });
    });

    it('marks a Razorpay order paid on success', async () => {
      const ids = await newGuest(1);
      const { order } = (await guest.guest.createOrder({ ...ids, paymentMode: 'RAZORPAY', shippingAddress: shipping })).data!;
      const session = (await guest.guest.pay({ guestId: ids.guestId, orderId: order.orderId, amount: 1499.5, mode: 'RAZORPAY' }))
        .data!;
      const { data, meta } = await guest.guest.verifyRazorpay({
        guestId: ids.guestId,
        orderId: order.orderId,
        razorpayPaymentId: 'pay_NfU9xY8wV7uT6s',
        razorpayOrderId: session.gateway!.providerOrderId,
        razorpaySignature: 'c'.repeat(64),
      });
      expect(meta?.message).toBe('Payment successful');
      expect(data).toMatchObject({
        status: 'SUCCESS',
        orderStatus: 'PLACED',
        amount: 1499.5,
        providerReference: 'pay_NfU9xY8wV7uT6s',
        paidAt: '2026-11-20T10:00:00.000Z',
      });
    });

    it("refuses an order to an unserviceable pincode, an empty cart and another guest's order", async () => {
      const ids = await newGuest(1);
      const refused = await guest.guest.createOrder({
        ...ids,
        paymentMode: 'UPI',
        shippingAddress: { ...shipping, zipcode: '744101' },
      });
      expect(refused.error).toMatchObject({ status: 422, code: 'checkout.unserviceable' });
      expect(refused.error!.message).toContain('744101');
      const { order } = (await guest.guest.createOrder({ ...ids, paymentMode: 'UPI', shippingAddress: shipping })).data!;
      expect((await guest.guest.createOrder({ ...ids, paymentMode: 'UPI', shippingAddress: shipping })).error).toMatchObject({
        status: 422,
        code: 'cart.empty',
      });
      const other = await newGuest(1);
      expect((await guest.guest.getInvoice({ guestId: other.guestId, orderId: order.orderId })).error).toMatchObject({
        status: 404,
        code: 'order.notFound',
      });
    });
  });
});
