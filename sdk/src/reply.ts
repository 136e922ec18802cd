/**
 * Reads one reply into `{ data, meta }` or `{ error }`: JSON, the status envelope, a refusal inside
 * HTTP 200, the payload a success must carry, the rate-limit headers, and (with `validateReplies`) the
 * reply's schema (docs/product-rules.md §4).
 */
import type { ActionName } from './generated/actions.gen.ts';
import type { RuntimeAction } from './generated/runtime.gen.ts';
import { MAX_REPLY_DEPTH, withinDepth } from './body.ts';
import { ApiError, BadResponseError, NetworkError, type FieldProblem } from './errors.ts';
import { readRateLimit, retryAfterSeconds } from './rate-limit.ts';
import type { ActionData, ActionResult, ReplyMeta } from './types.ts';

/**
 * Reads a reply: JSON, envelope, body status, the success's `data` (of the JSON type `payload` names,
 * the action table's `data`: an object unless it says otherwise), and (optionally) the reply schema.
 */
export async function interpret<A extends ActionName>(
  name: A,
  response: Response,
  text: string,
  validate: boolean,
  payload: RuntimeAction['data'],
): Promise<ActionResult<A>> {
  const httpStatus = response.status;
  let body: unknown;
  // JSON within the depth bound (body.ts), else nothing to read: a refusal for load stays one, anything else is a bad response
  const deep = !withinDepth(text);
  try {
    body = deep || text === '' ? undefined : JSON.parse(text);
  } catch (cause) {
    if (!busy(httpStatus)) return { error: unreadable(name, httpStatus, text, 'is not JSON', cause) };
  }
  if (deep && !busy(httpStatus))
    return { error: unreadable(name, httpStatus, text, `is nested deeper than ${MAX_REPLY_DEPTH} levels`) };
  if (!isEnvelope(body)) {
    if (httpStatus === 401) return { error: unauthorized(name, httpStatus) };
    if (!busy(httpStatus)) return { error: unreadable(name, httpStatus, text, 'has no status envelope') };
    // a proxy or gateway in front of the shop said "not now" in its own words: still a refusal to retry, not a broken contract
    body = { status: httpStatus };
  }
  const envelope = body as Envelope;
  const meta: ReplyMeta = {
    status: envelope.status,
    httpStatus,
    message: typeof envelope.message === 'string' ? envelope.message : '',
    requestId: typeof envelope.requestId === 'string' ? envelope.requestId : (response.headers.get('x-request-id') ?? undefined),
    rateLimit: readRateLimit(response.headers),
  };
  const transportOk = httpStatus >= 200 && httpStatus <= 299;
  if (!transportOk || envelope.status !== 200) {
    const status = envelope.status !== 200 ? envelope.status : httpStatus;
    return {
      meta,
      error: new ApiError({
        status,
        httpStatus,
        message: meta.message || `The shop refused ${name} (${status})`,
        code: typeof envelope.code === 'string' ? envelope.code : status === 401 ? 'auth.sessionExpired' : `http.${status}`,
        actiontag: name,
        ...(meta.requestId ? { requestId: meta.requestId } : {}),
        fieldErrors: fieldErrors(envelope.errors),
        // the body's number first; a proxy in front of the shop may only have set the header
        retryAfterSeconds:
          typeof envelope.retryAfterSeconds === 'number'
            ? envelope.retryAfterSeconds
            : retryAfterSeconds(response.headers.get('retry-after')),
      }),
    };
  }
  // a success without the payload its action promises is no success, whether or not replies are validated
  const data = envelope.data;
  if (payload === 'array' ? !Array.isArray(data) : typeof data !== 'object' || data === null || Array.isArray(data))
    return {
      meta,
      error: new BadResponseError({
        message: `The reply to ${name} says 200 but its data is ${data === undefined ? 'missing' : `not ${payload === 'array' ? 'a list' : 'an object'}`}`,
        httpStatus,
        actiontag: name,
        issues: [{ field: 'data', message: `expected ${payload === 'array' ? 'an array' : 'an object'}` }],
        body: text.slice(0, 500),
      }),
    };
  if (validate) {
    // the validators (zod) load with the first validated reply, as their own chunks: a storefront in production never downloads them
    const invalid = (validation ?? (await loadValidation(name))).validateReply(name, envelope, text, httpStatus);
    if (invalid) return { meta, error: invalid };
  }
  return { data: data as ActionData<A>, meta };
}

const unreadable = (name: string, httpStatus: number, text: string, what: string, cause?: unknown) =>
  new BadResponseError({
    message: `The reply to ${name} ${what} (HTTP ${httpStatus})`,
    httpStatus,
    actiontag: name,
    body: text.slice(0, 500),
    cause,
  });

/** The BadResponseError of a reply longer than the client's `maxReplyBytes`. */
export const tooLarge = (name: string, httpStatus: number, maxBytes: number) =>
  new BadResponseError({
    message: `The reply to ${name} is larger than ${maxBytes} bytes (HTTP ${httpStatus})`,
    httpStatus,
    actiontag: name,
  });

/** validate.ts once loaded: later replies skip the dynamic import. */
let validation: typeof import('./validate.ts') | undefined;
let loading: Promise<typeof import('./validate.ts')> | undefined;
/** Loads validate.ts; a chunk that cannot load (offline since the page loaded) is a NetworkError, and the next reply tries again. */
const loadValidation = (name: string) =>
  (loading ??= import('./validate.ts').then(
    (module) => (validation = module),
    (cause) => {
      loading = undefined;
      throw new NetworkError('Could not load the reply validators', name, cause);
    },
  ));

type Envelope = Record<string, unknown> & { status: number };

function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { status?: unknown }).status === 'number'
  );
}

/** 429 Too Many Requests and 503 Service Unavailable: "not now", whoever in front of the shop said it. */
const busy = (httpStatus: number) => httpStatus === 429 || httpStatus === 503;

const unauthorized = (name: string, httpStatus: number) =>
  new ApiError({ status: 401, httpStatus, message: 'Please sign in again.', code: 'auth.sessionExpired', actiontag: name });

function fieldErrors(value: unknown): FieldProblem[] {
  if (!Array.isArray(value)) return [];
  return value.filter((e): e is FieldProblem => typeof e?.field === 'string' && typeof e?.message === 'string');
}
