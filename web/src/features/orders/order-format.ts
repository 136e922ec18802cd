/** How orders read to a shopper: status words and tones (their dates: lib/ist-dates.ts). */
import type { Schemas } from '@attar/sdk';

type OrderStatus = Schemas['OrderStatus'];
export type StatusTone = 'progress' | 'done' | 'problem' | 'quiet';

export const STATUS_LABEL: Record<OrderStatus, string> = {
  PAYMENT_PENDING: 'Awaiting payment',
  PAYMENT_FAILED: 'Payment failed',
  PLACED: 'Placed',
  PACKED: 'Packed',
  SHIPPED: 'Shipped',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURN_REQUESTED: 'Return requested',
  RETURNED: 'Returned',
  RETURN_REJECTED: 'Return rejected',
  REPLACEMENT_REQUESTED: 'Replacement requested',
  REPLACEMENT_REJECTED: 'Replacement rejected',
  REPLACED: 'Replaced',
  REFUNDED: 'Refunded',
};

export function statusTone(status: OrderStatus): StatusTone {
  if (status === 'PAYMENT_FAILED' || status === 'PAYMENT_PENDING') return 'problem';
  if (status === 'RETURN_REJECTED' || status === 'REPLACEMENT_REJECTED') return 'problem';
  if (status === 'CANCELLED') return 'quiet';
  if (status === 'DELIVERED' || status === 'REPLACED' || status === 'REFUNDED' || status === 'RETURNED') return 'done';
  return 'progress';
}

export const PAYMENT_MODE_LABEL: Record<Schemas['PaymentMode'], string> = {
  UPI: 'UPI',
  RAZORPAY: 'Card, netbanking or wallet (Razorpay)',
  PAYU: 'Card (PayU)',
};

export const PAYMENT_STATUS_LABEL: Record<Schemas['PaymentStatus'], string> = {
  PENDING: 'Payment pending',
  SUCCESS: 'Paid',
  FAILED: 'Payment failed',
};

/** The statuses that come only after delivery (typed by the contract's enum, so a misspelt one fails the type-check). */
const AFTER_DELIVERY: ReadonlySet<Schemas['Fulfillment']['status']> = new Set([
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURNED',
  'RETURN_REJECTED',
  'REPLACEMENT_REQUESTED',
  'REPLACEMENT_REJECTED',
  'REPLACED',
  'REFUNDED',
]);

/** Whether a fulfillment reached the buyer (returns, replacements and reviews start from delivery). */
export const isDelivered = (f: Schemas['Fulfillment']): boolean => Boolean(f.deliveredAt) || AFTER_DELIVERY.has(f.status);
