/**
 * The anti-forgery token on the client side (product rules §7, spec/common.yaml `XsrfCookie`): the shop
 * sets the `XSRF-TOKEN` cookie and a call that changes state echoes it in `X-XSRF-TOKEN`. A browser
 * keeps the cookie itself and the SDK reads it from `document.cookie`. A client without a browser
 * (Node, the CLI, a server) has no cookie jar: the transport keeps the value the shop set in a reply
 * (`Set-Cookie`, readable outside browsers only) and sends it back as the cookie and the header.
 */
import { parameterNames } from './generated/names.gen.ts';

/** The cookie's and the header's names, from the contract. */
export const XSRF_COOKIE = parameterNames.XsrfCookie;
export const XSRF_HEADER = parameterNames.XsrfToken;

/** The anti-forgery cookie a client without a browser keeps, per transport. */
export interface XsrfJar {
  /** The kept value, or undefined before the shop set one. */
  get(): string | undefined;
  /** Keeps the cookie a reply sets, if it sets one. */
  take(response: Response): void;
}

/** A jar for one transport. In a browser it stays empty: `Set-Cookie` is never readable there. */
export function createXsrfJar(): XsrfJar {
  let value: string | undefined;
  return {
    get: () => value,
    take(response) {
      const lines = response.headers.getSetCookie?.() ?? [];
      for (const line of lines) {
        const pair = line.split(';', 1)[0]!;
        const eq = pair.indexOf('=');
        if (eq === -1 || pair.slice(0, eq).trim() !== XSRF_COOKIE) continue;
        const next = pair.slice(eq + 1).trim();
        // an expired or emptied cookie is forgotten
        value = next === '' || /;\s*max-age=0\b/i.test(line) ? undefined : next;
      }
    },
  };
}

/** Whether an error is the shop's refusal of a call that did not echo the anti-forgery cookie. */
export const isXsrfRefusal = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { status?: unknown }).status === 403 &&
  String((error as { code?: unknown }).code).startsWith('xsrf.');
