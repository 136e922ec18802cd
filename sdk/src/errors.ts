/**
 * The SDK's one error family. Calls return these as values (`{ error }`); `unwrap` throws them at the
 * boundary that wants an exception (a React hook, a CLI command).
 */

/** A field the server or a client-side rule named as wrong. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Base class: every SDK failure has a stable `code` (`domain.reason`) and the action that failed. */
export abstract class AttarError extends Error {
  abstract readonly kind: 'api' | 'network' | 'timeout' | 'bad-response' | 'guard' | 'aborted';
  readonly code: string;
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
  readonly status: number;
  readonly httpStatus: number;
  readonly requestId: string | undefined;
  readonly fieldErrors: FieldProblem[];
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

/** Raised when a reply is not what the contract says: not JSON, no envelope, or failing its schema. */
export class BadResponseError extends AttarError {
  readonly kind = 'bad-response' as const;
  readonly httpStatus: number;
  readonly issues: FieldProblem[];
  readonly body: string | undefined;
  constructor(init: { message: string; httpStatus: number; actiontag?: string; issues?: FieldProblem[]; body?: string; cause?: unknown }) {
    super(init.message, 'response.invalid', init.actiontag, { cause: init.cause });
    this.httpStatus = init.httpStatus;
    this.issues = init.issues ?? [];
    this.body = init.body;
  }
}

/** Raised before sending, when a client-side rule of the shop (SPEC.md section 5) refuses the input. */
export class GuardError extends AttarError {
  readonly kind = 'guard' as const;
  readonly fieldErrors: FieldProblem[];
  constructor(message: string, code: string, actiontag: string, fieldErrors: FieldProblem[] = []) {
    super(message, code, actiontag);
    this.fieldErrors = fieldErrors;
  }
}

/** Narrowing helper that works across bundles (no instanceof on duplicated classes). */
export const isAttarError = (value: unknown): value is AttarError =>
  value instanceof Error && typeof (value as { kind?: unknown }).kind === 'string' && typeof (value as { code?: unknown }).code === 'string';
