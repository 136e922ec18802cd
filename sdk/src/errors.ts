/**
 * The SDK's one error family. Calls return these as values (`{ error }`); `unwrap` throws them at the
 * boundary that wants an exception (a React hook, a CLI command).
 */

/** A field the server or a client-side rule named as wrong. */
export interface FieldProblem {
  /** The input field by the name the action takes it (`username`), or for a reply schema issue a path into the reply (`data.items.0.cin`); '' for the whole. */
  field: string;
  /** What is wrong with it. */
  message: string;
}

/** Base class: every SDK failure has a stable `code` (`domain.reason`) and the action that failed. */
export abstract class AttarError extends Error {
  /** Which failure this is, for a `switch` that works across bundles (where `instanceof` may not). */
  abstract readonly kind: 'api' | 'network' | 'timeout' | 'bad-response' | 'guard' | 'aborted';
  /** Stable machine-readable reason (`coupon.expired`, `network.timeout`): branch on this, not on the message. */
  readonly code: string;
  /** The action that failed (`cartAddItem`), when the failure belongs to one. */
  readonly actiontag: string | undefined;

  constructor(message: string, code: string, actiontag?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
    this.actiontag = actiontag;
  }
}

/** Raised when the server answered and said no: HTTP 4xx/5xx, or a body `status` other than 200. */
export class ApiError extends AttarError {
  readonly kind = 'api' as const;
  /** The envelope's `status` (the marketplace may refuse inside an HTTP 200); the HTTP status when the envelope said 200. */
  readonly status: number;
  /** The HTTP status of the reply. */
  readonly httpStatus: number;
  /** The shop's request id: quote it when asking the marketplace what happened. */
  readonly requestId: string | undefined;
  /** The fields the shop named as wrong, for showing next to a form's inputs; empty when none. */
  readonly fieldErrors: FieldProblem[];
  /** Seconds to wait before trying again, when the shop rate-limited the call. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    httpStatus: number;
    message: string;
    code: string;
    actiontag?: string;
    requestId?: string;
    fieldErrors?: FieldProblem[];
    retryAfterSeconds?: number;
  }) {
    super(init.message, init.code, init.actiontag);
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    this.requestId = init.requestId;
    this.fieldErrors = init.fieldErrors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** True when the buyer must sign in (again) to do this. */
  get isUnauthorized(): boolean {
    return this.status === 401 || this.httpStatus === 401;
  }
}

/** Raised when no reply arrived: offline, DNS, connection refused, CORS. */
export class NetworkError extends AttarError {
  readonly kind = 'network' as const;
  constructor(message: string, actiontag?: string, cause?: unknown) {
    super(message, 'network.unreachable', actiontag, { cause });
  }
}

/** Raised when the call took longer than the configured timeout. */
export class TimeoutError extends AttarError {
  readonly kind = 'timeout' as const;
  /** The limit that ran out (the call's `timeoutMs`, else the client's). */
  readonly timeoutMs: number;
  constructor(timeoutMs: number, actiontag?: string) {
    super(`No reply within ${timeoutMs} ms`, 'network.timeout', actiontag);
    this.timeoutMs = timeoutMs;
  }
}

/** Raised when the caller's AbortSignal cancelled the call. */
export class AbortedError extends AttarError {
  readonly kind = 'aborted' as const;
  constructor(actiontag?: string, cause?: unknown) {
    super('The call was cancelled', 'request.aborted', actiontag, { cause });
  }
}

/** Raised when a reply is not what the contract says: not JSON, no envelope, a success without its data, too deep or too long, or failing its schema. */
export class BadResponseError extends AttarError {
  readonly kind = 'bad-response' as const;
  /** The HTTP status of the reply. */
  readonly httpStatus: number;
  /** Where the reply broke its schema (with `validateReplies`); empty for a reply that is not JSON or has no envelope. */
  readonly issues: FieldProblem[];
  /** The start of the reply's text (500 characters at most), to see what came instead. */
  readonly body: string | undefined;
  constructor(init: {
    message: string;
    httpStatus: number;
    actiontag?: string;
    issues?: FieldProblem[];
    body?: string;
    cause?: unknown;
  }) {
    super(init.message, 'response.invalid', init.actiontag, { cause: init.cause });
    this.httpStatus = init.httpStatus;
    this.issues = init.issues ?? [];
    this.body = init.body;
  }
}

/** Raised before sending, when a client-side rule of the shop (docs/product-rules.md §5) refuses the input, or it cannot be sent at all (`request.invalid`). */
export class GuardError extends AttarError {
  readonly kind = 'guard' as const;
  /** The fields the rule refused, for showing next to a form's inputs. */
  readonly fieldErrors: FieldProblem[];
  constructor(message: string, code: string, actiontag: string, fieldErrors: FieldProblem[] = []) {
    super(message, code, actiontag);
    this.fieldErrors = fieldErrors;
  }
}

/** Narrowing helper that works across bundles (no instanceof on duplicated classes). */
export const isAttarError = (value: unknown): value is AttarError =>
  value instanceof Error &&
  typeof (value as { kind?: unknown }).kind === 'string' &&
  typeof (value as { code?: unknown }).code === 'string';
