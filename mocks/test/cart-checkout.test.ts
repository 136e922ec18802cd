/** Checkout of a signed-in buyer: payment methods, addresses and serviceability, buy now, the cart api. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, type AttarClient } from '@attar/sdk';
import { startSession } from '../src/core/sessions.ts';
import { checkoutSnapshot, completeCheckout } from '../src/shop/cart/api.ts';
import { findVariant } from '../src/shop/catalogue/api.ts';
import { useMockShop } from './harness.ts';

const mock = useMockShop();

const BUYER = 'BY000017';
const HOME = 'AD000123'; // the demo buyer's home address, pincode 560001
const VET = 'ATR-VET-50';
const address = {
  addressee: 'Ishaan Verma',
  contactNumber: '9900112233',
  line1: 'B-702, Sea Breeze Apartments',
  cityOrArea: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  zipcode: '400050',
};

let attar: AttarClient;
beforeEach(() => {
  Object.assign(findVariant(mock.shop, VET)!.variant, { price: 1899, mrp: 2199, stock: 30, inStock: true });
  attar = createAttarClient({
    baseUrl: 'http://shop.test',
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, BUYER).token),
  });
});

async function cartWith(quantity: number) {
  const { data, error } = await attar.cart.addItem({ cin: VET, quantity });
  expect(error).toBeUndefined();
  return data!;
}

describe('payment methods', () => {
  it('lists UPI, Razorpay and PayU with their labels and limits', async () => {
    const { data } = await attar.checkout.paymentMethods({ type: 'CART', version: 1 });
    expect(data!.methods.map((m) => [m.mode, m.label, m.minAmount, m.maxAmount, m.enabled])).toEqual([
      ['UPI', 'UPI', 1, 100000, true],
      ['RAZORPAY', 'Cards, netbanking and wallets', 1, 500000, true],
      ['PAYU', 'Cards via PayU', 100, 500000, true],
    ]);
    expect(data).toMatchObject({ currency: 'INR', international: false, defaultMode: 'UPI' });
  });

  it('keeps only Razorpay for delivery abroad', async () => {
    const { data } = await attar.checkout.paymentMethods({ type: 'CART', version: 1, international: 1 });
    expect(data!.methods.filter((m) => m.enabled).map((m) => m.mode)).toEqual(['RAZORPAY']);
    expect(data!.methods[0]!.disabledReason).toBe('UPI is available only for delivery in India.');
    expect(data!.defaultMode).toBe('RAZORPAY');
  });

  it('looks up which methods take an amount', async () => {
    const { checkoutId } = await cartWith(1);
    const small = (await attar.checkout.lookupPaymentMethods({ checkoutId, amount: 50 })).data!;
    expect(small.amount).toBe(50);
    expect(small.methods.find((m) => m.mode === 'PAYU')).toMatchObject({
      enabled: false,
      disabledReason: 'Cards via PayU takes payments from ₹100.',
    });
    const large = (await attar.checkout.lookupPaymentMethods({ checkoutId, amount: 150000 })).data!;
    expect(large.methods.find((m) => m.mode === 'UPI')).toMatchObject({
      enabled: false,
      disabledReason: 'UPI payments are limited to ₹1,00,000.',
    });
    expect((await attar.checkout.lookupPaymentMethods({ checkoutId: 'CK0000000000', amount: 50 })).error).toMatchObject({
      status: 404,
      code: 'checkout.notFound',
    });
  });
});

describe('addresses', () => {
  it('ships and bills to a saved address', async () => {
    const { checkoutId } = await cartWith(1);
    const { data, meta } = await attar.checkout.setAddresses({ checkoutId, shippingAddressId: HOME, sameAsShipping: true });
    expect(meta?.message).toBe('Addresses saved');
    expect(data!.shippingAddress).toMatchObject({ addressId: HOME, zipcode: '560001' });
    expect(data!.billingAddress).toEqual(data!.shippingAddress);
  });

  it('takes a typed shipping address and a separate billing address', async () => {
    const { checkoutId } = await cartWith(1);
    const { data } = await attar.checkout.setAddresses({
      checkoutId,
      shippingAddress: address,
      sameAsShipping: false,
      billingAddressId: HOME,
    });
    expect(data!.shippingAddress).toMatchObject({
      addressId: expect.stringMatching(/^AD[0-9]{6}$/),
      type: 'O',
      status: 'Active',
      zipcode: '400050',
      defaultShippingAddress: 'N',
    });
    expect(data!.billingAddress!.addressId).toBe(HOME);
  });

  it('refuses a pincode the couriers do not serve, naming it', async () => {
    const { checkoutId } = await cartWith(1);
    const leh = await attar.checkout.setAddresses({
      checkoutId,
      shippingAddress: { ...address, zipcode: '194101' },
      sameAsShipping: true,
    });
    expect(leh.error).toMatchObject({ status: 422, code: 'checkout.unserviceable' });
    expect(leh.error!.message).toContain('pincode 194101');
    const scenario = await attar.checkout.setAddresses(
      { checkoutId, shippingAddressId: HOME, sameAsShipping: true },
      { headers: { 'x-attar-scenario': 'pincode=560001' } },
    );
    expect(scenario.error).toMatchObject({
      status: 422,
      code: 'checkout.unserviceable',
      fieldErrors: [{ field: 'shippingAddressId' }],
    });
    expect(scenario.error!.message).toContain('560001');
    expect((await attar.cart.get()).data!.shippingAddress).toBeUndefined();
  });

  it("refuses an address that is not the buyer's, and a missing one", async () => {
    const { checkoutId } = await cartWith(1);
    expect(
      (await attar.checkout.setAddresses({ checkoutId, shippingAddressId: 'AD999999', sameAsShipping: true })).error,
    ).toMatchObject({ status: 404, code: 'address.notFound' });
    expect((await attar.checkout.setAddresses({ checkoutId, sameAsShipping: true })).error).toMatchObject({
      status: 400,
      code: 'request.invalid',
    });
    expect(
      (await attar.checkout.setAddresses({ checkoutId, shippingAddressId: HOME, sameAsShipping: false })).error,
    ).toMatchObject({ status: 400, fieldErrors: [{ field: 'billingAddress' }] });
  });
});

describe('buy now', () => {
  it('opens a one-item checkout for 30 minutes and leaves the cart alone', async () => {
    const cart = await cartWith(2);
    const { data, meta } = await attar.checkout.buyNow({ buyNow: true, cin: VET, quantity: 1 });
    expect(meta?.message).toBe('Buy-now checkout created');
    expect(data).toMatchObject({
      kind: 'BUY_NOW',
      expiresAt: '2026-11-20T10:30:00.000Z',
      cart: { items: [{ cin: VET, quantity: 1, lineTotal: 1899 }], summary: { total: 1899, discount: 300 } },
    });
    expect(data!.cart.checkoutId).not.toBe(cart.checkoutId);
    expect((await attar.cart.get()).data!.items[0]!.quantity).toBe(2);
  });

  it('reviews the buy-now checkout with a coupon and card payment', async () => {
    const { cart } = (await attar.checkout.buyNow({ buyNow: true, cin: VET, quantity: 1 })).data!;
    const { data } = await attar.checkout.reviewBuyNow({
      buyNow: true,
      checkoutId: cart.checkoutId,
      coupon: 'WELCOME10',
      paymentMode: 'RAZORPAY',
    });
    expect(data).toMatchObject({
      totals: { subtotal: 1899, couponDiscount: 189.9, total: 1709.1 },
      paymentMode: 'RAZORPAY',
      savings: 489.9,
    });
    const cartId = (await attar.cart.get()).data!.checkoutId;
    expect((await attar.checkout.reviewBuyNow({ buyNow: true, checkoutId: cartId, paymentMode: 'UPI' })).error).toMatchObject({
      status: 404,
      code: 'checkout.notFound',
    });
  });

  it('closes the buy-now checkout after 30 minutes', async () => {
    const { cart } = (await attar.checkout.buyNow({ buyNow: true, cin: VET, quantity: 1 })).data!;
    mock.shop.clock.advance(31 * 60_000);
    const { error } = await attar.checkout.reviewBuyNow({ buyNow: true, checkoutId: cart.checkoutId, paymentMode: 'UPI' });
    expect(error).toMatchObject({ status: 404, code: 'checkout.notFound' });
    expect(error!.message).toContain('expired');
  });

  it('refuses more than is in stock', async () => {
    Object.assign(findVariant(mock.shop, VET)!.variant, { stock: 1 });
    expect((await attar.checkout.buyNow({ buyNow: true, cin: VET, quantity: 2 })).error).toMatchObject({
      status: 422,
      code: 'cart.outOfStock',
    });
  });
});

describe('the cart api for orders', () => {
  it('snapshots a priced checkout with its coupon, payment mode and addresses', async () => {
    const { checkoutId } = await cartWith(2);
    await attar.cart.review({ checkoutId, coupon: 'WELCOME10', paymentMode: 'UPI' });
    await attar.checkout.setAddresses({ checkoutId, shippingAddressId: HOME, sameAsShipping: true });
    const snap = checkoutSnapshot(mock.shop, checkoutId, BUYER);
    expect(snap).toMatchObject({
      checkoutId,
      buyerId: BUYER,
      kind: 'cart',
      paymentMode: 'UPI',
      coupon: { couponCode: 'WELCOME10', discount: 379.8 },
      summary: { subtotal: 3798, total: 3418.2 },
    });
    expect(snap.shippingAddress!.addressId).toBe(HOME);
    expect(() => checkoutSnapshot(mock.shop, checkoutId, 'BY000999')).toThrow(
      expect.objectContaining({ status: 404, code: 'checkout.notFound' }),
    );
  });

  it('empties the cart (same checkoutId) or drops the buy-now checkout once ordered', async () => {
    const { checkoutId } = await cartWith(2);
    await attar.cart.review({ checkoutId, coupon: 'WELCOME10' });
    completeCheckout(mock.shop, checkoutId, BUYER);
    expect((await attar.cart.get()).data).toMatchObject({ checkoutId, items: [], summary: { total: 0 } });
    const buyNow = (await attar.checkout.buyNow({ buyNow: true, cin: VET, quantity: 1 })).data!.cart.checkoutId;
    expect(checkoutSnapshot(mock.shop, buyNow, BUYER).kind).toBe('buyNow');
    completeCheckout(mock.shop, buyNow, BUYER);
    expect(() => checkoutSnapshot(mock.shop, buyNow, BUYER)).toThrow(expect.objectContaining({ code: 'checkout.notFound' }));
  });
});
