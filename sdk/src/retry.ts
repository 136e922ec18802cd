/**
 * The retry policy: a call the shop refused for load (429 Too Many Requests, 503 Service Unavailable)
 * is sent again after the wait the shop named, if the call is safe to repeat (`isIdempotent`: the spec's
 * GETs and `x-idempotent` reads, or a write with an idempotency key). The
 * transport loads this module the first time such a refusal arrives with a policy set, so a client
 * that never meets one (a storefront's first view) never downloads it.
 */
import type { ActionName } from './generated/actions.gen.ts';
import { isIdempotent } from './action-table.ts';
import { AbortedError, ApiError, TimeoutError, type AttarError } from './errors.ts';
import type { ActionInput, ActionResult, CallOptions, RetryPolicy } from './types.ts';

export type { RetryPolicy } from './types.ts';

export const DEFAULT_RETRY = { attempts: 2, maxDelayMs: 10_000 } as const;

/** The HTTP statuses that mean "not now" rather than "no". */
const LOAD_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** True for a refusal worth retrying: the shop was too busy, not the request wrong. */
export const isLoadRefusal = (error: AttarError | undefined): error is ApiError =>
  error instanceof ApiError && (LOAD_STATUSES.has(error.httpStatus) || LOAD_STATUSES.has(error.status));

/** A wait for when the shop named none (a 503 from a gateway): 1 s, then 2 s, then 4 s. */
const backoffMs = (attempt: number) => 1000 * 2 ** (attempt - 1);

/** Waits `ms`, or less when `signal` aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** How the transport sends one attempt of a call (its `send`). */
type Send = <A extends ActionName>(
  action: A,
  input: ActionInput<A> | undefined,
  options: CallOptions,
) => Promise<ActionResult<A>>;

/**
 * Retries `first` while the shop refuses for load, the call is idempotent and attempts are left. A
 * wait longer than `maxDelayMs`, or one that would end after the call's timeout, is not started: the
 * refusal is returned as it is, since it says when to come back and a timeout would not. `timeoutMs`
 * is the whole call's (0 = none), counted from `started`: the waits and the retries all fit in it.
 * (Positional parameters: the transport's side of this call is in every storefront's first load.)
 */
export async function retryCall<A extends ActionName>(
  first: ActionResult<A>,
  action: A,
  input: ActionInput<A> | undefined,
  policy: true | RetryPolicy,
  options: CallOptions,
  timeoutMs: number,
  started: number,
  send: Send,
): Promise<ActionResult<A>> {
  const {
    attempts = DEFAULT_RETRY.attempts,
    maxDelayMs = DEFAULT_RETRY.maxDelayMs,
    onRetry,
    sleep: wait = sleep,
  } = policy === true ? {} : policy;
  if (!isIdempotent(action, input)) return first;
  const deadline = timeoutMs > 0 ? started + timeoutMs : Infinity;
  let result = first;
  for (let attempt = 1; attempt <= attempts && isLoadRefusal(result.error); attempt++) {
    const error = result.error;
    const delayMs = error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : backoffMs(attempt);
    if (delayMs > maxDelayMs || Date.now() + delayMs >= deadline) return result;
    onRetry?.({ actiontag: action, attempt, delayMs, error });
    if (!options.signal?.aborted) await wait(delayMs, options.signal);
    if (options.signal?.aborted) return { error: new AbortedError(action, options.signal.reason) };
    const left = deadline - Date.now();
    if (left <= 0) return { error: new TimeoutError(timeoutMs, action) };
    result = await send(action, input, { ...options, timeoutMs: left === Infinity ? 0 : left });
    // the attempt ran on what was left of the timeout; the caller set the whole one
    if (result.error instanceof TimeoutError) return { error: new TimeoutError(timeoutMs, action) };
  }
  return result;
}
