/**
 * The browser's session in cookies (cookie-session.ts): the token cookie with its 7-day lifetime,
 * SameSite=Lax and Secure outside a loopback http page, the guest's encoded key cookie, and other tabs
 * hearing of a sign-out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCookieSession,
  guestKeyFromCookie,
  SESSION_COOKIE_MAX_AGE,
  SESSION_COOKIES,
  type SessionChannel,
} from '../src/index.ts';

/** A cookie jar with `document.cookie`'s interface: writes one cookie at a time, reads name=value pairs. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair!.indexOf('=');
      const expired = attributes.some((a) => /^max-age=0$/i.test(a));
      if (expired) jar.delete(pair!.slice(0, eq));
      else jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    },
  };
}

/** Tabs of one browser: every channel hears the others' messages, never its own. */
function fakeBus() {
  const channels: Array<{ listeners: Array<() => void> }> = [];
  return (): SessionChannel => {
    const own = { listeners: [] as Array<() => void> };
    channels.push(own);
    return {
      postMessage: () => {
        for (const other of channels) if (other !== own) for (const listener of other.listeners) listener();
      },
      addEventListener: (_type, listener) => void own.listeners.push(listener),
    };
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('createCookieSession', () => {
  it('keeps the token in a 7-day, SameSite=Lax, Secure cookie, and never in Web Storage', () => {
    const doc = fakeDocument();
    const storage = { setItem: vi.fn() };
    vi.stubGlobal('localStorage', storage);
    const session = createCookieSession({ document: doc, channel: null });
    expect(session.getToken()).toBeNull();
    session.setToken('tok_5f2c9d1e8a7b4c3d');
    expect(session.getToken()).toBe('tok_5f2c9d1e8a7b4c3d');
    expect(doc.writes.at(-1)).toBe(
      `${SESSION_COOKIES.token}=tok_5f2c9d1e8a7b4c3d; Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE}; SameSite=Lax; Secure`,
    );
    expect(SESSION_COOKIE_MAX_AGE).toBe(604_800);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('drops Secure only on a plain-http page of a loopback host (development)', () => {
    for (const [href, secure] of [
      ['http://127.0.0.1:5173/', false],
      ['http://localhost:4173/cart', false],
      ['https://127.0.0.1/', true],
      ['http://shop.example.in/', true],
    ] as const) {
      const url = new URL(href);
      vi.stubGlobal('location', { protocol: url.protocol, hostname: url.hostname });
      const doc = fakeDocument();
      createCookieSession({ document: doc, channel: null }).setToken('tok_a');
      expect(doc.writes.at(-1)!.endsWith('; Secure'), href).toBe(secure);
    }
  });

  it('expires the cookie at sign-out and tells this tab', () => {
    const doc = fakeDocument();
    const session = createCookieSession({ document: doc, channel: null });
    session.setToken('tok_a');
    const heard: Array<string | null> = [];
    session.subscribe((token) => heard.push(token));
    session.setToken(null);
    expect(session.getToken()).toBeNull();
    expect(doc.writes.at(-1)).toMatch(
      new RegExp(`^${SESSION_COOKIES.token}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`),
    );
    expect(heard).toEqual([null]);
  });

  it('identifies a guest by the encoded marketplace key, written once', () => {
    const doc = fakeDocument();
    createCookieSession({ document: doc, channel: null });
    expect(doc.cookie).toContain(`${SESSION_COOKIES.guestKey}=cHVibGlj`);
    expect(doc.writes[0]).toMatch(new RegExp(`; Max-Age=${SESSION_COOKIE_MAX_AGE}; SameSite=Lax; Secure$`));
    expect(guestKeyFromCookie(doc)).toBe('public');
    createCookieSession({ document: doc, channel: null, marketplaceKey: 'other' });
    expect(guestKeyFromCookie(doc)).toBe('public');
    expect(guestKeyFromCookie(fakeDocument())).toBeNull();
  });

  it('tells the other tabs: a sign-out in one is heard in the other, which then reads no token', () => {
    const doc = fakeDocument();
    const channel = fakeBus();
    const first = createCookieSession({ document: doc, channel: channel() });
    const second = createCookieSession({ document: doc, channel: channel() });
    const heard: Array<string | null> = [];
    second.subscribe((token) => heard.push(token));
    first.setToken('tok_a');
    first.setToken(null);
    expect(heard).toEqual(['tok_a', null]);
    expect(second.getToken()).toBeNull();
  });

  it('says what the cookie holds when the browser refused to store it', () => {
    const doc = { writes: [] as string[], cookie: '' };
    Object.defineProperty(doc, 'cookie', { get: () => '', set: (line: string) => void doc.writes.push(line) });
    const session = createCookieSession({ document: doc, channel: null });
    const heard: Array<string | null> = [];
    session.subscribe((token) => heard.push(token));
    session.setToken('tok_a');
    expect(heard).toEqual([null]);
  });
});
