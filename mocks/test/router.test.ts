/** The router enforces what Prism cannot: actiontag/body pairing, closed bodies, headers and sessions. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, ApiError } from '@attar/sdk';
import { createRouteHandlers } from '../src/core/router.ts';
import { startSession } from '../src/core/sessions.ts';
import { createShop } from '../src/shop/create.ts';
import type { Shop } from '../src/shop/shop.ts';

let shop: Shop = createShop({ start: '2026-11-20T10:00:00Z' });
const served = { serviceable: true, customerPincode: '560001', shippingCharge: 0 };
const server = setupServer(
  ...createRouteHandlers(
    () => shop,
    {
      logisticsCheckServiceability: ({ input }) => ({ ...served, customerPincode: input.customerPincode }),
      ordersGet: ({ caller }) => {
        throw new Error(`unexpected ${caller.kind}`);
      },
      contentSite: () => ({ broken: true }) as never,
    },
    { checkReplies: true },
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  shop = createShop({ start: '2026-11-20T10:00:00Z' });
});
afterAll(() => server.close());

const BASE = 'http://shop.test';
const client = () => createAttarClient({ baseUrl: BASE });
const input = { quantity: 1, itemId: 'ATR-OUD-100', customerPincode: '560001' };
const headers = {
  authorization: 'Bearer public',
  apiType: 'G',
  responseFlag: 'true',
  dataTag: 'PRIMARY',
  channel: 'web',
  'content-type': 'application/json',
};
const raw = (init: { headers?: Record<string, string | undefined>; body?: string; method?: string; path?: string }) => {
  const merged = Object.fromEntries(
    Object.entries({ ...headers, actiontag: 'logisticsCheckServiceability', ...init.headers }).filter(([, v]) => v !== undefined),
  ) as Record<string, string>;
  return fetch(`${BASE}${init.path ?? '/logistics/serviceability'}`, {
    method: init.method ?? 'PUT',
    headers: merged,
    body: init.body ?? JSON.stringify(input),
  });
};

describe('routing by actiontag', () => {
  it('answers a valid call through the SDK in the envelope', async () => {
    const { data, meta } = await client().logistics.checkServiceability(input);
    expect(data).toEqual(served);
    expect(meta).toMatchObject({ status: 200, requestId: 'req_00000001' });
  });

  it('refuses a missing or unknown actiontag, naming the header', async () => {
    const missing = await raw({ headers: { actiontag: undefined } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'request.actiontagMissing', errors: [{ field: 'headers.actiontag' }] });
    const unknown = await raw({ headers: { actiontag: 'cartAddItem' } });
    expect(await unknown.json()).toMatchObject({ status: 400, code: 'request.unknownAction' });
  });

  it('refuses malformed JSON with a 400, not a crash', async () => {
    const res = await raw({ body: '{"quantity": 1,' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'request.malformedJson' });
  });

  it('refuses a field the action does not take, and names missing and wrong fields', async () => {
    const extra = await (await raw({ body: JSON.stringify({ ...input, coupon: 'X' }) })).json();
    expect(extra).toMatchObject({ status: 400, code: 'request.invalid' });
    expect(extra.errors).toContainEqual({ field: 'coupon', message: 'is not a field of this action' });
    const wrong = await (await raw({ body: JSON.stringify({ quantity: 0, itemId: 'ATR-OUD-100' }) })).json();
    expect(wrong.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['quantity', 'customerPincode']));
  });

  it('refuses missing marketplace headers', async () => {
    const res = await raw({ headers: { channel: 'app' } });
    expect(await res.json()).toMatchObject({ status: 400, errors: [{ field: 'headers.channel' }] });
  });
});

describe('callers', () => {
  it('refuses a call without credentials, and a key with the wrong apiType', async () => {
    expect((await raw({ headers: { authorization: undefined } })).status).toBe(401);
    expect(await (await raw({ headers: { apiType: 'C' } })).json()).toMatchObject({ code: 'auth.apiTypeMismatch' });
  });

  it('returns 401 for an unknown or expired token, which sends the SDK back to guest', async () => {
    const session = createMemorySession('tok_forged');
    const { error } = await createAttarClient({ baseUrl: BASE, session }).logistics.checkServiceability(input);
    expect((error as ApiError).status).toBe(401);
    expect(session.getToken()).toBeNull();
  });

  it('accepts a live session token with apiType C', async () => {
    const { token } = startSession(shop, 'BY000001');
    const { data } = await createAttarClient({
      baseUrl: BASE,
      session: createMemorySession(token),
    }).logistics.checkServiceability(input);
    expect(data).toEqual(served);
  });

  it('refuses a buyer-only action to a guest before the handler runs', async () => {
    const { error } = await client().orders.get({ orderId: 'OD26112000042' });
    expect(error).toMatchObject({ status: 401, code: 'auth.signInRequired' });
  });
});

describe('scenarios and self-checks', () => {
  it('fails on purpose with errors=1 and rejects an unknown switch', async () => {
    const failing = await client().logistics.checkServiceability(input, { headers: { 'x-attar-scenario': 'errors=1' } });
    expect(failing.error).toMatchObject({ status: 500, code: 'server.error' });
    const unknown = await client().logistics.checkServiceability(input, { headers: { 'x-attar-scenario': 'teleport=yes' } });
    expect(unknown.error).toMatchObject({ status: 400, code: 'scenario.invalid' });
  });

  it('turns a handler reply that breaks the contract into a 500 naming the schema', async () => {
    const { error } = await client().content.site();
    expect(error).toMatchObject({ status: 500, code: 'mock.contractViolation' });
  });

  it('answers 501 for an action without a handler', async () => {
    const { error } = await client().cart.get();
    expect(error).toMatchObject({ code: 'auth.signInRequired' });
    const { error: e2 } = await client().content.page({ pageUrl: '/' });
    expect(e2).toMatchObject({ status: 501, code: 'mock.notImplemented' });
  });
});
