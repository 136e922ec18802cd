/**
 * The transport: turns one action call into an HTTP request (request.ts builds it from the action
 * table; `fetch` sends it) and the reply into `{ data }` or `{ error }` (reply.ts), applying every
 * wire rule of docs/product-rules.md §4, 6, 7 and 8, then the session's side of the reply.
 */
import type { ActionName } from './generated/actions.gen.ts';
import { DEFAULT_MAX_REPLY_BYTES, readBody, TOO_LARGE } from './body.ts';
import { AbortedError, ApiError, BadResponseError, GuardError, isAttarError, NetworkError, TimeoutError } from './errors.ts';
import { buildHeaders, DEFAULT_MARKETPLACE_KEY, documentCookie } from './headers.ts';
import { lazyRaw } from './raw.ts';
import { interpret, tooLarge } from './reply.ts';
import { requestParts, requestTemplate, type RequestTemplate } from './request.ts';
import { createMemorySession, type SessionStore } from './session.ts';
import type { ActionInput, ActionResult, CallOptions, Transport, TransportOptions } from './types.ts';
import { createXsrfJar, isXsrfRefusal, XSRF_COOKIE } from './xsrf.ts';

/** Creates the transport that the SDK modules call through. */
export function createTransport(options: TransportOptions = {}): Transport {
  const session = options.session ?? createMemorySession();
  const marketplaceKey = options.marketplaceKey ?? DEFAULT_MARKETPLACE_KEY;
  const readCookie = options.getCookie ?? documentCookie;
  // outside a browser nobody keeps the anti-forgery cookie: the transport does (xsrf.ts)
  const jar = createXsrfJar();
  const getCookie = (name: string) => readCookie(name) ?? (name === XSRF_COOKIE ? jar.get() : undefined);
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const defaultBase = options.baseUrl ?? '';
  const validate = options.validateReplies ?? false;
  const maxBytes = options.maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES;
  const templates = new Map<ActionName, RequestTemplate>();
  const templateOf = (name: ActionName) => {
    let t = templates.get(name);
    if (!t) templates.set(name, (t = requestTemplate(name, (service) => options.serviceUrls?.[service] ?? defaultBase)));
    return t;
  };

  async function call<A extends ActionName>(
    name: A,
    input: ActionInput<A> | undefined,
    callOptions: CallOptions = {},
  ): Promise<ActionResult<A>> {
    const started = Date.now();
    let result = await send(name, input, callOptions);
    // refused for a missing or stale anti-forgery echo: the refusal set a fresh cookie and changed nothing, so once more with it
    if (isXsrfRefusal(result.error) && getCookie(XSRF_COOKIE) !== undefined) result = await send(name, input, callOptions);
    const policy = callOptions.retry ?? options.retry;
    // the retry loop (retry.ts) loads with the first refusal while a policy is set: a client that never meets one never
    // downloads it, and one that cannot load it (offline) returns the refusal as it is
    if (policy && result.error?.kind === 'api') {
      const first = result;
      result = await import('./retry.ts').then(
        (retry) =>
          retry.retryCall(
            first,
            name,
            input,
            policy,
            callOptions,
            callOptions.timeoutMs ?? options.timeoutMs ?? 0,
            started,
            send,
          ),
        () => first,
      );
    }
    if (result.error instanceof ApiError && result.error.isUnauthorized && session.getToken() !== null) {
      session.setToken(null);
      options.onSessionExpired?.(result.error);
    }
    applySessionEffect(templates.get(name)?.row.session, result, session);
    return result;
  }

  /** One call's request, all that is known before sending; throws what stops it (a guard's GuardError, a lazy chunk's NetworkError, whatever an input can break). */
  async function prepare<A extends ActionName>(name: A, input: ActionInput<A> | undefined, callOptions: CallOptions) {
    const t = templateOf(name);
    const action = t.row;
    let plain = input as Record<string, unknown> | undefined;
    if (action.guard) {
      // the docs/product-rules.md §5 guards load with the first guarded call (none is on a page's first view)
      const guarded = (await chunk(import('./guards.ts'), name)).runGuard(action.guard, name, { ...plain }, action.bodyFields);
      if ('error' in guarded) throw guarded.error;
      plain = guarded.input;
    }
    const { url, body } = requestParts(t, plain);
    const contentType = action.contentType;
    // forms (review photos) are encoded by encoding.ts, loaded with the first form sent; every other body is JSON
    const encoded =
      body === undefined
        ? undefined
        : t.json
          ? JSON.stringify(body)
          : ((await chunk(import('./encoding.ts'), name)).encodeForm(contentType, body) as BodyInit);
    const headers = buildHeaders({
      session,
      marketplaceKey,
      actiontag: name,
      getCookie,
      extra: callOptions.headers ? { ...options.headers, ...callOptions.headers } : options.headers,
    });
    if (contentType && contentType !== 'multipart/form-data') headers['Content-Type'] = contentType; // a form's boundary comes with its body
    // a kept anti-forgery cookie goes back as a browser's would (a browser keeps its own and never shows Set-Cookie)
    const kept = readCookie(XSRF_COOKIE) === undefined ? jar.get() : undefined;
    if (kept !== undefined) headers.cookie = `${XSRF_COOKIE}=${kept}`;
    return { url, method: action.method, headers, body: encoded, payload: action.data };
  }

  async function send<A extends ActionName>(
    name: A,
    input: ActionInput<A> | undefined,
    callOptions: CallOptions,
  ): Promise<ActionResult<A>> {
    let prepared: Awaited<ReturnType<typeof prepare<A>>>;
    try {
      prepared = await prepare(name, input, callOptions);
    } catch (cause) {
      // a guard's refusal or an input that cannot be sent (a value JSON or a URL cannot hold, an action the table lacks) as a value
      return {
        error: isAttarError(cause)
          ? cause
          : new GuardError(`The input of ${name} cannot be sent (${describe(cause)})`, 'request.invalid', name),
      };
    }
    const { url, method, headers, body, payload } = prepared;

    const timeoutMs = callOptions.timeoutMs ?? options.timeoutMs ?? 0;
    const callerSignal = callOptions.signal;
    if (callerSignal?.aborted) return { error: new AbortedError(name, callerSignal.reason) };
    // a signal of our own only for a timeout: without one the caller's (or none) goes straight to fetch
    let controller: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the call's own end, by the SDK's timer or the caller's signal: it settles the call even when fetch ignores its signal
    let stopped: ((why: Stop) => void) | undefined;
    const stop = timeoutMs > 0 || callerSignal ? new Promise<Stop>((resolve) => (stopped = resolve)) : undefined;
    const onAbort = () => {
      stopped?.('aborted');
      controller?.abort(callerSignal?.reason);
    };
    callerSignal?.addEventListener('abort', onAbort, { once: true });
    if (timeoutMs > 0) {
      const own = (controller = new AbortController());
      timer = setTimeout(() => {
        stopped?.('timeout');
        own.abort();
      }, timeoutMs);
    }
    const signal = controller?.signal ?? callerSignal;

    const exchange = (async (): Promise<Exchange> => {
      try {
        const response = await fetchImpl(new Request(url, { method, headers, body, signal }));
        jar.take(response);
        return { response, text: await readBody(response, maxBytes, signal) };
      } catch (cause) {
        return { cause };
      }
    })();
    const outcome = stop ? await Promise.race([exchange, stop]) : await exchange;
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onAbort);
    if (outcome === 'timeout') return { error: new TimeoutError(timeoutMs, name) };
    if (outcome === 'aborted' || ('cause' in outcome && callerSignal?.aborted))
      return { error: new AbortedError(name, callerSignal?.reason) };
    if ('cause' in outcome) {
      if (signal?.aborted) return { error: new TimeoutError(timeoutMs, name) };
      return { error: new NetworkError(`Could not reach the shop (${describe(outcome.cause)})`, name, outcome.cause) };
    }
    const { response, text } = outcome;
    if (text === TOO_LARGE) return { error: tooLarge(name, response.status, maxBytes) };
    try {
      return await interpret<A>(name, response, text, validate, payload);
    } catch (cause) {
      // interpret reads every reply into a value; whatever it still meets (a validator's own failure) is the reply's fault
      return {
        error: isAttarError(cause)
          ? cause
          : new BadResponseError({
              message: `The reply to ${name} could not be read (${describe(cause)})`,
              httpStatus: response.status,
              actiontag: name,
              cause,
            }),
      };
    }
  }

  return { call, session, raw: lazyRaw(defaultBase, fetchImpl) };
}

const describe = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/** What ended a call before its reply did. */
type Stop = 'timeout' | 'aborted';
/** A reply and its body's text, or why there is none. */
type Exchange = { response: Response; text: string | typeof TOO_LARGE } | { cause: unknown };

/** A lazy chunk of the SDK; one that cannot load (the network went away after the page loaded) fails the call as a NetworkError. */
const chunk = <T>(loading: Promise<T>, name: string): Promise<T> =>
  loading.catch((cause) => {
    throw new NetworkError(`Could not load part of the SDK (${describe(cause)})`, name, cause);
  });

/** Sign-in replies carry a token that starts a buyer session; sign-out ends it whatever the reply, account deletion once it succeeded. */
function applySessionEffect(effect: string | undefined, result: { data?: unknown }, session: SessionStore) {
  if (effect === 'end' || (effect === 'endOnSuccess' && result.data !== undefined)) session.setToken(null);
  if (effect === 'start' && result.data && typeof result.data === 'object') {
    const token = (result.data as { token?: unknown }).token;
    if (typeof token === 'string' && token.length > 0) session.setToken(token);
  }
}
