/**
 * The types a call is made of: what goes in (input, options), what comes out (result, meta), and how a
 * client is set up. Types only, so the transport, the reply reader and the retry loop all stand on
 * this file and never on each other.
 */
import type { Client } from 'openapi-fetch';
import type { actions, ActionName, ActionTypes, SdkModules } from './generated/actions.gen.ts';
import type { paths } from './generated/types.gen.ts';
import type { ApiError, AttarError } from './errors.ts';
import type { RateLimit } from './rate-limit.ts';
import type { SessionStore } from './session.ts';

type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** A marketplace service (`checkout`, `buyer`, ...): the key of `serviceUrls`, one per document in spec/. */
export type ServiceName = (typeof actions)[ActionName]['service'];

/** What a caller passes to an action: body fields, query parameters and path parameters, flat. */
export type ActionInput<A extends ActionName> = Simplify<
  ActionTypes[A]['body'] & ActionTypes[A]['query'] & ActionTypes[A]['path']
>;
/** The full success reply of an action (envelope and data). */
export type ActionReply<A extends ActionName> = ActionTypes[A]['reply'];
/** The `data` of an action's success reply. */
export type ActionData<A extends ActionName> =
  ActionReply<A> extends { /** The reply's payload. */ data: infer D } ? D : undefined;

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
  /** Where the buyer's token lives: `createCookieSession()` in a browser to survive a reload; a memory session by default. */
  session?: SessionStore;
  /** The public key a guest speaks with (docs/product-rules.md: `public`). */
  marketplaceKey?: string;
  /** Injected fetch (tests, Node without global fetch, instrumentation). */
  fetch?: (request: Request) => Promise<Response>;
  /** Check every success reply against the contract (zod, loaded lazily on first use). */
  validateReplies?: boolean;
  /**
   * The longest reply body read, in bytes (default 16 MiB): a longer one, declared or delivered, is a
   * BadResponseError and the rest of it is not read.
   */
  maxReplyBytes?: number;
  /** Milliseconds before a call fails with TimeoutError; 0 (the default, as docs/product-rules.md says) = no timeout. */
  timeoutMs?: number;
  /**
   * Reads a cookie for the X-XSRF-TOKEN echo; defaults to document.cookie in browsers. Outside a
   * browser (or when it has none) the client keeps the XSRF-TOKEN cookie the shop set in a reply and
   * sends it back with the echo.
   */
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

/** The transport's `call`, which every generated action function goes through. */
export type Call = Transport['call'];

/** `call` within one SDK module: the action named by its function (`addItem` in `cart` is `cartAddItem`). */
export type ModuleCall<M extends keyof SdkModules> = <F extends keyof SdkModules[M] & string>(
  fn: F,
  input: ActionInput<SdkModules[M][F] & ActionName> | undefined,
  options?: CallOptions,
) => Promise<ActionResult<SdkModules[M][F] & ActionName>>;

/** How a client retries calls the shop refused for load; `retry: true` takes every default. */
export interface RetryPolicy {
  /** Retries after the first attempt (default 2): at most 1 + attempts requests per call. */
  attempts?: number;
  /**
   * The longest wait before a retry (default 10 000 ms). A shop that asks for more (`Retry-After: 60`)
   * is not waited for: the call returns its ApiError at once, `retryAfterSeconds` saying when to come back.
   */
  maxDelayMs?: number;
  /** Called before each wait, to tell a person why nothing happens yet. */
  onRetry?: (notice: RetryNotice) => void;
  /**
   * How to wait: resolves after `ms`, or as soon as `signal` aborts. A timer by default; a program with
   * its own clock (a CLI under test) passes that.
   */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** One retry about to wait. */
export interface RetryNotice {
  /** The action being retried. */
  actiontag: ActionName;
  /** 1 for the first retry. */
  attempt: number;
  /** How long the wait is (ms): the shop's Retry-After, else a backoff. */
  delayMs: number;
  /** The refusal that asked for the wait. */
  error: ApiError;
}
