/** Display helpers shared by every command: rupees, dates, yes/no, short lists. */
import { formatINR } from '@attar/sdk';

/**
 * Rupees as the shop shows them: ₹, Indian grouping, no decimals. Anything that is not an amount is
 * shown as it came, never thrown over.
 * @example money(129999.5) // '₹1,30,000'
 */
export function money(value: unknown): string {
  if (typeof value !== 'number') return value === undefined || value === null ? '' : String(value);
  try {
    return formatINR(value);
  } catch {
    return String(value);
  }
}

/** An ISO timestamp as `2026-11-20 15:30` in the shop's time zone (IST), or the text as it came. */
export function dateTime(value: unknown): string {
  if (typeof value !== 'string') return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const ist = new Date(time + 330 * 60_000).toISOString();
  return /T00:00:00/.test(value) && value.length <= 10 ? ist.slice(0, 10) : `${ist.slice(0, 10)} ${ist.slice(11, 16)}`;
}

/** A date-only value (`2026-11-24`) or the date part of a timestamp. */
export const dateOnly = (value: unknown): string =>
  typeof value === 'string' ? (value.length === 10 ? value : dateTime(value).slice(0, 10)) : '';

export const yesNo = (value: unknown): string =>
  value === true || value === 'Y' ? 'yes' : value === false || value === 'N' ? 'no' : '';

/** A rating as `4.3 ★ (128)`. */
export function stars(rating: { average?: number; count?: number } | undefined): string {
  if (!rating || typeof rating.average !== 'number') return '';
  return `${rating.average.toFixed(1)} ★${typeof rating.count === 'number' ? ` (${rating.count})` : ''}`;
}

/** Any value as one line of text (objects as compact JSON). */
export function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
