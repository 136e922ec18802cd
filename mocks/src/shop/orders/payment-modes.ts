/** What each payment mode takes (the limits `checkout.lookupPaymentMethods` shows the buyer). */
import { toPaise } from '@attar/sdk';
import { refuse } from '../../core/errors.ts';
import { formatRupees } from './dates.ts';
import type { PaymentMode } from './state.ts';

export const PAYMENT_LIMITS: Record<PaymentMode, { label: string; min: number; max: number }> = {
  UPI: { label: 'UPI', min: 1, max: 100_000 },
  RAZORPAY: { label: 'Card (Razorpay)', min: 1, max: 500_000 },
  PAYU: { label: 'Card (PayU)', min: 100, max: 500_000 },
};

/**
 * Refuses (422 `payment.modeUnavailable`) a mode that does not take this amount.
 * @example checkModeTakes('UPI', 150000, 'paymentMode') // throws: UPI payments are limited to ₹1,00,000.
 */
export function checkModeTakes(mode: PaymentMode, amount: number, field: string): void {
  const limit = PAYMENT_LIMITS[mode];
  if (toPaise(amount) > toPaise(limit.max)) {
    throw refuse.rule('payment.modeUnavailable', `${limit.label} payments are limited to ${formatRupees(limit.max)}.`, field);
  }
  if (toPaise(amount) < toPaise(limit.min)) {
    throw refuse.rule('payment.modeUnavailable', `${limit.label} takes payments from ${formatRupees(limit.min)}.`, field);
  }
}
