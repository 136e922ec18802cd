/**
 * Payment: open a session (UPI intent and collect reference, or the card provider's order) and verify
 * it. Every verification ends as the scenario says (`payment=success|failure|pending`, default
 * success): success places the order, failure leaves it PAYMENT_FAILED with a reason and allows a
 * retry, pending leaves it waiting. A UPI collect request is settled by the mock's bank instead: the
 * first status check finds it waiting, the next one settles it (see `collectOutcome`).
 */
import { requireBuyer, type ActionHandlers, type HandlerContext } from '../../core/context.ts';
import type { ActionName } from '@attar/sdk/contract';
import type { Schemas } from '@attar/sdk';
import {
  collectOutcome,
  initiatePayment,
  ownPayment,
  providerReferenceFor,
  settlePayment,
  verifyRazorpay,
} from '../../shop/orders/payments.ts';
import { ownOrder } from '../../shop/orders/view.ts';

const MESSAGES: Record<Schemas['PaymentStatus'], string> = {
  SUCCESS: 'Payment successful',
  FAILED: 'Payment failed',
  PENDING: 'Payment pending: waiting for your bank to confirm',
};

function answered<A extends ActionName>(ctx: HandlerContext<A>, result: Schemas['PaymentResult']): Schemas['PaymentResult'] {
  ctx.reply.message = MESSAGES[result.status];
  return result;
}

export const paymentHandlers = {
  paymentInitiate: (ctx) => {
    const session = initiatePayment(ctx.shop, requireBuyer(ctx), ctx.input);
    ctx.reply.message = 'Payment initiated';
    return session;
  },
  /** Verifies a session of the order by its payment id (UPI, or a provider that signs elsewhere). */
  paymentVerify: (ctx) => {
    const buyerId = requireBuyer(ctx);
    const order = ownOrder(ctx.shop, buyerId, ctx.input.orderId);
    const payment = ownPayment(
      ctx.shop,
      buyerId,
      (p) => p.paymentId === ctx.input.paymentId && p.orderId === order.orderId,
      `Payment ${ctx.input.paymentId} of order ${order.orderId}`,
    );
    const reference = ctx.input.providerReference ?? providerReferenceFor(ctx.shop, payment.mode);
    const outcome =
      collectOutcome(payment, ctx.scenario.payment, ctx.input.providerReference !== undefined) ?? ctx.scenario.payment;
    const settled = answered(ctx, settlePayment(ctx.shop, payment, outcome, reference));
    if (outcome === 'waiting')
      ctx.reply.message = `Collect request sent to ${payment.upi?.payerVpa}: waiting for approval in the UPI app`;
    return settled;
  },
  /** Checks Razorpay's HMAC signature, then settles the payment. */
  paymentVerifyRazorpay: async (ctx) =>
    answered(ctx, await verifyRazorpay(ctx.shop, requireBuyer(ctx), ctx.input, ctx.scenario.payment)),
  /** Settles a PayU payment by the transaction id; a failed card payment is still a 200 with FAILED. */
  paymentVerifyPayu: (ctx) => {
    const { transactionId, orderId, payuPaymentId } = ctx.input;
    const payment = ownPayment(
      ctx.shop,
      requireBuyer(ctx),
      (p) => p.gateway?.provider === 'PAYU' && p.gateway.providerOrderId === transactionId && (!orderId || p.orderId === orderId),
      `PayU transaction ${transactionId}${orderId ? ` of order ${orderId}` : ''}`,
    );
    return answered(
      ctx,
      settlePayment(ctx.shop, payment, ctx.scenario.payment, payuPaymentId ?? providerReferenceFor(ctx.shop, 'PAYU')),
    );
  },
} satisfies Partial<ActionHandlers>;
