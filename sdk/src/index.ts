/**
 * @attar/sdk: the typed client of the attar marketplace. Import everything from here; the generated
 * folder is an implementation detail.
 * @module @attar/sdk
 */
export { unwrap } from './unwrap.ts';
export {
  createAttarClient,
  type AttarClient,
  type AttarClientOptions,
  type AttarModules,
  type ActionFunction,
} from './client.ts';
export type {
  ActionInput,
  ActionData,
  ActionReply,
  ActionResult,
  CallOptions,
  ReplyMeta,
  ServiceName,
  RetryPolicy,
  RetryNotice,
} from './types.ts';
export {
  AttarError,
  ApiError,
  NetworkError,
  TimeoutError,
  AbortedError,
  BadResponseError,
  GuardError,
  isAttarError,
  type FieldProblem,
} from './errors.ts';
export { isIdempotent } from './action-table.ts';
export type { RateLimit } from './rate-limit.ts';
export { createMemorySession, createStorageSession, type SessionStore, type KeyValueStorage } from './session.ts';
export {
  createCookieSession,
  guestKeyFromCookie,
  SESSION_COOKIES,
  SESSION_COOKIE_MAX_AGE,
  SESSION_CHANNEL,
  type CookieSessionOptions,
  type CookieDocument,
  type SessionChannel,
} from './cookie-session.ts';
export { buildHeaders, documentCookie, DEFAULT_MARKETPLACE_KEY, type MarketplaceHeaders } from './headers.ts';
export { usernameType, isValidMobile } from './guards.ts';
export { toPaise, fromPaise, sumRupees, lineTotal, formatINR, type Paise } from './money.ts';
export { encodeProductId, decodeProductId, isSlug, productRoute } from './product-route.ts';
export { actions, type ActionName, type SdkModules } from './generated/actions.gen.ts';
export type { components, paths, operations } from './generated/types.gen.ts';

import type { components } from './generated/types.gen.ts';
/** Every schema of the contract by name: `Schemas['Cart']`. */
export type Schemas = components['schemas'];
