/**
 * The failure replies of the mock: a `Problem` envelope that always fits its schema, whatever the
 * request held (a 5,000-item list gives 5,000 Ajv errors; a field name can be as long as the client
 * likes), with the headers the contract declares: the RateLimit fields on every reply, and
 * `Retry-After` on every 429.
 */
import { FieldErrorFields, ProblemFields } from '@attar/sdk/rules';
import type { Shop } from '../shop/shop.ts';
import { jsonReply, type Reply } from './call.ts';
import { checkProblem } from './contract.ts';
import { titleFor, type FieldIssue, type ShopError } from './errors.ts';
import { budgetHeaders, type Budget } from './rate-limit.ts';

/** A Problem reply stays within its own schema's bounds, however long the text behind it. */
const MAX_ERRORS = ProblemFields.errors.maxItems;
const MAX_MESSAGE = ProblemFields.message.maxLength;
const MAX_FIELD = FieldErrorFields.field.maxLength;
const MAX_RETRY_AFTER = ProblemFields.retryAfterSeconds.maximum;

/** The next request id of the shop (`req_0000002a`): every API reply and refusal carries one. */
export function nextRequestId(shop: Shop): string {
  shop.state.requestCount++;
  return `req_${shop.state.requestCount.toString(16).padStart(8, '0')}`;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
// Message allows tab and line breaks, a field path nothing below 0x20
const messageText = (text: string) => clip(text.replace(/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g, '?'), MAX_MESSAGE);
const fieldText = (text: string) => clip(text.replace(/[\x00-\x1F\x7F]/g, '?'), MAX_FIELD);

/** Field errors as the contract bounds them: the first 100, each clipped. */
export function fitFieldErrors(issues: readonly FieldIssue[]): FieldIssue[] {
  return issues.slice(0, MAX_ERRORS).map((issue) => ({ field: fieldText(issue.field), message: messageText(issue.message) }));
}

/** Seconds for `Retry-After` and `retryAfterSeconds` of a 429: whole, 1..86400 (1 when unknown). */
export const retryAfterOf = (error: ShopError): number =>
  Math.min(MAX_RETRY_AFTER, Math.max(1, Math.ceil(error.retryAfterSeconds ?? 1)));

/** The Problem body of a refusal. */
export function problemBody(error: ShopError, requestId: string, timestamp: string): Record<string, unknown> {
  const retryAfter = error.status === 429 ? retryAfterOf(error) : error.retryAfterSeconds;
  return {
    status: error.status,
    message: messageText(error.message),
    requestId,
    timestamp,
    type: `urn:attar:problem:${error.code}`,
    title: titleFor(error.status),
    code: error.code,
    ...(error.fieldErrors.length ? { errors: fitFieldErrors(error.fieldErrors) } : {}),
    ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
  };
}

/** The headers of a refusal: request id, the budget, and `Retry-After` on a 429. */
export function problemHeaders(error: ShopError, requestId: string, budget: Budget): Record<string, string> {
  return {
    'x-request-id': requestId,
    ...budgetHeaders(budget),
    ...(error.status === 429 ? { 'Retry-After': String(retryAfterOf(error)) } : {}),
  };
}

/** A refusal as a reply. A body that still breaks Problem is logged: it is a bug of the mock. */
export function problemReply(shop: Shop, requestId: string, error: ShopError, budget: Budget): Reply {
  const body = problemBody(error, requestId, shop.nowIso());
  if (checkProblem(body).length) shop.log(`[mock] ${requestId} problem reply breaks Problem: ${error.code}`);
  return jsonReply(error.status, body, problemHeaders(error, requestId, budget));
}
