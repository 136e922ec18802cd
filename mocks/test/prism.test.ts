/**
 * Prism and the mock agree: the same call gets a reply of the same shape from Prism's examples and
 * from the stateful mock, and traffic through `prism proxy --errors` shows no contract violation.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, type ActionName } from '@attar/sdk';
import { startMockServer, type RunningMockServer } from '../src/server/index.ts';
import { startPrism, type RunningPrism } from '../src/prism/prism.ts';

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

beforeAll(async () => {
  mock = await startMockServer({ port: 0, start: '2026-11-20T10:00:00Z', checkReplies: true });
  [prismMock, prismProxy] = await Promise.all([
    startPrism({ mode: 'mock', port: await freePort() }),
    startPrism({ mode: 'proxy', port: await freePort(), upstream: mock.url }),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([prismMock?.stop(), prismProxy?.stop(), mock?.close()]);
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
      headers: { authorization: 'Bearer public', apiType: 'G', actiontag: 'logisticsCheckServiceability', responseFlag: 'true', dataTag: 'PRIMARY', channel: 'web', 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: 'one', itemId: 'ATR-OUD-100', customerPincode: '560001' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(await res.json())).toMatch(/quantity/);
    // Prism logs the violation on its own stream; give the line a moment to arrive
    for (let i = 0; i < 40 && prismProxy.violations.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(prismProxy.violations.join('\n')).toMatch(/UNPROCESSABLE_ENTITY/);
  });
});
