/** Dates and amounts as an Indian shop shows them: IST calendar days, working days, rupees. */
import { DAY } from '../../core/clock.ts';

const IST_OFFSET = 5.5 * 3_600_000;

/** The IST calendar date of an instant. @example istDate(Date.parse('2026-11-24T20:00:00Z')) // '2026-11-25' */
export const istDate = (time: number): string => new Date(time + IST_OFFSET).toISOString().slice(0, 10);

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' });

/** A date for shoppers. @example humanDate('2026-11-15T09:00:00Z') // '15 November' */
export const humanDate = (iso: string): string => dayMonth.format(new Date(iso));

const clock = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' });

/** A time of day in IST. @example humanTime('2026-11-20T10:45:30Z') // '16:15' */
export const humanTime = (iso: string): string => clock.format(new Date(iso));

/** The same time of day `n` working days (Monday to Friday, IST) later. */
export function workingDaysAfter(time: number, n: number): number {
  let at = time;
  let left = n;
  while (left > 0) {
    at += DAY;
    const weekday = new Date(at + IST_OFFSET).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at;
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Rupees for messages, paise kept when there are any. @example formatRupees(2499) // '₹2,499' */
export const formatRupees = (rupees: number): string => inr.format(rupees);
