/**
 * Paying for an order: payment sessions (`payment.initiate`), verification for UPI and both card
 * providers, and new payment windows (`orders.retryPayment`). How a verification ends comes from the
 * scenario (`payment=success|failure|pending`), so every outcome can be driven from a test or a header.
 */
import type { ActionInput, Schemas } from '@attar/sdk';
import { toPaise } from '@attar/sdk';
import { refuse, ShopError } from '../../core/errors.ts';
import type { PaymentOutcome } from '../../core/scenario.ts';
import type { Shop } from '../shop.ts';
import { formatRupees, humanTime } from './dates.ts';
import { checkModeTakes, PAYMENT_LIMITS } from './payment-modes.ts';
import { newAttempt } from './place.ts';
import type { OrderRecord, PaymentMode, PaymentRecord } from './state.ts';
import { lapsedAt, payBefore } from './tracking.ts';
import { ownOrder, toOrder } from './view.ts';
import { DECLINED_UPI_SUFFIX } from '../../scenario-header.ts';

export const PAYEE_VPA = 'attarhouse@icici';
/** The mock's Razorpay keys: clients sign `razorpayOrderId|razorpayPaymentId` with the secret. */
export const RAZORPAY_KEY_ID = 'rzp_test_AttarMock0001';
export const RAZORPAY_TEST_SECRET = 'attar-mock-razorpay-secret';
const SESSION_MINUTES = 15;

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const token = (shop: Shop, length: number, alphabet = ALNUM) =>
  Array.from({ length }, () => shop.random.pick([...alphabet])).join('');

const FAILURES: Record<PaymentMode, string> = {
  UPI: 'your bank declined the UPI collect request',
  RAZORPAY: 'the card was declined by the issuing bank',
  PAYU: 'the card was declined by the issuing bank',
};

const isCancelled = (order: OrderRecord) => Boolean(order.cancelled) || order.fulfillments.every((f) => f.cancelled);

/** Refuses to take money for an order that is paid, cancelled or past its payment window. */
function assertOpen(shop: Shop, order: OrderRecord, status: 409 | 422): void {
  if (order.paymentStatus === 'SUCCESS')
    throw refuse.conflict('payment.alreadyCompleted', `Order ${order.orderId} is already paid.`);
  const code = status === 409 ? 'payment.notOpen' : isCancelled(order) ? 'order.cancelled' : 'order.paymentWindowClosed';
  if (isCancelled(order)) throw new ShopError(status, code, `Order ${order.orderId} was cancelled; it can no longer be paid.`);
  if (lapsedAt(order, shop.clock.now().getTime())) {
    throw new ShopError(
      status,
      code,
      `The time to pay for order ${order.orderId} ran out at ${humanTime(payBefore(order))} IST. Please place the order again.`,
    );
  }
}

/**
 * Opens a payment session: a UPI intent and collect reference, or the card provider's order id.
 * @example initiatePayment(shop, buyerId, { orderId, amount: 2499, mode: 'UPI' })
 */
export function initiatePayment(shop: Shop, buyerId: string, input: ActionInput<'paymentInitiate'>): Schemas['PaymentSession'] {
  const order = ownOrder(shop, buyerId, input.orderId);
  assertOpen(shop, order, 409);
  if (input.mode !== order.paymentMode) {
    throw refuse.rule(
      'payment.modeMismatch',
      `Order ${order.orderId} is to be paid by ${PAYMENT_LIMITS[order.paymentMode].label}. To pay by ${PAYMENT_LIMITS[input.mode].label}, retry the payment with that mode first.`,
      'mode',
    );
  }
  const total = order.summary.total;
  if (toPaise(input.amount) !== toPaise(total)) {
    throw new ShopError(
      422,
      'payment.amountMismatch',
      `The amount ${formatRupees(input.amount)} does not match the order total ${formatRupees(total)}.`,
      { fieldErrors: [{ field: 'amount', message: `must equal the order total ${total}` }] },
    );
  }
  checkModeTakes(input.mode, total, 'mode');
  if (input.payerVpa && input.mode !== 'UPI') throw refuse.invalid('payerVpa', 'is for UPI payments only (a collect request)');
  const now = shop.clock.now().getTime();
  const paymentId = shop.nextId('PY', 10);
  const record: PaymentRecord = {
    paymentId,
    orderId: order.orderId,
    buyerId,
    attemptNo: order.attempts.length,
    mode: input.mode,
    amount: total,
    status: 'PENDING',
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(Math.min(now + SESSION_MINUTES * 60_000, Date.parse(payBefore(order)))).toISOString(),
  };
  if (input.mode === 'UPI') {
    const query = `pa=${PAYEE_VPA}&pn=Attar%20House&am=${total.toFixed(2)}&cu=INR&tr=${paymentId}&tn=${encodeURIComponent(`Order ${order.orderId}`)}`;
    record.upi = {
      intentUri: `upi://pay?${query}`,
      collectReference: `UPIC${paymentId.slice(2)}`,
      payeeVpa: PAYEE_VPA,
      ...(input.payerVpa ? { payerVpa: input.payerVpa } : {}),
    };
    if (input.payerVpa) record.collectChecks = 0;
  } else if (input.mode === 'RAZORPAY') {
    record.gateway = { provider: 'RAZORPAY', providerOrderId: `order_${token(shop, 14)}`, keyId: RAZORPAY_KEY_ID };
  } else {
    const txnid = `TXN${paymentId}`;
    const back = input.returnUrl ?? 'https://test.payu.in/_payment';
    record.gateway = {
      provider: 'PAYU',
      providerOrderId: txnid,
      redirectUrl: `${back}${back.includes('?') ? '&' : '?'}txnid=${txnid}`,
    };
  }
  if (order.paymentStatus === 'FAILED') order.paymentStatus = 'PENDING';
  supersedeOpenPayments(shop, order.orderId, paymentId);
  shop.state.orders.payments[paymentId] = record;
  shop.log(`[payment] ${paymentId} opened for ${order.orderId}: ${formatRupees(total)} by ${input.mode}`);
  return {
    paymentId,
    orderId: order.orderId,
    status: 'PENDING',
    mode: record.mode,
    amount: total,
    currency: 'INR',
    ...(record.upi ? { upi: record.upi } : {}),
    ...(record.gateway ? { gateway: record.gateway } : {}),
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
  };
}

/**
 * Closes the order's payments still waiting (one payment open per order): each becomes FAILED with
 * the newer payment named, and verifying it later is a 409 `payment.attemptClosed`.
 */
function supersedeOpenPayments(shop: Shop, orderId: string, newerId: string): void {
  for (const p of Object.values(shop.state.orders.payments)) {
    if (p.orderId !== orderId || p.status !== 'PENDING') continue;
    p.status = 'FAILED';
    p.supersededBy = newerId;
    p.failureReason = `Replaced by a newer payment (${newerId}); nothing was taken for this one.`;
    shop.log(`[payment] ${p.paymentId} for ${orderId}: closed, replaced by ${newerId}`);
  }
}

/**
 * How the mock's bank answers a status check (a verification without a reference) of a UPI collect
 * request: the first check finds it waiting for the buyer's approval; the next one settles it, declined
 * for a UPI id ending in `DECLINED_UPI_SUFFIX`, otherwise as the scenario says. Undefined: not a collect
 * (or a reference came with the check), so the scenario decides at once.
 */
export function collectOutcome(
  payment: PaymentRecord,
  outcome: PaymentOutcome,
  withReference: boolean,
): PaymentOutcome | 'waiting' | undefined {
  const vpa = payment.upi?.payerVpa;
  if (!vpa || withReference || payment.status !== 'PENDING') return undefined;
  payment.collectChecks = (payment.collectChecks ?? 0) + 1;
  if (payment.collectChecks < 2) return 'waiting';
  return vpa.toLowerCase().endsWith(DECLINED_UPI_SUFFIX) ? 'failure' : outcome;
}

/** Where a payment and its order stand. */
function result(shop: Shop, order: OrderRecord, payment: PaymentRecord): Schemas['PaymentResult'] {
  return {
    paymentId: payment.paymentId,
    orderId: order.orderId,
    status: payment.status,
    orderStatus: toOrder(shop, order).status,
    mode: payment.mode,
    amount: payment.amount,
    currency: 'INR',
    ...(payment.providerReference ? { providerReference: payment.providerReference } : {}),
    ...(payment.failureReason ? { failureReason: payment.failureReason } : {}),
    ...(payment.paidAt ? { paidAt: payment.paidAt } : {}),
  };
}

/**
 * Ends a verification the way the scenario says: success places the order, failure lets the buyer
 * retry, pending leaves both waiting. Verifying a successful payment again answers the same result.
 */
export function settlePayment(
  shop: Shop,
  payment: PaymentRecord,
  outcome: PaymentOutcome | 'waiting',
  providerReference: string,
): Schemas['PaymentResult'] {
  const order = shop.state.orders.byId[payment.orderId]!;
  if (payment.status === 'SUCCESS') return result(shop, order, payment);
  if (order.paymentStatus === 'SUCCESS')
    throw refuse.conflict('payment.alreadyCompleted', `Order ${order.orderId} is already paid.`);
  assertOpen(shop, order, 409);
  if (payment.supersededBy)
    throw refuse.conflict(
      'payment.attemptClosed',
      `Payment ${payment.paymentId} was replaced by a newer payment (${payment.supersededBy}) of order ${order.orderId}.`,
    );
  if (payment.status === 'FAILED')
    throw refuse.conflict(
      'payment.attemptClosed',
      `Payment ${payment.paymentId} already failed; start a new payment for order ${order.orderId}.`,
    );
  if (payment.attemptNo !== order.attempts.length || payment.mode !== order.paymentMode) {
    throw refuse.conflict(
      'payment.attemptClosed',
      `Payment ${payment.paymentId} was replaced by a newer payment attempt for order ${order.orderId}.`,
    );
  }
  const now = shop.nowIso();
  if (Date.parse(payment.expiresAt) < Date.parse(now))
    throw refuse.conflict(
      'payment.sessionExpired',
      `Payment ${payment.paymentId} expired at ${humanTime(payment.expiresAt)} IST; start a new one.`,
    );
  if (outcome === 'waiting') return result(shop, order, payment);
  payment.providerReference = providerReference;
  if (outcome === 'success') {
    payment.status = 'SUCCESS';
    payment.paidAt = now;
    order.paymentStatus = 'SUCCESS';
    order.paidAt = now;
    order.paymentId = payment.paymentId;
  } else if (outcome === 'failure') {
    const reason = payment.upi?.payerVpa ? `${payment.upi.payerVpa} declined the UPI collect request` : FAILURES[payment.mode];
    payment.status = 'FAILED';
    payment.failureReason = `Payment failed: ${reason}. You have not been charged; please try again.`;
    order.paymentStatus = 'FAILED';
    order.paymentEvents.push({
      status: 'PAYMENT_FAILED',
      label: `${PAYMENT_LIMITS[payment.mode].label} payment failed: ${reason}`,
      at: now,
    });
  }
  shop.log(`[payment] ${payment.paymentId} for ${order.orderId}: ${payment.status}`);
  return result(shop, order, payment);
}

/** A payment session of the buyer by id, for verification. */
export function ownPayment(shop: Shop, buyerId: string, match: (p: PaymentRecord) => boolean, what: string): PaymentRecord {
  const payment = Object.values(shop.state.orders.payments).find((p) => p.buyerId === buyerId && match(p));
  if (!payment) throw refuse.notFound('payment', what);
  return payment;
}

/** Hex HMAC-SHA256, with Web Crypto so the mock runs in browsers too. */
async function hmacHex(secret: string, message: string): Promise<string> {
  const encode = (text: string) => new TextEncoder().encode(text);
  const key = await crypto.subtle.importKey('raw', encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, encode(message));
  return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The signature Razorpay Checkout would hand back for a payment of the mock's Razorpay order.
 * @example await razorpaySignature('order_NfT7pR4sVb9cQe', 'pay_NfT8kQ2LmZ3xYw')
 */
export const razorpaySignature = (razorpayOrderId: string, razorpayPaymentId: string): Promise<string> =>
  hmacHex(RAZORPAY_TEST_SECRET, `${razorpayOrderId}|${razorpayPaymentId}`);

/** Checks Razorpay's signature, then settles the payment. */
export async function verifyRazorpay(
  shop: Shop,
  buyerId: string,
  input: ActionInput<'paymentVerifyRazorpay'>,
  outcome: PaymentOutcome,
): Promise<Schemas['PaymentResult']> {
  const payment = ownPayment(
    shop,
    buyerId,
    (p) => p.gateway?.provider === 'RAZORPAY' && p.gateway.providerOrderId === input.razorpayOrderId,
    `Razorpay order ${input.razorpayOrderId}`,
  );
  if (input.orderId && input.orderId !== payment.orderId) {
    throw refuse.rule(
      'payment.orderMismatch',
      `Razorpay order ${input.razorpayOrderId} pays for order ${payment.orderId}, not ${input.orderId}.`,
      'orderId',
    );
  }
  if ((await razorpaySignature(input.razorpayOrderId, input.razorpayPaymentId)) !== input.razorpaySignature) {
    throw refuse.rule(
      'payment.signatureMismatch',
      'The payment could not be verified. You have not been charged twice; contact us if money was debited.',
      'razorpaySignature',
    );
  }
  return settlePayment(shop, payment, outcome, input.razorpayPaymentId);
}

/**
 * Starts a new payment window with the mode the buyer now chose (the order was not paid yet).
 * @example retryPayment(shop, buyerId, { orderId, paymentMode: 'RAZORPAY' })
 */
export function retryPayment(shop: Shop, buyerId: string, input: ActionInput<'ordersRetryPayment'>): OrderRecord {
  const order = ownOrder(shop, buyerId, input.orderId);
  assertOpen(shop, order, 422);
  checkModeTakes(input.paymentMode, order.summary.total, 'paymentMode');
  const attempt = newAttempt(shop, order.orderId, order.attempts.length + 1, input.paymentMode);
  order.attempts.push(attempt);
  order.paymentMode = input.paymentMode;
  order.paymentStatus = 'PENDING';
  order.paymentEvents.push({
    status: 'PAYMENT_PENDING',
    label: `Paying again by ${PAYMENT_LIMITS[input.paymentMode].label}`,
    at: attempt.createdAt,
  });
  return order;
}

/** A provider reference for verifications that did not send one (a UPI UTR, a card payment id). */
export const providerReferenceFor = (shop: Shop, mode: PaymentMode): string =>
  mode === 'UPI' ? token(shop, 12, '0123456789') : mode === 'RAZORPAY' ? `pay_${token(shop, 14)}` : token(shop, 10, '0123456789');
