/**
 * The standalone server's browser rules: CORS answers only the configured origins (the storefront's
 * dev and preview origins by default), and the anti-forgery cookie is issued and checked as in the
 * other runtimes, `Secure` behind an https proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parameterNames } from '@attar/sdk/rules';
import { startMockServer, type RunningMockServer } from '../src/server/index.ts';
import { XSRF_HEADERS } from './harness.ts';

const GUEST = { authorization: 'Bearer public', apiType: 'G', responseFlag: 'true', dataTag: 'PRIMARY', channel: 'web' };
const ADDED = 'https://shop.example.in';

let server: RunningMockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, start: '2026-11-20T10:00:00Z', corsOrigins: ['http://127.0.0.1:5173', ADDED] });
});
afterAll(() => server.close());

const preflight = (origin: string) =>
  fetch(`${server.url}/checkout`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, actiontag' },
  });

describe('CORS', () => {
  it('answers a preflight from a configured origin with the allow headers', async () => {
    for (const origin of ['http://127.0.0.1:5173', ADDED]) {
      const res = await preflight(origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-headers')).toContain(parameterNames.XsrfToken.toLowerCase());
      expect(res.headers.get('vary')).toBe('origin');
    }
  });

  it('gives a preflight or a call from any other origin no allow header', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:5174', 'null']) {
      const res = await preflight(origin);
      for (const name of ['access-control-allow-origin', 'access-control-allow-headers', 'access-control-allow-methods'])
        expect(res.headers.get(name), `${origin} ${name}`).toBeNull();
    }
    const call = await fetch(`${server.url}/content/site`, {
      headers: { ...GUEST, actiontag: 'contentSite', origin: 'https://evil.example' },
    });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a caller that sends no Origin (the CLI, a server) as before, without CORS headers', async () => {
    const res = await fetch(`${server.url}/content/site`, { headers: { ...GUEST, actiontag: 'contentSite' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the anti-forgery cookie over HTTP', () => {
  const subscribe = (headers: Record<string, string>) =>
    fetch(`${server.url}/content/newsletter`, {
      method: 'POST',
      headers: { ...GUEST, actiontag: 'formsSubscribe', 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'meera@example.in' }),
    });

  it('refuses a write without the echo and accepts it with one', async () => {
    const refused = await subscribe({});
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'xsrf.missing' });
    expect((await subscribe(XSRF_HEADERS)).status).toBe(200);
  });

  it('marks the cookie Secure when a proxy in front says https', async () => {
    const res = await subscribe({ 'x-forwarded-proto': 'https' });
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith(`${parameterNames.XsrfCookie}=`));
    expect(cookie).toMatch(/; SameSite=Lax; Secure$/);
  });
});
