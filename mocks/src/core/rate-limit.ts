/**
 * Rate limits as the contract describes them: every reply of the API carries the IETF RateLimit
 * header fields of a fixed per-minute budget, and the `ratelimit` scenario switch turns requests into
 * 429 `request.rateLimited` replies with `Retry-After`, so clients can build and test their retries.
 *
 * The budget is reported, never enforced: a mock that refused busy test suites on its own would fail
 * them for no reason a test chose. Refusals come only from the switch (and the shop's own rules, such
 * as OTP and contact-form limits, which send `Retry-After` too).
 */
import type { Shop } from '../shop/shop.ts';
import { ShopError } from './errors.ts';
import type { Scenario } from './scenario.ts';

/** Requests a minute the mock reports as the budget (`RateLimit-Limit`): ten a second. */
export const RATE_LIMIT_PER_MINUTE = 600;
const WINDOW_MS = 60_000;

/** The budget as one reply reports it. */
export interface Budget {
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

interface Meter {
  windowStart: number;
  used: number;
}

/** One meter per shop, so a reset shop starts with a full budget; it is not part of the saved state. */
const meters = new WeakMap<Shop, Meter>();

/**
 * Counts one API request against the shop's budget and returns what its reply reports. The window
 * follows real time, not the shop's clock: a fixed clock (`--start`) would never refill it, and a
 * client that paces itself by `RateLimit-Remaining` would wait forever.
 */
export function meterRequest(shop: Shop, now = Date.now()): Budget {
  const windowStart = now - (now % WINDOW_MS);
  let meter = meters.get(shop);
  if (!meter || meter.windowStart !== windowStart) {
    meter = { windowStart, used: 0 };
    meters.set(shop, meter);
  }
  meter.used++;
  return {
    limit: RATE_LIMIT_PER_MINUTE,
    remaining: Math.max(0, RATE_LIMIT_PER_MINUTE - meter.used),
    resetSeconds: Math.ceil((windowStart + WINDOW_MS - now) / 1000),
  };
}

/** The RateLimit header fields of a reply. */
export function budgetHeaders(budget: Budget): Record<string, string> {
  return {
    'RateLimit-Limit': String(budget.limit),
    'RateLimit-Remaining': String(budget.remaining),
    'RateLimit-Reset': String(budget.resetSeconds),
  };
}

/** The budget a 429 reports: nothing left until the client may retry. */
export const exhausted = (retryAfterSeconds: number): Budget => ({
  limit: RATE_LIMIT_PER_MINUTE,
  remaining: 0,
  resetSeconds: retryAfterSeconds,
});

/** The refusal of a request the `ratelimit` switch stops; the router answers it with `exhausted` headers. */
export class RateLimitedError extends ShopError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      'request.rateLimited',
      `Too many requests. Try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
      { retryAfterSeconds },
    );
    this.name = 'RateLimitedError';
  }
}

/**
 * Decides whether the `ratelimit` switch refuses one request: the seconds to retry after, or undefined.
 * A counted switch (`S/N`) of the server's is used up one request at a time and switched off after its
 * last refusal; a request that names its own `ratelimit` does not count against the server's. Call it
 * as soon as the request's switches are read, so concurrent requests use up the count one by one.
 */
export function takeRateLimit(shop: Shop, scenario: Scenario): number | undefined {
  const limit = scenario.rateLimit;
  if (!limit) return undefined;
  if (limit === shop.flags.rateLimit && limit.requests !== undefined) {
    // replaced, never changed in place: the same object may be the options a reset starts from
    shop.flags.rateLimit = limit.requests > 1 ? { ...limit, requests: limit.requests - 1 } : null;
  }
  return limit.retryAfterSeconds;
}
