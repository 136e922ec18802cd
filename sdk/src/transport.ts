/**
 * The hand-written transport: turns one action call into an HTTP request (the action table says where
 * and how; `fetch` sends it) and the reply into `{ data }` or `{ error }` (reply.ts), applying every
 * wire rule of docs/product-rules.md §4, 6, 7 and 8.
 */
import type { Client } from 'openapi-fetch';
import type { actions, ActionName, ActionTypes } from './generated/actions.gen.ts';
import { actionRow, type ActionRow } from './action-table.ts';
import type { paths } from './generated/types.gen.ts';
import { AbortedError, ApiError, NetworkError, TimeoutError, type AttarError } from './errors.ts';
import { buildHeaders, DEFAULT_MARKETPLACE_KEY, documentCookie } from './headers.ts';
import type { RateLimit } from './rate-limit.ts';
import { interpret } from './reply.ts';
import type { RetryPolicy } from './retry.ts';
import { createMemorySession, type SessionStore } from './session.ts';

type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** A marketplace service (`checkout`, `buyer`, ...): the key of `serviceUrls`, one per document in spec/. */
export type ServiceName = (typeof actions)[ActionName]['service'];

/** What a caller passes to an action: body fields, query parameters and path parameters, flat. */
export type ActionInput<A extends ActionName> = Simplify<ActionTypes[A]['body'] & ActionTypes[A]['query'] & ActionTypes[A]['path']>;
/** The full success reply of an action (envelope and data). */
export type ActionReply<A extends ActionName> = ActionTypes[A]['reply'];
/** The `data` of an action's success reply. */
export type ActionData<A extends ActionName> = ActionReply<A> extends { /** The reply's payload. */ data: infer D } ? D : undefined;

/** Envelope fields of a reply, success or failure. */
export interface ReplyMeta {
  /** The envelope's `status`: 200 on success, the refusal's status otherwise. */
  status: number;
  /** The HTTP status of the reply. */
  httpStatus: number;
  /** The envelope's message ('' when it had none). */
  message: string;
  /** The shop's request id (from the envelope, else the `x-request-id` header), for support and logs. */
  requestId: string | undefined;
  /** The reply's `RateLimit-*` headers, when the shop meters the call: slow down before it says 429. */
  rateLimit?: RateLimit;
}

/** What every action returns: failures are values, never thrown. */
export type ActionResult<A extends ActionName> =
  | {
      /** The reply's `data`, typed from the contract. */
      data: ActionData<A>;
      /** Absent on success: test `error` first, and TypeScript narrows `data`. */
      error?: undefined;
      /** The envelope around the data. */
      meta: ReplyMeta;
    }
  | {
      /** Absent on failure. */
      data?: undefined;
      /** Why the call failed: one of the AttarError subclasses, told apart by `kind`. */
      error: AttarError;
      /** The envelope, when the shop answered with one (not for network, timeout, abort or guard failures). */
      meta?: ReplyMeta;
    };

/** Options for one call, the last argument of every action function. */
export interface CallOptions {
  /** Cancels the call; the result is then an AbortedError. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call (ms, 0 = none). */
  timeoutMs?: number;
  /** Extra headers for this call only (for example the mock's scenario switch). */
  headers?: Record<string, string>;
  /** Overrides the client's retry policy for this call (`false`: never retry it). */
  retry?: boolean | RetryPolicy;
}

/**
 * How a client talks to the marketplace: `createAttarClient`'s options, exported as AttarClientOptions.
 * @inline
 */
export interface TransportOptions {
  /** Base URL for every service; '' means same origin. */
  baseUrl?: string;
  /** Per-service base URLs, for a marketplace that hosts services apart. */
  serviceUrls?: Partial<Record<ServiceName, string>>;
  /** Where the buyer's token lives: `createStorageSession(localStorage)` to survive a reload; a memory session by default. */
  session?: SessionStore;
  /** The public key a guest speaks with (docs/product-rules.md: `public`). */
  marketplaceKey?: string;
  /** Injected fetch (tests, Node without global fetch, instrumentation). */
  fetch?: (request: Request) => Promise<Response>;
  /** Check every success reply against the contract (zod, loaded lazily on first use). */
  validateReplies?: boolean;
  /** Milliseconds before a call fails with TimeoutError; 0 (the default, as docs/product-rules.md says) = no timeout. */
  timeoutMs?: number;
  /** Reads a cookie for the X-XSRF-TOKEN echo; defaults to document.cookie in browsers. */
  getCookie?: (name: string) => string | undefined;
  /** Headers added to every call. */
  headers?: Record<string, string>;
  /** Called after a 401 cleared the stored token (the buyer is a guest again). */
  onSessionExpired?: (error: ApiError) => void;
  /**
   * Retries a call the shop refused for load (429, 503) after its `Retry-After`, when the call is
   * idempotent (`isIdempotent`): `true` for 2 retries waiting at most 10 s each, or a RetryPolicy.
   * Off by default: a call then sends one request, and its caller (SWR, a CLI, a test) decides.
   */
  retry?: boolean | RetryPolicy;
}

/**
 * What the SDK modules call through; the client exposes its `session` and `raw`.
 * @inline
 */
export interface Transport {
  /** Sends one action and reads its reply; never throws. */
  call<A extends ActionName>(action: A, input: ActionInput<A> | undefined, options?: CallOptions): Promise<ActionResult<A>>;
  /** Where the buyer's token lives (the one passed in, or a memory session). */
  readonly session: SessionStore;
  /** The typed openapi-fetch client for the default base URL, for calls outside the action table. */
  readonly raw: Client<paths>;
}

/** Creates the transport that the SDK modules call through. */
export function createTransport(options: TransportOptions = {}): Transport {
  const session = options.session ?? createMemorySession();
  const marketplaceKey = options.marketplaceKey ?? DEFAULT_MARKETPLACE_KEY;
  const getCookie = options.getCookie ?? documentCookie;
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const defaultBase = options.baseUrl ?? '';

  async function call<A extends ActionName>(name: A, input: ActionInput<A> | undefined, callOptions: CallOptions = {}): Promise<ActionResult<A>> {
    const started = Date.now();
    let result = await send(name, input, callOptions);
    const policy = callOptions.retry ?? options.retry;
    // the retry loop (retry.ts) loads with the first refusal while a policy is set: a client that never meets one never downloads it
    if (policy && result.error?.kind === 'api') {
      result = await import('./retry.ts').then((retry) => retry.retryCall(result, name, input, policy, callOptions, callOptions.timeoutMs ?? options.timeoutMs ?? 0, started, send));
    }
    if (result.error instanceof ApiError && result.error.isUnauthorized && session.getToken() !== null) {
      session.setToken(null);
      options.onSessionExpired?.(result.error);
    }
    applySessionEffect(actionRow(name).session, result, session);
    return result;
  }

  async function send<A extends ActionName>(name: A, input: ActionInput<A> | undefined, callOptions: CallOptions): Promise<ActionResult<A>> {
    const action = actionRow(name);
    const plain = { ...(input as Record<string, unknown> | undefined) };
    // the docs/product-rules.md §5 guards load with the first guarded call (none is on a page's first view)
    const guarded = action.guard ? (await import('./guards.ts')).runGuard(action.guard, name, plain, action.bodyFields) : { input: plain };
    if ('error' in guarded) return { error: guarded.error };
    const { body, query, path } = splitInput(action, guarded.input);
    const contentType: string | undefined = action.contentType;
    const json = contentType === 'application/json';
    // forms (review photos) are encoded by encoding.ts, loaded with the first form sent; every other body is JSON
    const encoded = body && !json ? await import('./encoding.ts').then((encoding) => encoding.encodeForm(contentType, body)) : body;

    const timeoutMs = callOptions.timeoutMs ?? options.timeoutMs ?? 0;
    const controller = new AbortController();
    const onAbort = () => controller.abort(callOptions.signal?.reason);
    if (callOptions.signal?.aborted) return { error: new AbortedError(name, callOptions.signal.reason) };
    callOptions.signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = timeoutMs > 0 ? setTimeout(() => { timedOut = true; controller.abort(); }, timeoutMs) : undefined;

    const headers = buildHeaders({
      session,
      marketplaceKey,
      actiontag: action.actiontag,
      getCookie,
      extra: { ...options.headers, ...callOptions.headers },
    });
    if (contentType && contentType !== 'multipart/form-data') headers['Content-Type'] = contentType; // a form's boundary comes with its body
    const url = requestUrl(options.serviceUrls?.[action.service] ?? defaultBase, action.path, path, query);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(new Request(url, { method: action.method, headers, body: (json ? JSON.stringify(encoded) : encoded) as BodyInit | undefined, signal: controller.signal }));
      text = await response.text();
    } catch (cause) {
      if (timedOut) return { error: new TimeoutError(timeoutMs, name) };
      if (controller.signal.aborted) return { error: new AbortedError(name, cause) };
      return { error: new NetworkError(`Could not reach the shop (${describe(cause)})`, name, cause) };
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', onAbort);
    }
    return interpret<A>(name, response, text, options.validateReplies ?? false);
  }

  return { call, session, raw: lazyRaw(defaultBase, fetchImpl) };
}

/**
 * The URL of one action: the service's base, the path with its parameters filled in, and the query.
 * The contract's path and query parameters are all strings and integers, one value each (form style).
 */
function requestUrl(base: string, template: string, path: Record<string, unknown>, query: Record<string, unknown>): string {
  const search = Object.entries(query)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  const filled = template.replace(/\{(\w+)\}/g, (param, name: string) => (path[name] === undefined ? param : encodeURIComponent(String(path[name]))));
  return `${base.replace(/\/$/, '')}${filled}${search ? `?${search}` : ''}`;
}

/**
 * `attar.raw`, the typed openapi-fetch client, loaded with its first call: the actions send their own
 * requests (above), so a storefront that never uses `raw` never downloads openapi-fetch. Its methods
 * return promises already; `use` and `eject` take effect, in order, before the calls made after them.
 */
function lazyRaw(baseUrl: string, fetch: (request: Request) => Promise<Response>): Client<paths> {
  let client: Promise<Client<paths>> | undefined;
  const load = () => (client ??= import('openapi-fetch').then((openapiFetch) => openapiFetch.default<paths>({ baseUrl, fetch })));
  return new Proxy({} as Client<paths>, {
    get: (_, method: keyof Client<paths>) => (...args: unknown[]) => load().then((raw) => (raw[method] as (...a: unknown[]) => unknown)(...args)),
  });
}

/** Splits flat caller input into body, query and path by the action table. */
function splitInput(action: ActionRow, input: Record<string, unknown>) {
  const query: Record<string, unknown> = {};
  const path: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  const queryNames: readonly string[] = action.query ?? [];
  const pathNames: readonly string[] = action.pathParams ?? [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (queryNames.includes(key)) query[key] = value;
    else if (pathNames.includes(key)) path[key] = value;
    else body[key] = value;
  }
  // an action sends a body exactly when it has a content type
  return { query, path, body: action.contentType ? body : undefined };
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
