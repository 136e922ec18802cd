/**
 * Refusals of the mock shop. A handler throws a ShopError; the router turns it into a `Problem` reply
 * with the matching HTTP status (docs/decisions/002-reply-envelope.md).
 */

export interface FieldIssue {
  field: string;
  message: string;
}

/** Raised by a handler when the shop refuses a request: a business rule, a missing thing, a bad field. */
export class ShopError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldIssue[];
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { fieldErrors?: FieldIssue[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ShopError';
    this.status = status;
    this.code = code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

const TITLES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Sign-in needed',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  422: 'Refused',
  413: 'Too large',
  429: 'Slow down',
  500: 'Server error',
  503: 'Unavailable',
};

export const titleFor = (status: number): string => TITLES[status] ?? 'Error';

/** The refusals every domain uses, so codes and wording stay consistent. */
export const refuse = {
  invalid: (field: string, message: string) =>
    new ShopError(400, 'request.invalid', `${field} ${message}`, { fieldErrors: [{ field, message }] }),
  signInNeeded: () => new ShopError(401, 'auth.signInRequired', 'Please sign in to continue.'),
  sessionExpired: () => new ShopError(401, 'auth.sessionExpired', 'Your session has expired. Please sign in again.'),
  featureOff: (feature: string) => new ShopError(403, 'feature.disabled', `${feature} is switched off for this store.`),
  notFound: (domain: string, what: string) => new ShopError(404, `${domain}.notFound`, `${what} was not found.`),
  conflict: (code: string, message: string) => new ShopError(409, code, message),
  rule: (code: string, message: string, field?: string) =>
    new ShopError(422, code, message, field ? { fieldErrors: [{ field, message }] } : {}),
};
