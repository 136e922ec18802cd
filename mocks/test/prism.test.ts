/**
 * Prism and the mock agree: the same call gets a reply of the same shape from Prism's examples and
 * from the stateful mock, and traffic through `prism proxy --errors` shows no contract violation:
 * successes, 429s (the ratelimit switch and the shop's own limits), and the mock's refusals of requests
 * past the contract's bounds (through a proxy that lets them reach the mock).
 */
import { GUEST_HEADERS } from './harness.ts';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, type ActionName } from '@attar/sdk';
import { openapiDocument } from '@attar/sdk/contract';
import { startMockServer, type RunningMockServer } from '../src/server/index.ts';
import { startPrism, type RunningPrism } from '../src/prism/prism.ts';
import { checkProblem } from '../src/core/contract.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

let mock: RunningMockServer;
let prismMock: RunningPrism;
let prismProxy: RunningPrism;
/** A proxy that does not check requests: what breaks the contract reaches the mock, Prism checks its refusal. */
let lenientProxy: RunningPrism;

beforeAll(async () => {
  mock = await startMockServer({ port: 0, start: '2026-11-20T10:00:00Z', checkReplies: true });
  [prismMock, prismProxy, lenientProxy] = await Promise.all([
    startPrism({ mode: 'mock', port: await freePort() }),
    startPrism({ mode: 'proxy', port: await freePort(), upstream: mock.url }),
    startPrism({ mode: 'proxy', port: await freePort(), upstream: mock.url, validateRequest: false }),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([prismMock?.stop(), prismProxy?.stop(), lenientProxy?.stop(), mock?.close()]);
});

const client = (baseUrl: string) => createAttarClient({ baseUrl, validateReplies: true, session: createMemorySession() });

/** Top-level keys of an object, or of the first item of a list. */
const shape = (data: unknown): string[] => {
  const value = Array.isArray(data) ? data[0] : data;
  return value && typeof value === 'object' ? Object.keys(value).sort() : [typeof value];
};

const calls: Array<[string, ActionName, Record<string, unknown> | undefined]> = [
  ['site configuration', 'contentSite', undefined],
  ['home page', 'contentPage', { pageUrl: '/' }],
  ['catalogue list', 'catalogList', { pageNum: 1, pageSize: 8 }],
  ['countries', 'storeCountries', undefined],
  ['serviceability', 'logisticsCheckServiceability', { quantity: 1, itemId: 'ATR-OUD-100', customerPincode: '560001' }],
];

describe('Prism and the mock answer alike', () => {
  it.each(calls)('%s', async (_, action, input) => {
    // examples are keyed by actiontag; Prism picks one by name with the Prefer header
    const fromPrism = await client(prismMock.url).call(action, input as never, { headers: { prefer: `example=${action}` } });
    const fromMock = await client(mock.url).call(action, input as never);
    expect(fromPrism.error, 'Prism example fits the contract').toBeUndefined();
    expect(fromMock.error, 'mock reply fits the contract').toBeUndefined();
    const required = shape(fromPrism.data).filter((k) => shape(fromMock.data).includes(k));
    expect(required.length).toBeGreaterThan(0);
    expect(shape(fromMock.data)).toEqual(expect.arrayContaining(required));
  });
});

describe('through prism proxy --errors', () => {
  it('passes valid traffic with no violation', async () => {
    const c = client(prismProxy.url);
    for (const [, action, input] of calls) {
      const { error } = await c.call(action, input as never);
      expect(error, action).toBeUndefined();
    }
    expect(prismProxy.violations).toEqual([]);
  });

  it('refuses a request that breaks the contract before it reaches the mock', async () => {
    const res = await fetch(`${prismProxy.url}/logistics/serviceability`, {
      method: 'PUT',
      headers: {
        authorization: 'Bearer public',
        apiType: 'G',
        actiontag: 'logisticsCheckServiceability',
        responseFlag: 'true',
        dataTag: 'PRIMARY',
        channel: 'web',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ quantity: 'one', itemId: 'ATR-OUD-100', customerPincode: '560001' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(await res.json())).toMatch(/quantity/);
    // Prism logs the violation on its own stream; give the line a moment to arrive
    for (let i = 0; i < 40 && prismProxy.violations.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(prismProxy.violations.join('\n')).toMatch(/UNPROCESSABLE_ENTITY/);
  });
});

const GUEST = GUEST_HEADERS;
/** A raw call through a proxy. Prism sets `sl-violations` on a reply it found fault with, at once. */
const through = (
  proxy: RunningPrism,
  path: string,
  actiontag: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
) =>
  fetch(`${proxy.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...GUEST, actiontag, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    ...(init.body ? { body: init.body } : {}),
  });
const site = (proxy: RunningPrism, headers: Record<string, string> = {}) =>
  through(proxy, '/content/site', 'contentSite', { headers });

/** A reply Prism passed: no violation header, and the Problem code when there is one. */
async function passed(res: Response, status: number): Promise<{ code?: string }> {
  const body = await res.json();
  expect(res.headers.get('sl-violations'), JSON.stringify(body).slice(0, 300)).toBeNull();
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(status);
  return body;
}

describe('429 through prism proxy --errors', () => {
  it("passes the ratelimit switch's 429 with Retry-After and the RateLimit fields", async () => {
    const before = prismProxy.violations.length;
    const res = await site(prismProxy, { 'x-attar-scenario': 'ratelimit=2' });
    expect(await passed(res, 429)).toMatchObject({ code: 'request.rateLimited', retryAfterSeconds: 2 });
    expect([res.headers.get('retry-after'), res.headers.get('ratelimit-remaining'), res.headers.get('ratelimit-reset')]).toEqual([
      '2',
      '0',
      '2',
    ]);

    // server-wide: the next two requests are refused, the third passes
    await fetch(`${mock.url}/_mock/flags`, { method: 'PUT', body: 'ratelimit=1/2' });
    for (let i = 0; i < 2; i++) expect((await passed(await site(prismProxy), 429)).code).toBe('request.rateLimited');
    const after = await site(prismProxy);
    await passed(after, 200);
    expect(after.headers.get('ratelimit-limit')).toMatch(/^[0-9]+$/);
    expect(prismProxy.violations.slice(before)).toEqual([]);
  });

  it("passes the shop's own 429 (five wrong passwords)", async () => {
    const before = prismProxy.violations.length;
    const signIn = (password: string) =>
      through(prismProxy, '/buyerAccountService', 'authSignInWithPassword', {
        method: 'POST',
        body: JSON.stringify({ username: '9876543210', password }),
      });
    for (let i = 0; i < 5; i++) await passed(await signIn('not-the-one'), 422);
    const locked = await signIn('Attar@2026');
    expect(await passed(locked, 429)).toMatchObject({ code: 'auth.tooManyAttempts' });
    expect(locked.headers.get('retry-after')).toMatch(/^[0-9]+$/);
    expect(prismProxy.violations.slice(before)).toEqual([]);
  });
});

describe("the mock's refusals of requests past the bounds, checked by Prism", () => {
  it('passes each 400 naming the field', async () => {
    const cases: Array<[string, string, string, string, object]> = [
      ['quantity', 'POST', '/checkout', 'cartAddItem', { cin: 'ATR-OUD-100', quantity: 11 }],
      [
        'customization',
        'POST',
        '/checkout',
        'cartAddItem',
        {
          cin: 'ATR-OUD-100',
          quantity: 1,
          customization: Array.from({ length: 11 }, () => ({ name: 'engraving', value: 'For Meera' })),
        },
      ],
      [
        'customerPincode',
        'PUT',
        '/logistics/serviceability',
        'logisticsCheckServiceability',
        { quantity: 1, itemId: 'ATR-OUD-100', customerPincode: '012345' },
      ],
      [
        'addressee',
        'POST',
        '/buyer',
        'addressAdd',
        {
          addressee: 'A'.repeat(81),
          contactNumber: '9876543210',
          line1: '12 MG Road',
          cityOrArea: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
          zipcode: '560001',
        },
      ],
    ];
    for (const [field, method, path, actiontag, body] of cases) {
      const problem = await passed(await through(lenientProxy, path, actiontag, { method, body: JSON.stringify(body) }), 400);
      expect(problem, field).toMatchObject({
        code: 'request.invalid',
        errors: expect.arrayContaining([expect.objectContaining({ field })]),
      });
    }
    const page = await passed(await through(lenientProxy, '/buyer/order?pageNum=1&pageSize=1000', 'ordersList'), 400);
    expect(page).toMatchObject({ errors: [{ field: 'pageSize' }] });
    expect(lenientProxy.violations).toEqual([]);
  });
});

describe('an oversize body through Prism', () => {
  it("reaches the client as the mock's 413 Problem, which the contract declares", async () => {
    const before = lenientProxy.violations.length;
    // a form post goes through Prism as sent (JSON would be parsed and sent again without the padding)
    const body = new URLSearchParams({
      name: 'Arjun Nair',
      email: 'arjun@example.in',
      message: 'x'.repeat(2 * 1024 * 1024),
    }).toString();
    const res = await through(lenientProxy, '/content/contact', 'formsContact', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const problem = await res.json();
    expect(res.status).toBe(413);
    expect(checkProblem(problem)).toEqual([]);
    expect(problem).toMatchObject({ code: 'request.tooLarge' });
    expect(Object.keys(openapiDocument.paths['/content/contact']!.post.responses)).toContain('413');
    expect(JSON.parse(res.headers.get('sl-violations') ?? '[]')).toEqual([]);
    expect(mock.mock.shop.state.forms.contact).toHaveLength(0);
    expect(lenientProxy.violations.slice(before)).toEqual([]);
  });
});
