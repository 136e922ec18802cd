/**
 * Payments of guest orders. The outcome follows the scenario (`payment=success|failure|pending`):
 * UPI and PayU settle as soon as the session opens (the provider's callback), Razorpay when the guest
 * sends Razorpay's values to `guestVerifyRazorpay`.
 */
import { toPaise, type Schemas } from '@attar/sdk';
import type { HandlerContext } from '../../core/context.ts';
import { ShopError, refuse } from '../../core/errors.ts';
import type { PaymentOutcome } from '../../core/scenario.ts';
import type { Shop } from '../shop.ts';
import { providerId, randomId } from './ids.ts';
import { rupeeText } from './money.ts';
import { methodOf, methodRefusal } from './payment-methods.ts';
import type { GuestOrderRecord, GuestPaymentRecord } from './state.ts';

const PAYMENT_MINUTES = 15;
const PAYEE_VPA = 'attarhouse@icici';

type PayInput = HandlerContext<'guestPay'>['input'];
type VerifyInput = HandlerContext<'guestVerifyRazorpay'>['input'];

function ensurePayable(record: GuestOrderRecord): void {
  const { order } = record;
  if (order.paymentStatus === 'SUCCESS')
    throw refuse.conflict('payment.alreadyCompleted', `Order ${order.orderId} is already paid.`);
  if (order.status === 'CANCELLED')
    throw refuse.conflict('payment.notOpen', `Order ${order.orderId} was cancelled and can no longer be paid.`);
}

/** Opens a payment for a guest order: the amount must be the order total and suit the method. */
export function openGuestPayment(
  shop: Shop,
  record: GuestOrderRecord,
  input: PayInput,
  outcome: PaymentOutcome,
): Schemas['PaymentSession'] {
  ensurePayable(record);
  const { order } = record;
  if (toPaise(input.amount) !== toPaise(order.summary.total)) {
    const message = `The amount ${rupeeText(toPaise(input.amount))} does not match the order total ${rupeeText(toPaise(order.summary.total))}.`;
    throw new ShopError(422, 'payment.amountMismatch', message, {
      fieldErrors: [{ field: 'amount', message: `must equal the order total ${order.summary.total}` }],
    });
  }
  const refusal = methodRefusal(methodOf(input.mode), { amount: input.amount });
  if (refusal) throw refuse.rule('payment.modeUnavailable', refusal, 'mode');

  const now = shop.clock.now();
  const payments = shop.state.cart.guestPayments;
  const payment: GuestPaymentRecord = {
    paymentId: randomId(shop, 'PY', 10, (id) => id in payments),
    guestId: record.guestId,
    orderId: order.orderId,
    mode: input.mode,
    amount: input.amount,
    status: 'PENDING',
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PAYMENT_MINUTES * 60_000).toISOString(),
  };
  if (input.mode === 'RAZORPAY') payment.providerOrderId = providerId(shop, 'order_');
  if (input.mode === 'PAYU') payment.providerOrderId = randomId(shop, 'TXN', 12);
  payments[payment.paymentId] = payment;
  Object.assign(order, { paymentMode: input.mode, status: 'PAYMENT_PENDING', paymentStatus: 'PENDING' });

  const session: Schemas['PaymentSession'] = {
    paymentId: payment.paymentId,
    orderId: order.orderId,
    status: 'PENDING',
    mode: input.mode,
    amount: input.amount,
    currency: 'INR',
    ...(input.mode === 'UPI'
      ? {
          upi: {
            intentUri: `upi://pay?pa=${PAYEE_VPA}&pn=Attar%20House&am=${input.amount.toFixed(2)}&cu=INR&tr=${payment.paymentId}`,
            collectReference: `UPIC${order.orderId.slice(2)}`,
            payeeVpa: PAYEE_VPA,
          },
        }
      : input.mode === 'RAZORPAY'
        ? {
            gateway: {
              provider: 'RAZORPAY' as const,
              providerOrderId: payment.providerOrderId!,
              keyId: 'rzp_test_AttarMock0001',
            },
          }
        : {
            gateway: {
              provider: 'PAYU' as const,
              providerOrderId: payment.providerOrderId!,
              redirectUrl: 'https://test.payu.in/_payment',
            },
          }),
    createdAt: payment.createdAt,
    expiresAt: payment.expiresAt,
  };
  if (input.mode !== 'RAZORPAY') settle(shop, record, payment, outcome, `${payment.mode}-${payment.paymentId}`);
  return session;
}

/** Checks Razorpay's values against the open payment and settles it as the scenario says. */
export function verifyGuestRazorpay(
  shop: Shop,
  record: GuestOrderRecord,
  input: VerifyInput,
  outcome: PaymentOutcome,
): Schemas['PaymentResult'] {
  ensurePayable(record);
  const payment = Object.values(shop.state.cart.guestPayments).find(
    (p) => p.orderId === record.order.orderId && p.mode === 'RAZORPAY' && p.providerOrderId === input.razorpayOrderId,
  );
  if (!payment || payment.status !== 'PENDING') {
    throw refuse.rule(
      'payment.signatureMismatch',
      'The payment could not be verified. You have not been charged twice; contact us if money was debited.',
      'razorpayOrderId',
    );
  }
  settle(shop, record, payment, outcome, input.razorpayPaymentId);
  return paymentResult(record, payment, input.razorpayPaymentId, outcome === 'success' ? shop.nowIso() : undefined);
}

/** Applies a payment outcome to the payment and its order; a paid order gets its shipment. */
function settle(
  shop: Shop,
  record: GuestOrderRecord,
  payment: GuestPaymentRecord,
  outcome: PaymentOutcome,
  reference: string,
): void {
  const { order } = record;
  if (outcome === 'pending') return;
  if (outcome === 'failure') {
    payment.status = 'FAILED';
    Object.assign(order, { status: 'PAYMENT_FAILED', paymentStatus: 'FAILED', cancellable: true, retryPaymentAllowed: true });
    return;
  }
  payment.status = 'SUCCESS';
  const at = shop.nowIso();
  Object.assign(order, { status: 'PLACED', paymentStatus: 'SUCCESS', cancellable: false, retryPaymentAllowed: false });
  order.fulfillments = [
    {
      fulfillmentId: shop.nextId('FL', 11),
      orderId: order.orderId,
      status: 'PLACED',
      lines: record.lines,
      timeline: [{ status: 'PLACED', label: `Order placed, paid by ${payment.mode} (${reference})`, at }],
    },
  ];
}

function paymentResult(
  record: GuestOrderRecord,
  payment: GuestPaymentRecord,
  reference: string,
  paidAt?: string,
): Schemas['PaymentResult'] {
  return {
    paymentId: payment.paymentId,
    orderId: record.order.orderId,
    status: payment.status,
    orderStatus: record.order.status,
    mode: payment.mode,
    amount: payment.amount,
    currency: 'INR',
    providerReference: reference,
    ...(payment.status === 'FAILED'
      ? { failureReason: 'The bank declined the payment. You can try again or pick another method.' }
      : {}),
    ...(paidAt ? { paidAt } : {}),
  };
}
