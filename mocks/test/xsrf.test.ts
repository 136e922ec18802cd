/**
 * The anti-forgery check (core/xsrf.ts) in the shared handlers, here through msw/node: a call that
 * changes state is refused with 403 unless it echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN; reads
 * pass and hand the cookie out; the SDK satisfies it by itself.
 */
import { describe, expect, it, vi } from 'vitest';
import { parameterNames } from '@attar/sdk/rules';
import { createMockShop } from '../src/index.ts';
import { TEST_BASE, testClient, useMockShop, XSRF_HEADERS } from './harness.ts';

useMockShop({ baseUrl: TEST_BASE });

const COOKIE = parameterNames.XsrfCookie;
const HEADER = parameterNames.XsrfToken;
const GUEST = { authorization: 'Bearer public', apiType: 'G', responseFlag: 'true', dataTag: 'PRIMARY', channel: 'web' };

/** A guest's newsletter sign-up, a call that changes state, with the given extra headers. */
const subscribe = (headers: Record<string, string>) =>
  fetch(`${TEST_BASE}/content/newsletter`, {
    method: 'POST',
    headers: { ...GUEST, actiontag: 'formsSubscribe', 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'meera@example.in' }),
  });

/** The value of the XSRF-TOKEN cookie a reply sets, or undefined. */
const issued = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => new RegExp(`^${COOKIE}=([^;]*)`).exec(line)?.[1])
    .find((value) => value !== undefined);

describe('a call that changes state', () => {
  it('without the echo is refused with 403 xsrf.missing, naming the header, and gets a cookie to echo', async () => {
    // a cookie alone is what a page on another site can make the browser send: not enough
    for (const headers of [{}, { cookie: XSRF_HEADERS.cookie! }] as Array<Record<string, string>>) {
      const res = await subscribe(headers);
      expect(res.status).toBe(403);
      const body = await res.json();
      expect(body).toMatchObject({
        status: 403,
        code: 'xsrf.missing',
        errors: [{ field: `headers.${HEADER}` }],
      });
      expect(body.message).toContain(HEADER);
      const cookie = res.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`));
      expect(cookie).toMatch(/; Path=\/; SameSite=Lax$/);
      expect(issued(res)).toMatch(/^[A-Za-z0-9_-]{24}$/);
    }
  });

  it('with a header that differs from the cookie is refused with 403 xsrf.mismatch', async () => {
    const res = await subscribe({ cookie: `${COOKIE}=cookie-value-000001`, [HEADER]: 'header-value-000001' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'xsrf.mismatch' });
    // a fresh token replaces the one that did not match
    expect(issued(res)).not.toBe('cookie-value-000001');
  });

  it('with the cookie echoed is accepted, and the reply sets no cookie', async () => {
    const res = await subscribe(XSRF_HEADERS);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 200 });
    expect(issued(res)).toBeUndefined();
  });

  it('after a refusal goes through with the cookie the refusal set', async () => {
    const refused = await subscribe({});
    const token = issued(refused)!;
    const res = await subscribe({ cookie: `${COOKIE}=${token}`, [HEADER]: token });
    expect(res.status).toBe(200);
  });
});

describe('reads', () => {
  it('need no echo, on GET and on a read the spec marks idempotent on PUT, and hand the cookie out', async () => {
    const site = await fetch(`${TEST_BASE}/content/site`, { headers: { ...GUEST, actiontag: 'contentSite' } });
    expect(site.status).toBe(200);
    expect(issued(site)).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const list = await fetch(`${TEST_BASE}/catalogProducts`, {
      method: 'PUT',
      headers: { ...GUEST, actiontag: 'catalogList', 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(list.status).toBe(200);
  });

  it('give a caller that has the cookie but does not echo it the same token again', async () => {
    const res = await fetch(`${TEST_BASE}/content/site`, {
      headers: { ...GUEST, actiontag: 'contentSite', cookie: XSRF_HEADERS.cookie! },
    });
    expect(issued(res)).toBe(XSRF_HEADERS[HEADER]);
  });
});

describe('the SDK outside a browser', () => {
  it('keeps the cookie a reply set and echoes it, so its first write passes', async () => {
    const client = testClient();
    const { error } = await client.forms.subscribe({ email: 'meera@example.in' });
    expect(error).toBeUndefined();
  });
});

describe('in a browser worker', () => {
  it('hands each cookie to onCookie, since a service worker reply cannot set one', async () => {
    const onCookie = vi.fn();
    const mock = createMockShop({ onCookie });
    const route = mock.handlers.find((h) => 'info' in h && (h.info as { path?: unknown }).path === '*/content/site');
    expect(route).toBeDefined();
    const { getResponse } = await import('msw');
    const res = await getResponse(
      mock.handlers.filter((h) => h === route) as never,
      new Request('http://127.0.0.1:5173/content/site', { headers: { ...GUEST, actiontag: 'contentSite' } }),
    );
    expect(res?.status).toBe(200);
    expect(onCookie).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^${COOKIE}=[A-Za-z0-9_-]{24}; Path=/; SameSite=Lax$`)),
    );
  });
});
