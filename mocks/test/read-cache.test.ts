/**
 * The standalone server's cache of catalogue listings (core/read-cache.ts): a repeated read is
 * answered without walking the catalogue, yet never outlives a write, never crosses callers or
 * inputs, and still passes every check of the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap, type AttarClient } from '@attar/sdk';
import { actions, type ActionName } from '@attar/sdk/contract';
import { CACHED_READS } from '../src/core/read-cache.ts';
import { startMockServer, type RunningMockServer } from '../src/server/index.ts';
import { trackChanges } from '../src/server/state-changes.ts';
import { DEMO_BUYER } from '../src/shop/accounts/seed.ts';
import { GUEST_HEADERS, SHOP_START } from './harness.ts';
import { sampleInput } from './samples.ts';

let running: RunningMockServer;
/** Times a handler reached `state.catalogue`: a listing walks it, a cached listing does not. */
let walks = 0;

beforeAll(async () => {
  running = await startMockServer({ port: 0, start: SHOP_START });
  countWalks();
});
afterAll(() => running.close());

/** Counts the reads of `state.catalogue` of the shop the server holds now (again after a reset). */
function countWalks(): void {
  const shop = running.mock.shop;
  const raw = shop.state;
  shop.state = new Proxy(raw, {
    get(target, key, receiver) {
      if (key === 'catalogue') walks++;
      return Reflect.get(target, key, receiver);
    },
  });
}

const client = (token: string | null = null): AttarClient =>
  createAttarClient({ baseUrl: running.url, validateReplies: true, session: createMemorySession(token) });

async function signIn(username: string, password: string): Promise<string> {
  const attar = client();
  unwrap(await attar.auth.signInWithPassword({ username, password }));
  return attar.session.getToken()!;
}

/** A raw catalogue listing as a guest, with its whole reply. */
async function list(query = '', body: object = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${running.url}${actions.catalogList.path}${query}`, {
    method: actions.catalogList.method,
    headers: { ...GUEST_HEADERS, actiontag: 'catalogList', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A reply's text without what differs between any two replies: its request id and timestamp. */
const steady = (text: string) => text.replace(/"requestId":"[^"]*","timestamp":"[^"]*"/, '');

describe('a repeated catalogue read', () => {
  it('is answered from the cache, byte for byte what the handler gave, with a fresh request id', async () => {
    const first = await list('?pageSize=12', { inStock: true });
    const walked = walks;
    const second = await list('?pageSize=12', { inStock: true });
    expect(walks).toBe(walked);
    expect(second.status).toBe(200);
    expect(steady(second.text)).toBe(steady(first.text));
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(JSON.parse(second.text).requestId).toBe(second.headers.get('x-request-id'));
    expect(second.headers.get('ratelimit-remaining')).not.toBe(first.headers.get('ratelimit-remaining'));
  });

  it('is the same reply the in-process shop (no cache) gives', async () => {
    const { createMockShop } = await import('../src/index.ts');
    const { setupServer } = await import('msw/node');
    const inProcess = createMockShop({ start: SHOP_START });
    const server = setupServer(...inProcess.handlers);
    server.listen({ onUnhandledRequest: 'bypass' });
    try {
      const fromServer = await list('?pageNum=2', { audiences: ['MEN'] });
      await list('?pageNum=2', { audiences: ['MEN'] });
      const res = await fetch(`http://shop.test${actions.catalogList.path}?pageNum=2`, {
        method: actions.catalogList.method,
        headers: { ...GUEST_HEADERS, actiontag: 'catalogList', 'content-type': 'application/json' },
        body: JSON.stringify({ audiences: ['MEN'] }),
      });
      expect(JSON.parse(await res.text()).data).toEqual(JSON.parse(fromServer.text).data);
    } finally {
      server.close();
    }
  });

  it('never shares an entry between different query parameters or bodies', async () => {
    const pages = [await list('?pageNum=1'), await list('?pageNum=2'), await list('?pageNum=1&pageSize=3')];
    const firstIds = pages.map((p) => JSON.parse(p.text).data.items.map((i: { productId: string }) => i.productId));
    expect(firstIds[1]).not.toEqual(firstIds[0]);
    expect(firstIds[2]).toEqual(firstIds[0].slice(0, 3));
    // again, now from the cache: each its own
    const again = [await list('?pageNum=1'), await list('?pageNum=2'), await list('?pageNum=1&pageSize=3')];
    expect(again.map((p) => steady(p.text))).toEqual(pages.map((p) => steady(p.text)));
    const men = JSON.parse((await list('', { audiences: ['MEN'] })).text).data;
    const women = JSON.parse((await list('', { audiences: ['WOMEN'] })).text).data;
    expect(men.applied).toEqual({ audiences: ['MEN'] });
    expect(women.applied).toEqual({ audiences: ['WOMEN'] });
    expect(men.paging.totalItems + women.paging.totalItems).toBeGreaterThan(0);
  });

  it('keeps a buyer’s cards (their wishlist marks) apart from a guest’s and another buyer’s', async () => {
    const token = await signIn(DEMO_BUYER.mobile, DEMO_BUYER.password);
    const buyer = client(token);
    const other = client();
    unwrap(await other.auth.register({ name: 'Meera Iyer', username: '9820054321', password: 'Jasmine#Dusk7', type: 'BUYER' }));
    unwrap(await other.auth.verifyIdentity({ username: '9820054321', otp: running.mock.shop.otp, type: 'BUYER' }));
    const productId = unwrap(await client().catalog.list({ pageSize: 1 })).items[0]!.productId;
    unwrap(await buyer.wishlist.add({ wishList: { productId } }));
    for (let round = 0; round < 2; round++) {
      const asBuyer = unwrap(await buyer.catalog.list({ pageSize: 1 })).items[0]!;
      const asOther = unwrap(await other.catalog.list({ pageSize: 1 })).items[0]!;
      const asGuest = unwrap(await client().catalog.list({ pageSize: 1 })).items[0]!;
      expect([asBuyer.wishlisted, asOther.wishlisted, asGuest.wishlisted]).toEqual([true, false, undefined]);
    }
    unwrap(await buyer.wishlist.remove({ productId }));
    expect(unwrap(await buyer.catalog.list({ pageSize: 1 })).items[0]!.wishlisted).toBe(false);
  });

  it('keeps every check of the request: a cached read of an ended session is a 401, a bad query a 400', async () => {
    const token = await signIn(DEMO_BUYER.mobile, DEMO_BUYER.password);
    const buyer = client(token);
    unwrap(await buyer.catalog.list({ pageSize: 2 }));
    unwrap(await buyer.catalog.list({ pageSize: 2 }));
    await fetch(`${running.url}/_mock/sessions/expire`, { method: 'POST', body: JSON.stringify({ token }) });
    expect((await buyer.catalog.list({ pageSize: 2 })).error).toMatchObject({ status: 401 });
    await list('?pageSize=2');
    expect((await list('?pageSize=0')).status).toBe(400);
    expect((await list('?pageSize=2', { unknownFilter: true })).status).toBe(400);
    expect((await list('?pageSize=2', {}, { channel: 'app' })).status).toBe(400);
  });
});

describe('a write', () => {
  it('empties the cache: the next read shows what it changed', async () => {
    const buyer = client(await signIn(DEMO_BUYER.mobile, DEMO_BUYER.password));
    const page = async () => unwrap(await buyer.catalog.list({ pageSize: 8, sortType: 'rating' })).items;
    // a card not on the buyer's wishlist yet (the demo buyer has a few)
    const at = (await page()).findIndex((item) => item.wishlisted === false);
    const card = async () => (await page())[at]!;
    const { productId } = await card();
    expect((await card()).wishlisted).toBe(false);
    unwrap(await buyer.wishlist.add({ wishList: { productId } }));
    expect((await card()).wishlisted).toBe(true);
    expect((await card()).wishlisted).toBe(true);
    unwrap(await buyer.wishlist.remove({ productId }));
    expect((await card()).wishlisted).toBe(false);
  });

  it('through a control route empties it too', async () => {
    await list('?pageSize=5');
    const walked = walks;
    await list('?pageSize=5');
    expect(walks).toBe(walked);
    await fetch(`${running.url}/_mock/advance`, { method: 'POST', body: JSON.stringify({ ms: 1000 }) });
    await list('?pageSize=5');
    expect(walks).toBeGreaterThan(walked);
  });

  it('of any kind empties it, before and after it runs', async () => {
    await list('?pageSize=6');
    const walked = walks;
    // a refused write (no anti-forgery echo) reaches no handler, and still counts as a write
    await fetch(`${running.url}${actions.wishlistAdd.path}`, {
      method: actions.wishlistAdd.method,
      headers: { ...GUEST_HEADERS, actiontag: 'wishlistAdd', 'content-type': 'application/json' },
      body: '{}',
    });
    await list('?pageSize=6');
    expect(walks).toBeGreaterThan(walked);
  });
});

describe('the cached reads', () => {
  it.each([...CACHED_READS] as ActionName[])('%s changes nothing in the shop but its request count', async (action) => {
    const shop = running.mock.shop;
    const plain = shop.state;
    const tracker = trackChanges(plain);
    shop.state = tracker.state;
    try {
      const row = actions[action];
      const input = sampleInput(action);
      const query = new URLSearchParams(
        Object.entries(input)
          .filter(([k]) => k in row.query)
          .map(([k, v]) => [k, String(v)]),
      );
      const body = Object.fromEntries(Object.entries(input).filter(([k]) => !(k in row.query)));
      const res = await fetch(`${running.url}${row.path}${query.size ? `?${query}` : ''}`, {
        method: row.method,
        headers: { ...GUEST_HEADERS, actiontag: action, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      expect(tracker.take().map(([path]) => path.join('.'))).toEqual(['requestCount']);
    } finally {
      shop.state = plain;
    }
  });
});
