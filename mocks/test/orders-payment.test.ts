/** Paying for an order: UPI and both card providers, with the scenario's success, failure and pending. */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, type ApiError } from '@attar/sdk';
import { useMockShop } from './harness.ts';
import { startSession } from '../src/core/sessions.ts';
import { HOUR } from '../src/core/clock.ts';
import { placeOrderForTest } from '../src/shop/orders/testing.ts';
import { razorpaySignature } from '../src/shop/orders/payments.ts';

const mock = useMockShop();

const BUYER = 'BY000001';
const signedIn = (buyerId = BUYER) =>
  createAttarClient({
    baseUrl: 'http://shop.test',
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, buyerId).token),
  });
const scenario = (value: string) => ({ headers: { 'x-attar-scenario': value } });

describe('UPI', () => {
  it('opens a session with a upi:// intent and a collect reference, and a verified payment places the order', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER);
    const { data: session, meta } = await attar.payment.initiate({
      orderId: order.orderId,
      amount: 2499,
      currency: 'INR',
      mode: 'UPI',
    });
    expect(meta?.message).toBe('Payment initiated');
    expect(session).toMatchObject({
      orderId: order.orderId,
      status: 'PENDING',
      mode: 'UPI',
      amount: 2499,
      expiresAt: '2026-11-20T10:15:00.000Z',
    });
    expect(session?.upi?.intentUri).toMatch(/^upi:\/\/pay\?pa=attarhouse@icici&pn=Attar%20House&am=2499\.00&cu=INR&tr=PY/);
    expect(session?.upi?.collectReference).toMatch(/^UPIC/);

    const { data: paid } = await attar.payment.verify({
      orderId: order.orderId,
      paymentId: session!.paymentId,
      providerReference: '432598765123',
    });
    expect(paid).toMatchObject({
      status: 'SUCCESS',
      orderStatus: 'PLACED',
      providerReference: '432598765123',
      paidAt: '2026-11-20T10:00:00.000Z',
    });
    const { data: placed } = await attar.orders.get({ orderId: order.orderId });
    expect(placed).toMatchObject({ status: 'PLACED', paymentStatus: 'SUCCESS', cancellable: false, retryPaymentAllowed: false });
    expect(placed?.fulfillments[0]?.timeline.map((e) => e.status)).toEqual(['PAYMENT_PENDING', 'PLACED']);

    const again = await attar.payment.verify({ orderId: order.orderId, paymentId: session!.paymentId });
    expect(again.data).toEqual(paid);
    const twice = await attar.payment.initiate({ orderId: order.orderId, amount: 2499, mode: 'UPI' });
    expect(twice.error).toMatchObject({
      status: 409,
      code: 'payment.alreadyCompleted',
      message: `Order ${order.orderId} is already paid.`,
    });
  });

  it('leaves a pending payment pending, then takes its success', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER);
    const { data: session } = await attar.payment.initiate({ orderId: order.orderId, amount: 2499, mode: 'UPI' });
    const pending = await attar.payment.verify(
      { orderId: order.orderId, paymentId: session!.paymentId },
      scenario('payment=pending'),
    );
    expect(pending.data).toMatchObject({ status: 'PENDING', orderStatus: 'PAYMENT_PENDING' });
    expect(pending.meta?.message).toMatch(/pending/i);
    expect((await attar.orders.get({ orderId: order.orderId })).data).toMatchObject({
      status: 'PAYMENT_PENDING',
      paymentStatus: 'PENDING',
      retryPaymentAllowed: true,
    });
    const later = await attar.payment.verify({ orderId: order.orderId, paymentId: session!.paymentId });
    expect(later.data).toMatchObject({ status: 'SUCCESS', orderStatus: 'PLACED' });
  });

  it('refuses an amount that is not the order total, and a mode the order is not paid by', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER);
    const amount = await attar.payment.initiate({ orderId: order.orderId, amount: 2000, mode: 'UPI' });
    expect(amount.error).toMatchObject({
      status: 422,
      code: 'payment.amountMismatch',
      message: 'The amount ₹2,000 does not match the order total ₹2,499.',
    });
    expect((amount.error as ApiError).fieldErrors).toEqual([{ field: 'amount', message: 'must equal the order total 2499' }]);
    const mode = await attar.payment.initiate({ orderId: order.orderId, amount: 2499, mode: 'PAYU' });
    expect(mode.error).toMatchObject({ status: 422, code: 'payment.modeMismatch' });
  });

  it("does not show or pay another buyer's order", async () => {
    const order = placeOrderForTest(mock.shop, 'BY000002');
    const { error } = await signedIn().payment.initiate({ orderId: order.orderId, amount: 2499, mode: 'UPI' });
    expect(error).toMatchObject({ status: 404, code: 'order.notFound' });
  });
});

describe('one open payment per order', () => {
  it('closes the first payment when a second one opens: it cannot be verified, the second can', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER);
    const first = await attar.payment.initiate({ orderId: order.orderId, amount: 2499, mode: 'UPI' });
    const second = await attar.payment.initiate({ orderId: order.orderId, amount: 2499, mode: 'UPI' });
    const firstId = first.data!.paymentId;
    const secondId = second.data!.paymentId;
    expect(mock.shop.state.orders.payments[firstId]).toMatchObject({ status: 'FAILED', supersededBy: secondId });
    expect(mock.shop.state.orders.payments[secondId]).toMatchObject({ status: 'PENDING' });

    const late = await attar.payment.verify({ orderId: order.orderId, paymentId: firstId, providerReference: '432598765123' });
    expect(late.error).toMatchObject({
      status: 409,
      code: 'payment.attemptClosed',
      message: `Payment ${firstId} was replaced by a newer payment (${secondId}) of order ${order.orderId}.`,
    });
    const paid = await attar.payment.verify({ orderId: order.orderId, paymentId: secondId });
    expect(paid.data).toMatchObject({ status: 'SUCCESS', orderStatus: 'PLACED' });
    const open = Object.values(mock.shop.state.orders.payments).filter(
      (p) => p.orderId === order.orderId && p.status === 'PENDING',
    );
    expect(open).toEqual([]);
  });
});

describe('UPI collect request', () => {
  it('sends the request to the UPI id; the first status check waits, the next one is paid', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER);
    const { data: session } = await attar.payment.initiate({
      orderId: order.orderId,
      amount: 2499,
      mode: 'UPI',
      payerVpa: 'ananya@okaxis',
    });
    expect(session?.upi).toMatchObject({ payerVpa: 'ananya@okaxis', payeeVpa: 'attarhouse@icici' });
    const waiting = await attar.payment.verify({ orderId: order.orderId, paymentId: session!.paymentId });
    expect(waiting.data).toMatchObject({ status: 'PENDING', orderStatus: 'PAYMENT_PENDING' });
    expect(waiting.meta?.message).toBe('Collect request sent to ananya@okaxis: waiting for approval in the UPI app');
    const paid = await attar.payment.verify({ orderId: order.orderId, paymentId: session!.paymentId });
    expect(paid.data).toMatchObject({ status: 'SUCCESS', orderStatus: 'PLACED' });
  });

  it('declines a request to a UPI id ending in @failure, with the reason, and the order can be paid again', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER);
    const { data: session } = await attar.payment.initiate({
      orderId: order.orderId,
      amount: 2499,
      mode: 'UPI',
      payerVpa: 'ananya@failure',
    });
    expect((await attar.payment.verify({ orderId: order.orderId, paymentId: session!.paymentId })).data?.status).toBe('PENDING');
    const declined = await attar.payment.verify({ orderId: order.orderId, paymentId: session!.paymentId });
    expect(declined.data).toMatchObject({
      status: 'FAILED',
      orderStatus: 'PAYMENT_FAILED',
      failureReason:
        'Payment failed: ananya@failure declined the UPI collect request. You have not been charged; please try again.',
    });
    expect((await attar.orders.get({ orderId: order.orderId })).data?.retryPaymentAllowed).toBe(true);
  });

  it('keeps a collect request pending under payment=pending, and refuses a UPI id on a card payment', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER);
    const { data: session } = await attar.payment.initiate({
      orderId: order.orderId,
      amount: 2499,
      mode: 'UPI',
      payerVpa: 'a.rao@ybl',
    });
    for (let i = 0; i < 3; i++) {
      const check = await attar.payment.verify(
        { orderId: order.orderId, paymentId: session!.paymentId },
        scenario('payment=pending'),
      );
      expect(check.data?.status).toBe('PENDING');
    }
    const card = placeOrderForTest(mock.shop, BUYER, { paymentMode: 'RAZORPAY' });
    const refused = await attar.payment.initiate({
      orderId: card.orderId,
      amount: 2499,
      mode: 'RAZORPAY',
      payerVpa: 'a.rao@ybl',
    });
    expect(refused.error).toMatchObject({ status: 400, code: 'request.invalid' });
  });
});

describe('cards', () => {
  it('fails a Razorpay payment with a reason, then a retry by PayU succeeds', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER, { paymentMode: 'RAZORPAY' });
    const { data: session } = await attar.payment.initiate({ orderId: order.orderId, amount: 2499, mode: 'RAZORPAY' });
    const { providerOrderId } = session!.gateway!;
    expect(session?.gateway).toMatchObject({ provider: 'RAZORPAY', keyId: 'rzp_test_AttarMock0001' });
    expect(providerOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const paymentId = 'pay_NfT8kQ2LmZ3xYw';
    const signature = await razorpaySignature(providerOrderId, paymentId);
    const failed = await attar.payment.verifyRazorpay(
      { orderId: order.orderId, razorpayOrderId: providerOrderId, razorpayPaymentId: paymentId, razorpaySignature: signature },
      scenario('payment=failure'),
    );
    expect(failed.data).toMatchObject({
      status: 'FAILED',
      orderStatus: 'PAYMENT_FAILED',
      failureReason: expect.stringMatching(/declined/),
    });
    expect((await attar.orders.get({ orderId: order.orderId })).data).toMatchObject({
      status: 'PAYMENT_FAILED',
      paymentStatus: 'FAILED',
      retryPaymentAllowed: true,
    });

    const retry = await attar.orders.retryPayment({ orderId: order.orderId, paymentMode: 'PAYU' });
    expect(retry.meta?.message).toBe('Payment retry started');
    expect(retry.data?.payment).toMatchObject({
      mode: 'PAYU',
      pinfo: `pi_${order.orderId}_2`,
      amount: 2499,
      payBefore: '2026-11-20T10:30:00.000Z',
    });
    expect(retry.data?.order).toMatchObject({ status: 'PAYMENT_PENDING', paymentStatus: 'PENDING', paymentMode: 'PAYU' });
    expect(retry.data?.order.fulfillments[0]?.timeline.map((e) => e.status)).toEqual([
      'PAYMENT_PENDING',
      'PAYMENT_FAILED',
      'PAYMENT_PENDING',
    ]);

    const { data: payu } = await attar.payment.initiate({
      orderId: order.orderId,
      amount: 2499,
      mode: 'PAYU',
      returnUrl: 'https://attarhouse.in/checkout/payment-return',
    });
    expect(payu?.gateway).toMatchObject({
      provider: 'PAYU',
      redirectUrl: `https://attarhouse.in/checkout/payment-return?txnid=${payu?.gateway?.providerOrderId}`,
    });
    const paid = await attar.payment.verifyPayu({
      transactionId: payu!.gateway!.providerOrderId,
      orderId: order.orderId,
      payuPaymentId: '403993715523',
    });
    expect(paid.data).toMatchObject({
      status: 'SUCCESS',
      orderStatus: 'PLACED',
      mode: 'PAYU',
      providerReference: '403993715523',
    });
  });

  it('refuses a Razorpay signature that does not verify', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER, { paymentMode: 'RAZORPAY' });
    const { data: session } = await attar.payment.initiate({ orderId: order.orderId, amount: 2499, mode: 'RAZORPAY' });
    const { error } = await attar.payment.verifyRazorpay({
      razorpayOrderId: session!.gateway!.providerOrderId,
      razorpayPaymentId: 'pay_NfT8kQ2LmZ3xYw',
      razorpaySignature: 'a'.repeat(64),
    });
    expect(error).toMatchObject({ status: 422, code: 'payment.signatureMismatch' });
  });

  it('answers a failed PayU payment with a 200 and FAILED, and an unknown transaction with a 404', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER, { paymentMode: 'PAYU' });
    const { data: session } = await attar.payment.initiate({ orderId: order.orderId, amount: 2499, mode: 'PAYU' });
    const failed = await attar.payment.verifyPayu(
      { transactionId: session!.gateway!.providerOrderId },
      scenario('payment=failure'),
    );
    expect(failed.meta?.httpStatus).toBe(200);
    expect(failed.data).toMatchObject({ status: 'FAILED', orderStatus: 'PAYMENT_FAILED' });
    const closed = await attar.payment.verifyPayu({ transactionId: session!.gateway!.providerOrderId });
    expect(closed.error).toMatchObject({ status: 409, code: 'payment.attemptClosed' });
    const unknown = await attar.payment.verifyPayu({ transactionId: 'TXNUNKNOWN1' });
    expect(unknown.error).toMatchObject({ status: 404, code: 'payment.notFound' });
  });
});

describe('payment window', () => {
  it('cancels an order not paid within 30 minutes; retrying it is a 422', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER);
    mock.shop.clock.advance(HOUR);
    const { error } = await attar.orders.retryPayment({ orderId: order.orderId, paymentMode: 'RAZORPAY' });
    expect(error).toMatchObject({
      status: 422,
      code: 'order.paymentWindowClosed',
      message: `The time to pay for order ${order.orderId} ran out at 16:00 IST. Please place the order again.`,
    });
    const { data } = await attar.orders.get({ orderId: order.orderId });
    expect(data).toMatchObject({ status: 'CANCELLED', cancellable: false, retryPaymentAllowed: false });
    expect(data?.fulfillments[0]?.timeline.at(-1)).toMatchObject({
      status: 'CANCELLED',
      label: 'Cancelled: the payment was not completed in time',
      at: '2026-11-20T10:30:00.000Z',
    });
  });

  it('refuses to retry a paid order, and a mode that does not take the amount', async () => {
    const attar = signedIn();
    const paid = placeOrderForTest(mock.shop, BUYER, { paid: true });
    expect((await attar.orders.retryPayment({ orderId: paid.orderId, paymentMode: 'UPI' })).error).toMatchObject({
      status: 409,
      code: 'payment.alreadyCompleted',
    });
    const big = placeOrderForTest(mock.shop, BUYER, {
      lines: [{ cin: 'ATR-OUD-100', unitPrice: 25000, quantity: 5 }],
      paymentMode: 'RAZORPAY',
    });
    const { error } = await attar.orders.retryPayment({ orderId: big.orderId, paymentMode: 'UPI' });
    expect(error).toMatchObject({
      status: 422,
      code: 'payment.modeUnavailable',
      message: 'UPI payments are limited to ₹1,00,000.',
    });
  });
});
