/**
 * Money arrives as rupees with at most two decimals. Arithmetic happens in integer paise; the UI shows
 * whole rupees in the Indian grouping (`₹1,299`).
 */

/** An integer number of paise (1 rupee = 100 paise). */
export type Paise = number & { readonly __unit?: 'paise' };

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

// built on first use: constructing it costs ~15 ms, which every CLI start would pay
let inr: Intl.NumberFormat | undefined;
const rupeeFormat = () =>
  (inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 }));

/**
 * Formats rupees for display: Indian grouping, no decimals (rounded half up to the rupee).
 * @example formatINR(129999.5) // '₹1,30,000'
 */
export function formatINR(rupees: number): string {
  const wholeRupees = Math.round(toPaise(rupees) / 100);
  return rupeeFormat().format(wholeRupees);
}
