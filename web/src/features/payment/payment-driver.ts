/**
 * Paying for an order through the mock payment provider, for a signed-in buyer or a guest. A driver
 * opens a payment session, verifies it (UPI: status checks while the bank has not answered, never the
 * shopper's word; cards: the mock card form), and switches the order to another payment mode for a retry.
 *
 * Razorpay: the real Checkout widget hands back `razorpay_signature`, an HMAC-SHA256 of
 * `order_id|payment_id` under the merchant's secret. The browser holds no secret (and must not), so the
 * mock card form cannot produce that signature; buyer card payments through Razorpay are therefore
 * verified with `payment.verify` by payment id (the marketplace's "provider that signs elsewhere" path).
 * A guest's Razorpay payment goes to `guest.verifyRazorpay`, which on the mock checks the provider order
 * only. PayU is verified by its transaction id with `payment.verifyPayu`.
 */
import type { CallOptions, Schemas } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { errorMessage } from '../../components/ui/status.tsx';

export type PaymentMode = Schemas['PaymentMode'];
/** A payment method as a choice (the store's list, or the guest checkout's fixed list). */
export type MethodChoice = Pick<Schemas['PaymentMethod'], 'mode' | 'label' | 'description' | 'enabled' | 'disabledReason'>;
export type PaymentSession = Schemas['PaymentSession'];

/** Where a payment stands after a verification. */
export interface Verdict {
  status: Schemas['PaymentStatus'];
  /** Why it failed or waits, in the server's words. */
  reason?: string;
}

export type Failure = { error: string };
export type Opened = { session: PaymentSession } | Failure;

export interface PaymentDriver {
  readonly orderId: string;
  /** Opens a payment session for the order's current mode. */
  open(mode: PaymentMode): Promise<Opened>;
  /** Asks where an open UPI payment stands (a status check, repeated while it waits). */
  checkStatus(session: PaymentSession): Promise<Verdict | Failure>;
  /** Sends a UPI collect request to the shopper's UPI id: a new session that replaces the open one. */
  collect?(vpa: string): Promise<Opened>;
  /** The shopper paid on the mock provider's card form. */
  payByCard(session: PaymentSession): Promise<Verdict | Failure>;
  /** Moves the order to another mode (a new payment window) and opens it. */
  switchMode(mode: PaymentMode): Promise<Opened>;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A payment id as the mock Razorpay widget would give one (`pay_` and 14 characters). */
export const mockRazorpayPaymentId = (): string =>
  `pay_${[...crypto.getRandomValues(new Uint8Array(14))].map((b) => ALNUM[b % ALNUM.length]).join('')}`;

/** Hex SHA-256 (Web Crypto). */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const verdictOf = (result: Schemas['PaymentResult'], said: string): Verdict => ({
  status: result.status,
  ...(result.failureReason ? { reason: result.failureReason } : result.status === 'PENDING' ? { reason: said } : {}),
});

/**
 * The driver of a signed-in buyer's order.
 * @example const driver = buyerPaymentDriver({ orderId, amount: 2499, pinfo }, callOptions);
 */
export function buyerPaymentDriver(
  order: { orderId: string; amount: number; pinfo?: string },
  options?: CallOptions,
): PaymentDriver {
  let { amount, pinfo } = order;
  const { orderId } = order;
  const open = async (mode: PaymentMode, payerVpa?: string): Promise<Opened> => {
    const result = await api.payment.initiate(
      { orderId, amount, currency: 'INR', mode, ...(pinfo ? { pinfo } : {}), ...(payerVpa ? { payerVpa } : {}) },
      options,
    );
    return result.error ? { error: errorMessage(result.error) } : { session: result.data };
  };
  const verify = async (session: PaymentSession, providerReference?: string): Promise<Verdict | Failure> => {
    const result = await api.payment.verify(
      { orderId, paymentId: session.paymentId, ...(providerReference ? { providerReference } : {}) },
      options,
    );
    return result.error ? { error: errorMessage(result.error) } : verdictOf(result.data, result.meta.message);
  };
  return {
    orderId,
    open: (mode) => open(mode),
    checkStatus: (session) => verify(session),
    collect: (vpa) => open('UPI', vpa),
    async payByCard(session) {
      if (session.mode === 'PAYU' && session.gateway) {
        const result = await api.payment.verifyPayu({ transactionId: session.gateway.providerOrderId, orderId }, options);
        return result.error ? { error: errorMessage(result.error) } : verdictOf(result.data, result.meta.message);
      }
      return verify(session, mockRazorpayPaymentId());
    },
    async switchMode(mode) {
      const result = await api.orders.retryPayment({ orderId, paymentMode: mode }, options);
      if (result.error) return { error: errorMessage(result.error) };
      ({ amount, pinfo } = result.data.payment);
      return open(mode);
    },
  };
}

const NOT_RECEIVED = 'We have not received your payment yet. If your bank declined it, pay again or choose another method.';

/**
 * The driver of a guest order (guest checkout on). UPI and PayU settle when the session opens; the
 * guest's invoice, issued once the order is paid, tells whether it was.
 */
export function guestPaymentDriver(
  order: { guestId: string; orderId: string; amount: number },
  options?: CallOptions,
): PaymentDriver {
  const { guestId, orderId, amount } = order;
  const open = async (mode: PaymentMode): Promise<Opened> => {
    const result = await api.guest.pay({ guestId, orderId, amount, currency: 'INR', mode }, options);
    return result.error ? { error: errorMessage(result.error) } : { session: result.data };
  };
  const paidYet = async (): Promise<Verdict | Failure> => {
    const result = await api.guest.getInvoice({ guestId, orderId }, options);
    if (result.data) return { status: 'SUCCESS' };
    return result.error.code === 'invoice.notReady'
      ? { status: 'PENDING', reason: NOT_RECEIVED }
      : { error: errorMessage(result.error) };
  };
  return {
    orderId,
    open,
    checkStatus: () => paidYet(),
    async payByCard(session) {
      if (session.mode !== 'RAZORPAY' || !session.gateway) return paidYet();
      const razorpayOrderId = session.gateway.providerOrderId;
      const razorpayPaymentId = mockRazorpayPaymentId();
      const result = await api.guest.verifyRazorpay(
        // no secret here, so no HMAC: the mock's guest path checks the provider order, and takes an
        // unkeyed SHA-256 in the signature's shape (see the note at the top)
        {
          guestId,
          orderId,
          razorpayOrderId,
          razorpayPaymentId,
          razorpaySignature: await sha256Hex(`${razorpayOrderId}|${razorpayPaymentId}`),
        },
        options,
      );
      return result.error ? { error: errorMessage(result.error) } : verdictOf(result.data, result.meta.message);
    },
    switchMode: open,
  };
}
