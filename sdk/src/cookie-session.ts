/**
 * The browser's session in cookies (product rules §6 and §9; docs/decisions/015-session-cookies.md): a
 * signed-in buyer is the token cookie, a guest the key cookie holding the encoded public marketplace
 * key. Both last 7 days, are `SameSite=Lax`, and `Secure` unless the page is plain http on a loopback
 * host (development). The page's script must read the token to send it as the bearer header, so these
 * cookies cannot be HttpOnly (the decision says what that leaves open and what was rejected).
 *
 * Other tabs of the same browser hear of a sign-in or sign-out through a BroadcastChannel: cookies
 * have no change event that every browser fires.
 */
import { DEFAULT_MARKETPLACE_KEY } from './headers.ts';
import type { SessionStore } from './session.ts';

/** The cookies of the browser's session. */
export const SESSION_COOKIES = {
  /** The signed-in buyer's token. */
  token: 'attar_token',
  /** The guest's marketplace key, base64url-encoded. */
  guestKey: 'attar_key',
} as const;

/** How long the session cookies last: 7 days (product rules §9), in seconds. */
export const SESSION_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

/** The BroadcastChannel name the cookie sessions of one browser share. */
export const SESSION_CHANNEL = 'attar.session';

/** The part of `document` the session needs. */
export interface CookieDocument {
  cookie: string;
}

/** The part of BroadcastChannel the session needs. */
export interface SessionChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
}

export interface CookieSessionOptions {
  /** Where the cookies live: `document` by default. */
  document?: CookieDocument;
  /** Mark the cookies `Secure`: by default unless the page is http on a loopback host. */
  secure?: boolean;
  /** The public key a guest's key cookie holds (`DEFAULT_MARKETPLACE_KEY`). */
  marketplaceKey?: string;
  /** How other tabs hear of a change: a BroadcastChannel by default, `null` for none. */
  channel?: SessionChannel | null;
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1)$/;

/** Secure cookies everywhere but plain http on a loopback host (a development server). */
function pageIsDevelopment(): boolean {
  const location = (globalThis as { location?: { protocol?: string; hostname?: string } }).location;
  return location?.protocol === 'http:' && LOOPBACK.test(location.hostname ?? '');
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function readCookie(doc: CookieDocument, name: string): string | null {
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return raw || null;
    }
  }
  return null;
}

/**
 * The guest's marketplace key, decoded from the key cookie, or null when there is none.
 * @example guestKeyFromCookie() // 'public'
 */
export function guestKeyFromCookie(doc: CookieDocument | undefined = defaultDocument()): string | null {
  const encoded = doc ? readCookie(doc, SESSION_COOKIES.guestKey) : null;
  return encoded ? fromBase64Url(encoded) : null;
}

function defaultDocument(): CookieDocument | undefined {
  return (globalThis as { document?: CookieDocument }).document;
}

function defaultChannel(): SessionChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  // Node's channel would keep a process alive (server rendering, tests)
  (channel as { unref?: () => void }).unref?.();
  return channel;
}

/**
 * A session kept in the browser's cookies, so it survives a reload for 7 days and every tab shares it.
 * @example
 * const attar = createAttarClient({ session: createCookieSession() });
 */
export function createCookieSession(options: CookieSessionOptions = {}): SessionStore {
  const doc = options.document ?? defaultDocument();
  if (!doc)
    throw new Error('createCookieSession needs a document (or pass options.document); use createMemorySession outside a browser');
  const secure = options.secure ?? !pageIsDevelopment();
  // a removal also gives a past Expires: some cookie stores keep a Max-Age=0 cookie until the clock moves
  const attributes = (maxAge: number) =>
    `; Path=/; Max-Age=${maxAge}${maxAge === 0 ? '; Expires=Thu, 01 Jan 1970 00:00:00 GMT' : ''}; SameSite=Lax${secure ? '; Secure' : ''}`;
  const write = (name: string, value: string | null) => {
    doc.cookie = `${name}=${value === null ? '' : encodeURIComponent(value)}${attributes(value === null ? 0 : SESSION_COOKIE_MAX_AGE)}`;
  };
  const read = () => readCookie(doc, SESSION_COOKIES.token);
  // a guest is known by the key cookie; written once, it lasts 7 days
  if (guestKeyFromCookie(doc) === null) {
    doc.cookie = `${SESSION_COOKIES.guestKey}=${toBase64Url(options.marketplaceKey ?? DEFAULT_MARKETPLACE_KEY)}${attributes(SESSION_COOKIE_MAX_AGE)}`;
  }

  const listeners = new Set<(token: string | null) => void>();
  const emit = (token: string | null) => {
    for (const listener of listeners) listener(token);
  };
  const channel = options.channel === undefined ? defaultChannel() : options.channel;
  // another tab signed in or out: the cookie is already what it says, so read it
  channel?.addEventListener('message', () => emit(read()));

  return {
    getToken: read,
    setToken(next) {
      if (next === read()) return;
      write(SESSION_COOKIES.token, next);
      // what the cookie now holds: a browser refuses a Secure cookie on a plain-http page
      emit(read());
      channel?.postMessage({ type: 'session.changed' });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
