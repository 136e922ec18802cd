/** The built-in scenarios of `attar check`, in the order `--all` runs them. */
import type { Scenario } from '../types.ts';
import cancelUnpaidOrder from './cancel-unpaid-order.ts';
import cardFailureRetry from './card-failure-retry.ts';
import checkoutUpi from './checkout-upi.ts';
import guestBrowse from './guest-browse.ts';
import guestSessionExpiry from './guest-session-expiry.ts';
import invalidCoupon from './invalid-coupon.ts';
import returnAfterDelivery from './return-after-delivery.ts';
import unserviceablePincode from './unserviceable-pincode.ts';

export const builtinScenarios: readonly Scenario[] = [
  guestBrowse,
  checkoutUpi,
  cardFailureRetry,
  invalidCoupon,
  unserviceablePincode,
  cancelUnpaidOrder,
  returnAfterDelivery,
  guestSessionExpiry,
];

/** A built-in scenario by name, or undefined. */
export const builtinScenario = (name: string): Scenario | undefined => builtinScenarios.find((s) => s.name === name);
