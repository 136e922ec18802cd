/**
 * Pincode serviceability: refused pincodes (the catalogue's remote-area list plus the scenario's),
 * metro pincodes in 2-4 days, the rest of India in 3-5 days, shipping free everywhere.
 */
import { checkRule, PincodeRule } from '@attar/sdk/rules';
import { DAY } from '../../core/clock.ts';
import type { Scenario } from '../../core/scenario.ts';
import type { Shop } from '../shop.ts';
import { COURIERS, METRO_PREFIXES } from './seed-store.ts';

/** Whether and how fast couriers reach a pincode. */
export interface DeliveryEstimate {
  serviceable: boolean;
  /** Why a pincode is not served. */
  reason?: string;
  courier: string;
  minDays: number;
  maxDays: number;
  /** Shipping is free across India (docs/product-rules.md §1). */
  shippingCharge: number;
}

/**
 * Whether couriers serve an Indian pincode, and how fast.
 * @example
 * estimateDelivery(shop, '560001', scenario) // { serviceable: true, courier: 'BlueDart', minDays: 2, maxDays: 4, shippingCharge: 0 }
 */
export function estimateDelivery(shop: Shop, pincode: string, scenario: Scenario): DeliveryEstimate {
  const metro = METRO_PREFIXES.includes(pincode.slice(0, 3));
  const courier = metro ? 'BlueDart' : (COURIERS[pincode.charAt(0)] ?? 'India Post');
  const refused = (reason: string): DeliveryEstimate => ({
    serviceable: false,
    reason,
    courier,
    minDays: 0,
    maxDays: 0,
    shippingCharge: 0,
  });
  if (checkRule(PincodeRule, pincode) !== undefined)
    return refused(`${pincode} is not an Indian pincode: a pincode has six digits and does not start with 0.`);
  const listed = shop.state.catalogue.refusedPincodes[pincode];
  if (listed) return refused(listed);
  if (scenario.unserviceablePincodes.includes(pincode))
    return refused(`Our courier partners do not deliver to ${pincode} right now.`);
  return { serviceable: true, courier, minDays: metro ? 2 : 3, maxDays: metro ? 4 : 5, shippingCharge: 0 };
}

/** The delivery date `days` from now; a Sunday moves to Monday (no deliveries on Sundays). */
export function deliveryDate(now: Date, days: number): Date {
  const date = new Date(now.getTime() + days * DAY);
  if (date.getUTCDay() === 0) return new Date(date.getTime() + DAY);
  return date;
}

/** `2026-11-25` */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Wed, 25 Nov`, as under the pincode box. */
export const shortDate = (date: Date) => `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

/** International delivery: the store's export countries, 7-12 days, by air courier. */
export function estimateAbroad(shop: Shop, countryCode: string, postalCode: string): DeliveryEstimate & { countryName?: string } {
  const country = shop.state.catalogue.countries.find((c) => c.code === countryCode.toUpperCase());
  const refused = (reason: string) => ({
    serviceable: false,
    reason,
    courier: 'DHL Express',
    minDays: 0,
    maxDays: 0,
    shippingCharge: 0,
  });
  if (!country) return refused(`We do not ship to ${countryCode.toUpperCase()} yet.`);
  if (!new RegExp(country.postalCodePattern).test(postalCode)) {
    return {
      ...refused(`${postalCode} is not a valid ${country.postalCodeLabel} in ${country.name}.`),
      countryName: country.name,
    };
  }
  return { serviceable: true, courier: 'DHL Express', minDays: 7, maxDays: 12, shippingCharge: 0, countryName: country.name };
}
