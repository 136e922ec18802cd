/**
 * The transport: turns one action call into an HTTP request (request.ts builds it from the action
 * table; `fetch` sends it) and the reply into `{ data }` or `{ error }` (reply.ts), applying every
 * wire rule of docs/product-rules.md §4, 6, 7 and 8, then the session's side of the reply.
 */
import type { ActionName } from './generated/actions.gen.ts';
import { AbortedError, ApiError, NetworkError, TimeoutError } from './errors.ts';
import { buildHeaders, DEFAULT_MARKETPLACE_KEY, documentCookie } from './headers.ts';
import { lazyRaw } from './raw.ts';
import { interpret } from './reply.ts';
import { requestParts, requestTemplate, type RequestTemplate } from './request.ts';
import { createMemorySession, type SessionStore } from './session.ts';
import type { ActionInput, ActionResult, CallOptions, Transport, TransportOptions } from './types.ts';

/** Creates the transport that the SDK modules call through. */
export function createTransport(options: TransportOptions = {}): Transport {
  const session = options.session ?? createMemorySession();
  const marketplaceKey = options.marketplaceKey ?? DEFAULT_MARKETPLACE_KEY;
  const getCookie = options.getCookie ?? documentCookie;
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const defaultBase = options.baseUrl ?? '';
  const validate = options.validateReplies ?? false;
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
    const policy = callOptions.retry ?? options.retry;
    // the retry loop (retry.ts) loads with the first refusal while a policy is set: a client that never meets one never downloads it
    if (policy && result.error?.kind === 'api') {
      result = await import('./retry.ts').then((retry) =>
        retry.retryCall(result, name, input, policy, callOptions, callOptions.timeoutMs ?? options.timeoutMs ?? 0, started, send),
      );
    }
    if (result.error instanceof ApiError && result.error.isUnauthorized && session.getToken() !== null) {
      session.setToken(null);
      options.onSessionExpired?.(result.error);
    }
    applySessionEffect(templateOf(name).row.session, result, session);
    return result;
  }

  async function send<A extends ActionName>(
    name: A,
    input: ActionInput<A> | undefined,
    callOptions: CallOptions,
  ): Promise<ActionResult<A>> {
    const t = templateOf(name);
    const action = t.row;
    let plain = input as Record<string, unknown> | undefined;
    if (action.guard) {
      // the docs/product-rules.md §5 guards load with the first guarded call (none is on a page's first view)
      const guarded = (await import('./guards.ts')).runGuard(action.guard, name, { ...plain }, action.bodyFields);
      if ('error' in guarded) return { error: guarded.error };
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
          : ((await import('./encoding.ts')).encodeForm(contentType, body) as BodyInit);

    const timeoutMs = callOptions.timeoutMs ?? options.timeoutMs ?? 0;
    const callerSignal = callOptions.signal;
    if (callerSignal?.aborted) return { error: new AbortedError(name, callerSignal.reason) };
    // a signal of our own only for a timeout: without one the caller's (or none) goes straight to fetch
    let controller: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const onAbort = () => controller?.abort(callerSignal?.reason);
    if (timeoutMs > 0) {
      const own = (controller = new AbortController());
      callerSignal?.addEventListener('abort', onAbort, { once: true });
      timer = setTimeout(() => {
        timedOut = true;
        own.abort();
      }, timeoutMs);
    }
    const signal = controller?.signal ?? callerSignal;

    const headers = buildHeaders({
      session,
      marketplaceKey,
      actiontag: name,
      getCookie,
      extra: callOptions.headers ? { ...options.headers, ...callOptions.headers } : options.headers,
    });
    if (contentType && contentType !== 'multipart/form-data') headers['Content-Type'] = contentType; // a form's boundary comes with its body
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(new Request(url, { method: action.method, headers, body: encoded, signal }));
      text = await response.text();
    } catch (cause) {
      if (timedOut) return { error: new TimeoutError(timeoutMs, name) };
      if (signal?.aborted) return { error: new AbortedError(name, cause) };
      return { error: new NetworkError(`Could not reach the shop (${describe(cause)})`, name, cause) };
    } finally {
      if (controller) {
        clearTimeout(timer);
        callerSignal?.removeEventListener('abort', onAbort);
      }
    }
    return interpret<A>(name, response, text, validate);
  }

  return { call, session, raw: lazyRaw(defaultBase, fetchImpl) };
}

const describe = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/** Sign-in replies carry a token that starts a buyer session; sign-out ends it whatever the reply, account deletion once it succeeded. */
function applySessionEffect(effect: string | undefined, result: { data?: unknown }, session: SessionStore) {
  if (effect === 'end' || (effect === 'endOnSuccess' && result.data !== undefined)) session.setToken(null);
  if (effect === 'start' && result.data && typeof result.data === 'object') {
    const token = (result.data as { token?: unknown }).token;
    if (typeof token === 'string' && token.length > 0) session.setToken(token);
  }
}
