/** The payment methods the store takes (UPI and the two card providers) with their amount limits. */
import { toPaise, type Schemas } from '@attar/sdk';
import { rupeeText } from './money.ts';

type Method = Schemas['PaymentMethod'];

const METHODS: readonly Method[] = [
  {
    mode: 'UPI',
    label: 'UPI',
    description: 'Pay with any UPI app: GPay, PhonePe, Paytm or BHIM.',
    enabled: true,
    minAmount: 1,
    maxAmount: 100000,
  },
  {
    mode: 'RAZORPAY',
    label: 'Cards, netbanking and wallets',
    description: 'Credit and debit cards, netbanking and wallets via Razorpay.',
    enabled: true,
    minAmount: 1,
    maxAmount: 500000,
  },
  {
    mode: 'PAYU',
    label: 'Cards via PayU',
    description: 'Credit and debit cards, EMI via PayU.',
    enabled: true,
    minAmount: 100,
    maxAmount: 500000,
  },
];

/** Only Razorpay takes cards from outside India. */
const INTERNATIONAL: ReadonlySet<Schemas['PaymentMode']> = new Set(['RAZORPAY']);

/** Why a method cannot take this payment, or undefined when it can. */
export function methodRefusal(method: Method, options: { international?: boolean; amount?: number }): string | undefined {
  if (options.international && !INTERNATIONAL.has(method.mode)) return `${method.label} is available only for delivery in India.`;
  if (options.amount === undefined) return undefined;
  const amount = toPaise(options.amount);
  if (amount < toPaise(method.minAmount)) return `${method.label} takes payments from ${rupeeText(toPaise(method.minAmount))}.`;
  if (amount > toPaise(method.maxAmount))
    return `${method.label} payments are limited to ${rupeeText(toPaise(method.maxAmount))}.`;
  return undefined;
}

/**
 * The methods with `enabled` and `disabledReason` for a delivery abroad and, when given, an amount.
 * @example paymentMethods({ amount: 50 }).methods[2].enabled // false: PayU starts at ₹100
 */
export function paymentMethods(options: { international?: boolean; amount?: number } = {}): Schemas['PaymentMethodList'] {
  const methods = METHODS.map((method) => {
    const reason = methodRefusal(method, options);
    return reason ? { ...method, enabled: false, disabledReason: reason } : { ...method };
  });
  const defaultMode = methods.find((m) => m.enabled)?.mode;
  return {
    methods,
    currency: 'INR',
    international: options.international ?? false,
    ...(options.amount !== undefined ? { amount: options.amount } : {}),
    ...(defaultMode ? { defaultMode } : {}),
  };
}

/** The method of a mode (always one of the three). */
export const methodOf = (mode: Schemas['PaymentMode']): Method => METHODS.find((m) => m.mode === mode)!;
