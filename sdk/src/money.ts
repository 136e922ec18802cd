/**
 * Money arrives as rupees with at most two decimals. Arithmetic happens in integer paise; the UI shows
 * whole rupees in the Indian grouping (`₹1,299`).
 */

/** An integer number of paise (1 rupee = 100 paise). */
export type Paise = number & {
  /** A type-only mark that keeps paise and rupees apart; never set at run time. */ readonly __unit?: 'paise';
};

/**
 * Converts an API rupee amount to integer paise. Throws RangeError for anything that is not a finite
 * amount with at most two decimals.
 * @example toPaise(1299.5) // 129950
 */
export function toPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6 * Math.max(1, Math.abs(rupees))) {
    throw new RangeError(`More than two decimals: ${rupees}`);
  }
  return paise;
}

/** Converts paise back to the API's rupee number. @example fromPaise(129950) // 1299.5 */
export const fromPaise = (paise: Paise): number => paise / 100;

/** Adds rupee amounts exactly. @example sumRupees([0.1, 0.2]) // 0.3 */
export const sumRupees = (amounts: readonly number[]): number =>
  fromPaise(amounts.reduce<number>((total, a) => total + toPaise(a), 0));

/** Multiplies a rupee unit price by a quantity exactly. @example lineTotal(1299.5, 3) // 3898.5 */
export const lineTotal = (unitPrice: number, quantity: number): number => fromPaise(toPaise(unitPrice) * quantity);

/**
 * Groups whole rupees the Indian way: the last three digits, then pairs (`12345678` -> `1,23,45,678`).
 * Written out rather than `Intl.NumberFormat('en-IN', { currency: 'INR' })`, which gives the same text
 * (a test compares them) but costs tens of milliseconds to build on a phone, in the first render of
 * every page that shows a price, and ~15 ms at every CLI start.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * Formats rupees for display: Indian grouping, no decimals (rounded half up to the rupee).
 * @example formatINR(129999.5) // '₹1,30,000'
 */
export function formatINR(rupees: number): string {
  const wholeRupees = Math.round(toPaise(rupees) / 100);
  return `${wholeRupees < 0 ? '-' : ''}₹${groupIndian(String(Math.abs(wholeRupees)))}`;
}
