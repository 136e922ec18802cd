/** Where a shopper goes after signing in: the `returnTo` of the query, if it is a page of this shop. */

const AUTH_PAGES = ['/login', '/loginpassword', '/registration', '/forgot-password'];

/**
 * A safe place to return to: an in-shop path (never another site, never an account page), else
 * `fallback`.
 * @example safeReturnTo('/cart') // '/cart'
 * @example safeReturnTo('https://evil.example') // '/profile'
 */
export function safeReturnTo(raw: string | null | undefined, fallback = '/profile'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  const path = raw.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return AUTH_PAGES.includes(path) ? fallback : raw;
}

/** An account page's link that keeps `returnTo` (so switching sign-in method does not lose it). */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}
