/** Test harness for the mock shop: one setup for every test file (listen, reset after each, close). */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createAttarClient, createMemorySession, type AttarClient } from '@attar/sdk';
import type { MockShopOptions } from '../src/index.ts';
import { setupMockShop, type NodeMockShop } from '../src/node.ts';
import { parameterNames } from '@attar/sdk/rules';

/** Where every test shop's clock starts, so dates in assertions are fixed. */
export const SHOP_START = '2026-11-20T10:00:00Z';
/** The origin test clients call; msw/node intercepts it. */
export const TEST_BASE = 'http://shop.test';

/**
 * A mock shop for this test file: unhandled requests fail, a fresh shop after each test.
 * @example
 * const mock = useMockShop();
 */
export function useMockShop(options: MockShopOptions = {}): NodeMockShop {
  const mock = setupMockShop({ start: SHOP_START, ...options });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mock.reset());
  afterAll(() => mock.server.close());
  return mock;
}

/** An SDK client that validates every reply, signed in when given a token. */
export const testClient = (token: string | null = null): AttarClient =>
  createAttarClient({ baseUrl: TEST_BASE, validateReplies: true, session: createMemorySession(token) });

/**
 * What a raw request that changes state sends besides the marketplace headers: the anti-forgery
 * cookie and its echo (core/xsrf.ts), as a browser page or the SDK would.
 */
export const XSRF_HEADERS: Record<string, string> = {
  cookie: `${parameterNames.XsrfCookie}=test-xsrf-token-0001`,
  [parameterNames.XsrfToken]: 'test-xsrf-token-0001',
};

/** The headers of a raw guest call (the public token, the marketplace's fixed headers, the anti-forgery echo); add its `actiontag`. */
export const GUEST_HEADERS: Record<string, string> = {
  authorization: 'Bearer public',
  apiType: 'G',
  responseFlag: 'true',
  dataTag: 'PRIMARY',
  channel: 'web',
  ...XSRF_HEADERS,
};
