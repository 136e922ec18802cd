/** Rupee amounts in shopper-facing messages: Indian grouping, paise shown only when there are any. */
import { fromPaise, type Paise } from '@attar/sdk';

const whole = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Formats paise as rupees for a message.
 * @example rupeeText(20100) // '₹201'; rupeeText(129950) // '₹1,299.50'
 */
export function rupeeText(paise: Paise): string {
  const rupees = fromPaise(paise);
  return `₹${paise % 100 === 0 ? whole.format(rupees) : exact.format(rupees)}`;
}
