/**
 * The hand-written transport: turns one action call into an HTTP request through openapi-fetch and the
 * reply into `{ data }` or `{ error }`, applying every wire rule of SPEC.md sections 4, 6, 7 and 8.
 */
import createFetchClient, { type Client } from 'openapi-fetch';
import type { actions, ActionName, ActionTypes } from './generated/actions.gen.ts';
import { actionRow, type ActionRow } from './action-table.ts';
import type { paths } from './generated/types.gen.ts';
import { AbortedError, ApiError, BadResponseError, NetworkError, TimeoutError, type AttarError, type FieldProblem } from './errors.ts';
import { buildHeaders, DEFAULT_MARKETPLACE_KEY, documentCookie } from './headers.ts';
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
  /** The public key a guest speaks with (SPEC.md: `public`). */
  marketplaceKey?: string;
  /** Injected fetch (tests, Node without global fetch, instrumentation). */
  fetch?: (request: Request) => Promise<Response>;
  /** Check every success reply against the contract (zod, loaded lazily on first use). */
  validateReplies?: boolean;
  /** Milliseconds before a call fails with TimeoutError; 0 (the default, as SPEC.md says) = no timeout. */
  timeoutMs?: number;
  /** Reads a cookie for the X-XSRF-TOKEN echo; defaults to document.cookie in browsers. */
  getCookie?: (name: string) => string | undefined;
  /** Headers added to every call. */
  headers?: Record<string, string>;
  /** Called after a 401 cleared the stored token (the buyer is a guest again). */
  onSessionExpired?: (error: ApiError) => void;
}

type Validators = Record<string, { safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }>;
interface Validation {
  validators: Validators;
  /** actiontag -> reply schema name */
  replies: Record<string, string>;
}
let validationPromise: Promise<Validation> | undefined;
/** Loads the zod validators and the reply-schema map once, as separate chunks, only when reply validation is on. */
const loadValidation = (): Promise<Validation> =>
  (validationPromise ??= Promise.all([import('./generated/zod.gen.ts'), import('./generated/replies.gen.ts')]).then(
    ([validators, { replies }]) => ({ validators: validators as unknown as Validators, replies }),
  ));

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
  const clients = new Map<string, Client<paths>>();
  const clientFor = (baseUrl: string) => {
    let client = clients.get(baseUrl);
    if (!client) {
      client = createFetchClient<paths>({ baseUrl, fetch: fetchImpl });
      clients.set(baseUrl, client);
    }
    return client;
  };
  const defaultBase = options.baseUrl ?? '';

  async function call<A extends ActionName>(name: A, input: ActionInput<A> | undefined, callOptions: CallOptions = {}): Promise<ActionResult<A>> {
    const result = await send(name, input, callOptions);
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
    // the SPEC section 5 guards load with the first guarded call (none is on a page's first view)
    const guarded = action.guard ? (await import('./guards.ts')).runGuard(action.guard, name, plain, action.bodyFields) : { input: plain };
    if ('error' in guarded) return { error: guarded.error };
    const { body, query, path } = splitInput(action, guarded.input);

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
    const client = clientFor(options.serviceUrls?.[action.service] ?? defaultBase);
    let response: Response;
    let reply: RawReply;
    try {
      const contentType: string | null = action.contentType ?? null;
      if (contentType === 'application/x-www-form-urlencoded') headers['Content-Type'] = contentType;
      const result = await (client.request as (m: string, p: string, init: object) => Promise<{ response: Response; data?: unknown; error?: unknown }>)(
        action.method.toLowerCase(),
        action.path,
        {
          params: { query, path },
          headers,
          body: body === undefined ? undefined : encodeBody(contentType, body),
          ...(contentType === 'application/json' ? {} : { bodySerializer: (b: unknown) => b }),
          parseAs: 'text',
          signal: controller.signal,
        },
      );
      response = result.response;
      // openapi-fetch hands a 2xx body over as text and tries JSON on anything else
      reply = response.ok ? { text: typeof result.data === 'string' ? result.data : '' } : typeof result.error === 'string' || result.error === undefined
        ? { text: (result.error as string | undefined) ?? '' }
        : { parsed: result.error };
    } catch (cause) {
      if (timedOut) return { error: new TimeoutError(timeoutMs, name) };
      if (controller.signal.aborted) return { error: new AbortedError(name, cause) };
      return { error: new NetworkError(`Could not reach the shop (${describe(cause)})`, name, cause) };
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', onAbort);
    }
    return interpret<A>(name, response, reply, options.validateReplies ?? false);
  }

  return { call, session, raw: clientFor(defaultBase) };
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

function encodeBody(contentType: string | null, body: Record<string, unknown>): unknown {
  if (contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item instanceof Blob) form.append(key, item);
        else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
    }
    return form;
  }
  if (contentType === 'application/x-www-form-urlencoded') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) params.append(key, String(value));
    return params.toString();
  }
  return body;
}

const describe = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/** Reads a reply: JSON, envelope, body status, and (optionally) the reply schema. */
type RawReply = { text: string; parsed?: undefined } | { text?: undefined; parsed: unknown };

async function interpret<A extends ActionName>(name: A, response: Response, reply: RawReply, validate: boolean): Promise<ActionResult<A>> {
  const httpStatus = response.status;
  const text = reply.text ?? JSON.stringify(reply.parsed);
  let body: unknown = reply.parsed;
  try {
    if (reply.text !== undefined) body = reply.text === '' ? undefined : JSON.parse(reply.text);
  } catch (cause) {
    return { error: new BadResponseError({ message: `The reply to ${name} is not JSON (HTTP ${httpStatus})`, httpStatus, actiontag: name, body: text.slice(0, 500), cause }) };
  }
  if (!isEnvelope(body)) {
    if (httpStatus === 401) return { error: unauthorized(name, httpStatus) };
    return { error: new BadResponseError({ message: `The reply to ${name} has no status envelope (HTTP ${httpStatus})`, httpStatus, actiontag: name, body: text.slice(0, 500) }) };
  }
  const meta: ReplyMeta = {
    status: body.status,
    httpStatus,
    message: typeof body.message === 'string' ? body.message : '',
    requestId: typeof body.requestId === 'string' ? body.requestId : response.headers.get('x-request-id') ?? undefined,
  };
  const transportOk = httpStatus >= 200 && httpStatus <= 299;
  if (!transportOk || body.status !== 200) {
    const status = body.status !== 200 ? body.status : httpStatus;
    return {
      meta,
      error: new ApiError({
        status,
        httpStatus,
        message: meta.message || `The shop refused ${name} (${status})`,
        code: typeof body.code === 'string' ? body.code : status === 401 ? 'auth.sessionExpired' : `http.${status}`,
        actiontag: name,
        ...(meta.requestId ? { requestId: meta.requestId } : {}),
        fieldErrors: fieldErrors(body.errors),
        ...(typeof body.retryAfterSeconds === 'number' ? { retryAfterSeconds: body.retryAfterSeconds } : {}),
      }),
    };
  }
  if (validate) {
    const { validators, replies } = await loadValidation();
    const reply = replies[name];
    const schema = reply === undefined ? undefined : validators[`z${reply}`];
    const checked = schema?.safeParse(body);
    if (!schema || !checked?.success) {
      const issues = checked?.error?.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })) ?? [
        { field: '', message: `no validator for ${reply ?? name}` },
      ];
      return { meta, error: new BadResponseError({ message: `The reply to ${name} does not match ${reply}: ${issues.slice(0, 3).map((i) => `${i.field || '(root)'} ${i.message}`).join('; ')}`, httpStatus, actiontag: name, issues, body: text.slice(0, 500) }) };
    }
  }
  return { data: (body as { data?: unknown }).data as ActionData<A>, meta };
}

function isEnvelope(body: unknown): body is Record<string, unknown> & { status: number } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { status?: unknown }).status === 'number';
}

const unauthorized = (name: string, httpStatus: number) =>
  new ApiError({ status: 401, httpStatus, message: 'Please sign in again.', code: 'auth.sessionExpired', actiontag: name });

function fieldErrors(value: unknown): FieldProblem[] {
  if (!Array.isArray(value)) return [];
  return value.filter((e): e is FieldProblem => typeof e?.field === 'string' && typeof e?.message === 'string');
}

/** Sign-in replies carry a token that starts a buyer session; sign-out ends it whatever the reply, account deletion once it succeeded. */
function applySessionEffect(effect: string | undefined, result: { data?: unknown }, session: SessionStore) {
  if (effect === 'end' || (effect === 'endOnSuccess' && result.data !== undefined)) session.setToken(null);
  if (effect === 'start' && result.data && typeof result.data === 'object') {
    const token = (result.data as { token?: unknown }).token;
    if (typeof token === 'string' && token.length > 0) session.setToken(token);
  }
}
