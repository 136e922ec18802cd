/**
 * Dates as an Indian shop writes them, spelled out here rather than with `Intl.DateTimeFormat('en-IN')`:
 * the text is the same (date-format.test.ts compares them over years of days) but building an Intl
 * formatter loads locale data and costs tens of milliseconds of a phone's main thread, in the first
 * view of a product page (review dates, delivery estimate).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const shortMonth = (month: number) => {
  const name = MONTHS[month]!;
  // en-IN abbreviates September as "Sept"
  return month === 8 ? 'Sept' : name.slice(0, 3);
};

/** India's offset from UTC (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * `22 November 2026`, the date in India (a review's date): the same text from the server and from any
 * browser, whatever their time zones, so a page rendered on the server hydrates without a mismatch.
 */
export const longDate = (date: Date): string => {
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
};

/** `Thu, 26 Nov`, of the date in UTC (a delivery estimate given as a calendar date). */
export const deliveryDay = (date: Date): string =>
  `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${shortMonth(date.getUTCMonth())}`;
