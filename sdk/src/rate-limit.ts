/**
 * The rate-limit headers of a reply (spec/common.yaml): `RateLimit-Limit`, `RateLimit-Remaining` and
 * `RateLimit-Reset` on any reply the marketplace meters, and `Retry-After` on a 429. Every reply of a
 * storefront passes through here, so it stays a few lines: the retry loop that acts on them is retry.ts,
 * loaded only when a retry is due.
 */

/** The IETF RateLimit header fields of a reply; each is undefined when the shop did not send it. */
export interface RateLimit {
  /** How many calls the current window allows (`RateLimit-Limit`). */
  limit: number | undefined;
  /** How many are left in it (`RateLimit-Remaining`). */
  remaining: number | undefined;
  /** Seconds until the window starts again (`RateLimit-Reset`). */
  resetSeconds: number | undefined;
}

/** A header holding a whole number, else undefined: a missing or malformed header tells nothing. */
const whole = (value: string | null): number | undefined => (value !== null && /^\s*\d+\s*$/.test(value) ? +value : undefined);

/** The rate-limit fields of `headers`, or undefined when the shop sent none (it does not meter this call). */
export function readRateLimit(headers: Headers): RateLimit | undefined {
  const [limit, remaining, resetSeconds] = ['limit', 'remaining', 'reset'].map((field) =>
    whole(headers.get(`ratelimit-${field}`)),
  );
  return (limit ?? remaining ?? resetSeconds) === undefined ? undefined : { limit, remaining, resetSeconds };
}

/**
 * Seconds to wait from a `Retry-After` header: a number of seconds, or an HTTP date (RFC 9110 allows
 * both; proxies and CDNs in front of the shop send dates), counted from `now` and never below 0.
 * Undefined when the header is missing or unreadable.
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const seconds = whole(value);
  if (seconds !== undefined) return seconds;
  // an HTTP date names its month; Date.parse alone would read "-5" or "1.5" as years
  const at = /[a-z]{3}/i.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
