/**
 * Step blocks the built-in scenarios share: the buyer's sign-in, an empty cart, and a placed and paid
 * order. They are plain scenario data, the same format a scenario file uses.
 */
import type { Step } from '../types.ts';

/** The seeded buyer of the mock shop; the environment can point the checks at another account. */
export const BUYER_VARS = {
  username: '${env.ATTAR_USERNAME:-9876543210}',
  otp: '${env.ATTAR_OTP:-123456}',
  address: '${env.ATTAR_ADDRESS_ID:-AD000123}',
};

/** Asks for a sign-in OTP, then signs in with it (the client keeps the session for the next steps). */
export const signIn: Step[] = [
  {
    name: 'request-otp',
    action: 'auth.verifyUsername',
    input: { username: '${vars.username}', otpFlag: 'Y' },
    expect: { data: { exists: true, otpSent: true } },
  },
  {
    name: 'sign-in',
    action: 'auth.signInWithOtp',
    input: { username: '${vars.username}', otp: '${vars.otp}' },
    expect: { data: { token: { $type: 'string' }, 'profile.buyerId': { $exists: true } } },
  },
];

/** Empties the buyer's cart so the scenario starts from a known cart. */
export const emptyCart: Step = {
  name: 'empty-cart',
  action: 'cart.clear',
  input: { clear: true },
  expect: { data: { items: [] } },
  save: { checkoutId: 'data.checkoutId' },
};

/** Adds one item (by `${vars.cin}` unless given) to the cart. */
export const addToCart = (cin = '${vars.cin}', quantity = 1): Step => ({
  name: 'add-to-cart',
  action: 'cart.addItem',
  input: { cin, quantity },
  expect: { data: { items: { $length: 1 }, 'items[0].cin': cin, 'items[0].quantity': quantity } },
  save: { checkoutId: 'data.checkoutId' },
});

/** Reviews the cart's totals for a payment mode (and a coupon). */
export const review = (paymentMode: string, coupon?: string): Step => ({
  name: 'review',
  action: 'cart.review',
  input: { checkoutId: '${vars.checkoutId}', paymentMode, ...(coupon ? { coupon } : {}) },
  expect: { data: { 'totals.total': { $gt: 0 }, ...(coupon ? { 'coupon.couponCode': coupon } : {}) } },
});

/** Places the order with exactly the reviewed lines and totals (the shop refuses moved totals). */
export const placeOrder = (paymentMode: string, extra: Partial<Step> = {}): Step => ({
  name: 'place-order',
  action: 'orders.create',
  input: {
    checkoutId: '${vars.checkoutId}',
    idempotencyKey: 'check-${run.id}',
    paymentMode,
    inputSummary: '${steps.review.data.totals}',
    inputLineItems: {
      $pick: ['cin', 'quantity', 'unitPrice', 'offer', 'custom', 'customType', 'customization'],
      from: '${steps.review.data.cart.items}',
    },
    deliveryAddress: { addressId: '${vars.address}' },
    billingAddress: { addressId: '${vars.address}' },
  },
  expect: {
    data: {
      'order.status': 'PAYMENT_PENDING',
      'order.paymentMode': paymentMode,
      'order.summary.total': '${steps.review.data.totals.total}',
      replayed: false,
    },
  },
  save: { orderId: 'data.order.orderId', total: 'data.order.summary.total' },
  ...extra,
});

/** Opens a payment session for the order in `mode`. */
export const startPayment = (name: string, mode: string): Step => ({
  name,
  action: 'payment.initiate',
  input: { orderId: '${vars.orderId}', amount: '${vars.total}', currency: 'INR', mode },
  expect: {
    data: {
      status: 'PENDING',
      mode,
      amount: '${vars.total}',
      ...(mode === 'UPI' ? { 'upi.intentUri': { $match: '^upi://pay\\?' } } : { 'gateway.provider': mode }),
    },
  },
  save: { paymentId: 'data.paymentId' },
});

/** Verifies the UPI payment just opened; it succeeds and the order is placed. */
export const verifyUpi = (name = 'verify-payment'): Step => ({
  name,
  action: 'payment.verify',
  input: { paymentId: '${vars.paymentId}', orderId: '${vars.orderId}' },
  expect: { data: { status: 'SUCCESS', orderStatus: 'PLACED', orderId: '${vars.orderId}' } },
});

/** A paid UPI order of `${vars.cin}`: add, review, place, pay, verify. */
export const paidUpiOrder = (): Step[] => [
  addToCart(),
  review('UPI'),
  placeOrder('UPI'),
  startPayment('pay', 'UPI'),
  verifyUpi(),
];
