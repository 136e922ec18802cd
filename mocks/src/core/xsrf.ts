/**
 * The anti-forgery check of product rules §7, as spec/common.yaml declares it (`XsrfCookie`,
 * `XsrfToken`, 403 `xsrf.*`): a double-submit token. The shop hands out a random token in a cookie the
 * page's script can read; a call that changes state must echo it in the header. A page on another site
 * can make the browser send the cookie, but cannot read it to write the header.
 *
 * It lives in the shared router, so MSW in a browser worker, msw/node and the standalone server all
 * refuse alike. Names come from the contract (`parameterNames`), never typed here.
 */
import { actions, type ActionName } from '@attar/sdk/contract';
import { checkRule, parameterNames, XsrfTokenValueRule } from '@attar/sdk/rules';
import type { Call } from './call.ts';
import { ShopError } from './errors.ts';

/** The cookie the shop sets and the header that echoes it. */
export const XSRF_COOKIE = parameterNames.XsrfCookie;
export const XSRF_HEADER = parameterNames.XsrfToken;

/** Whether an action changes state: every action on POST, PUT, PATCH or DELETE the spec does not mark as a read. */
export const changesState = (action: ActionName): boolean => actions[action].method !== 'GET' && !actions[action].idempotent;

const wellFormed = (value: string | null): value is string =>
  value !== null && checkRule(XsrfTokenValueRule, value) === undefined;

/** A fresh token: 18 random bytes, base64url (24 characters). */
function newToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(18));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}

/** Refuses a state-changing call whose header does not echo its cookie (403 `xsrf.missing` or `xsrf.mismatch`). */
export function checkXsrf(call: Call, action: ActionName): void {
  if (!changesState(action)) return;
  const cookie = call.cookie(XSRF_COOKIE);
  const header = call.header(XSRF_HEADER);
  if (!wellFormed(cookie) || !header) {
    const message = `is required on a call that changes state: echo the ${XSRF_COOKIE} cookie`;
    throw new ShopError(403, 'xsrf.missing', `Header ${XSRF_HEADER} ${message}.`, {
      fieldErrors: [{ field: `headers.${XSRF_HEADER}`, message }],
    });
  }
  if (header !== cookie) {
    const message = `does not match the ${XSRF_COOKIE} cookie`;
    throw new ShopError(403, 'xsrf.mismatch', `Header ${XSRF_HEADER} ${message}.`, {
      fieldErrors: [{ field: `headers.${XSRF_HEADER}`, message }],
    });
  }
}

/**
 * The `Set-Cookie` value a reply carries, or undefined when the caller already echoes its cookie: a
 * new token when the request had none (or a malformed one), the current one again when the caller did
 * not echo it (a client without a cookie jar learns it so), and always a new one after an `xsrf.*`
 * refusal. `Secure` when the request came over https.
 */
export function xsrfSetCookie(call: Call, refused: boolean): string | undefined {
  const cookie = call.cookie(XSRF_COOKIE);
  const current = wellFormed(cookie) ? cookie : undefined;
  if (!refused && current !== undefined && call.header(XSRF_HEADER) === current) return undefined;
  const value = refused || current === undefined ? newToken() : current;
  return `${XSRF_COOKIE}=${value}; Path=/; SameSite=Lax${call.secure ? '; Secure' : ''}`;
}
