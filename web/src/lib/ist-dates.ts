/**
 * Dates and times of orders and quotes, in India's time zone whatever the browser's. These use Intl:
 * they show on account pages, never in a first view (lib/date-format.ts spells dates out for those).
 */
const IST = 'Asia/Kolkata';

/** 22 Nov 2026 */
export const formatDate = (iso: string): string =>
  new Date(iso.length === 10 ? `${iso}T06:00:00Z` : iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: IST,
  });

/** 22 Nov 2026, 8:16 am */
export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: IST,
  });
