/**
 * A shop that refuses for load (429 Too Many Requests) is busy, not broken: a read waits the seconds
 * it names and asks again by itself (use-action.ts), a write is left to the shopper (sending it twice
 * could do it twice), and both say so calmly (errorMessage in components/ui/status.tsx). Kept to a few
 * lines: every page's first load carries it. A read retries any 429 (the wait is what the shop asked).
 */
import type { ActionName, ApiError, AttarError } from '@attar/sdk';
import { sdkIfLoaded } from './client.ts';

/**
 * Seconds a read waits out a 429 before asking again (5 when the shop named none), or undefined: not
 * a 429, not safe to send twice (a checkout's review stores the coupon), or a wait over 30 s, which
 * the shopper had better choose to sit out.
 */
export function busyReadWait(error: AttarError): number | undefined {
  const { status, retryAfterSeconds, actiontag } = error as ApiError;
  const wait = retryAfterSeconds || 5;
  // a refusal came from a call, so the SDK has loaded (data/client.ts)
  const idempotent = Boolean(actiontag) && sdkIfLoaded()?.isIdempotent(actiontag as ActionName) === true;
  return status === 429 && wait <= 30 && idempotent ? wait : undefined;
}

/** Refusals a read is waiting out right now (use-action.ts adds them): their message says "trying again". */
export const retrying = new WeakSet<object>();
