/**
 * An en-IN date formatter built on first use. Building an `Intl.DateTimeFormat` loads locale data and
 * costs tens of milliseconds on a phone; made at a module's top level it would be paid while the
 * module loads (in the product page's first view), made per render it would be paid every time.
 * @example const reviewDate = dateFormatter({ day: 'numeric', month: 'long', year: 'numeric' }); reviewDate(new Date())
 */
export function dateFormatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('en-IN', options)).format(date);
}
