/** The headers every marketplace call carries (docs/product-rules.md §6 and 7). */
import type { components } from './generated/types.gen.ts';
import type { SessionStore } from './session.ts';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf.ts';

/** The headers every marketplace call carries, typed as the contract's shared parameters (spec/common.yaml) declare them. */
export type MarketplaceHeaders = {
  authorization: string;
  apiType: components['parameters']['ApiType'];
  actiontag: string;
  responseFlag: components['parameters']['ResponseFlag'];
  dataTag: components['parameters']['DataTag'];
  channel: components['parameters']['Channel'];
} & { [name in typeof XSRF_HEADER]?: components['parameters']['XsrfToken'] };

/** The public marketplace key a guest speaks with. */
export const DEFAULT_MARKETPLACE_KEY = 'public';

/**
 * What `buildHeaders` needs to know about the call.
 * @inline
 */
export interface HeaderContext {
  /** Decides bearer token (apiType C) or public key (apiType G). */
  session: SessionStore;
  /** The public key a guest speaks with (`DEFAULT_MARKETPLACE_KEY`). */
  marketplaceKey: string;
  /** The action being called. */
  actiontag: string;
  /** Reads a cookie by name; returns undefined when there is none or no cookie jar. */
  getCookie: (name: string) => string | undefined;
  /** Headers to add; the marketplace headers win over them. */
  extra?: Record<string, string>;
}

/**
 * Builds the required headers: bearer token or public key, the matching apiType, the actiontag and
 * the fixed responseFlag / dataTag / channel, plus X-XSRF-TOKEN echoing the XSRF-TOKEN cookie.
 * @example
 * buildHeaders({ session, marketplaceKey: 'public', actiontag: 'cartGet', getCookie: () => undefined })
 * // { authorization: 'Bearer public', apitype: 'G', actiontag: 'cartGet', ... }
 */
export function buildHeaders(ctx: HeaderContext): MarketplaceHeaders & Record<string, string> {
  const token = ctx.session.getToken();
  const headers: MarketplaceHeaders & Record<string, string> = {
    ...ctx.extra,
    authorization: `Bearer ${token ?? ctx.marketplaceKey}`,
    apiType: token ? 'C' : 'G',
    actiontag: ctx.actiontag,
    responseFlag: 'true',
    dataTag: 'PRIMARY',
    channel: 'web',
  };
  const xsrf = ctx.getCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

// `document.cookie` is a synchronous round trip to the browser's cookie store: a page that starts ten
// reads at once would pay it ten times. Within one task the cookie string is read once; the snapshot is
// dropped at the next microtask, so a cookie the server sets later is always seen by the next call.
let cookieSnapshot: string | undefined;

function cookieString(doc: { cookie?: string }): string {
  if (cookieSnapshot === undefined) {
    cookieSnapshot = doc.cookie ?? '';
    queueMicrotask(() => {
      cookieSnapshot = undefined;
    });
  }
  return cookieSnapshot;
}

/** Reads a cookie from `document.cookie` when running in a browser. */
export function documentCookie(name: string): string | undefined {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  if (!doc) return undefined;
  const cookies = cookieString(doc);
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return undefined;
}
