/**
 * The standalone server's limits: a body over its limit is refused with 413 `request.tooLarge` as soon
 * as the limit is passed (or at once from Content-Length), without reading the rest or stalling, and
 * the server answers the next request; browsers on another origin can read the rate-limit headers.
 */
import { GUEST_HEADERS } from './harness.ts';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProblem } from '../src/core/contract.ts';
import { SCENARIO_HEADER } from '../src/core/scenario.ts';
import { BODY_LIMIT, UPLOAD_LIMIT } from '../src/server/body.ts';
import { startMockServer, type RunningMockServer } from '../src/server/index.ts';

const MB = 1024 * 1024;
let server: RunningMockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, start: '2026-11-20T10:00:00Z', checkReplies: true });
});
afterAll(() => server?.close());

const GUEST = GUEST_HEADERS;
const addToCart = (body: BodyInit, extra: RequestInit = {}) =>
  fetch(`${server.url}/checkout`, {
    method: 'POST',
    headers: { ...GUEST, actiontag: 'cartAddItem', 'content-type': 'application/json' },
    body,
    ...extra,
  });
const site = () =>
  fetch(`${server.url}/content/site`, { headers: { ...GUEST, actiontag: 'contentSite', origin: 'http://localhost:5173' } });

/** A 413 in the Problem envelope, with the headers every reply carries. */
async function expectTooLarge(res: Response, limit = BODY_LIMIT): Promise<void> {
  expect(res.status).toBe(413);
  expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{8}$/);
  expect(res.headers.get('ratelimit-limit')).toMatch(/^[0-9]+$/);
  const body = await res.json();
  expect(checkProblem(body)).toEqual([]);
  expect(body).toMatchObject({
    status: 413,
    code: 'request.tooLarge',
    errors: [{ field: '(body)', message: `is larger than ${limit / MB} MiB` }],
  });
}

/** Runs `send`, returning its result, how long it took and the longest event-loop stall meanwhile. */
async function timed<T>(send: () => Promise<T>): Promise<{ result: T; ms: number; stallMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const result = await send();
  const ms = performance.now() - started;
  delay.disable();
  return { result, ms, stallMs: delay.max / 1e6 };
}

describe('request body limit', () => {
  it.each([5, 20])('refuses a %i MB JSON body with 413 quickly and answers the next request', async (mb) => {
    const body = Buffer.alloc(mb * MB, 0x20);
    const { result, ms, stallMs } = await timed(async () => {
      const res = await addToCart(body);
      await expectTooLarge(res);
      return res;
    });
    console.info(
      `${mb} MB body refused with ${result.status} in ${ms.toFixed(1)} ms (longest event-loop stall ${stallMs.toFixed(1)} ms)`,
    );
    expect(ms).toBeLessThan(2000);
    expect(stallMs).toBeLessThan(500);
    expect((await site()).status).toBe(200);
  });

  it('refuses a streamed body (no Content-Length) and stops taking it after its lingering bound', async () => {
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    // past the 32 MiB the server drains after its 413, so the client is cut off before the end
    const total = 48 * MB;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await addToCart(stream, { duplex: 'half' } as RequestInit);
    await expectTooLarge(res);
    console.info(`streamed: ${(sent / MB).toFixed(1)} MB pulled`);
    expect(sent, 'bytes the client was asked for before the server closed').toBeLessThan(total);
    expect((await site()).status).toBe(200);
  });

  it('honours Content-Length up front: 413 before a byte of the body is sent', async () => {
    const { response, continued } = await headersOnly({ 'content-length': String(20 * MB) });
    expect(response.statusCode).toBe(413);
    expect(continued).toBe(false);
  });

  it('answers Expect: 100-continue for an oversize body with 413 instead of Continue', async () => {
    const { response, continued } = await headersOnly({ 'content-length': String(20 * MB), expect: '100-continue' });
    expect(response.statusCode).toBe(413);
    expect(continued).toBe(false);
  });

  it('still takes a body just under the limit (the shop, not the size check, answers it)', async () => {
    const padded = `${JSON.stringify({ cin: 'ATR-OUD-100', quantity: 1 })}${' '.repeat(BODY_LIMIT - 100)}`;
    const res = await addToCart(padded);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'auth.signInRequired' });
  });

  it('lets review photos be up to 5 MiB each, refusing a multipart body over the upload limit', async () => {
    const review = (photos: Blob[]) => {
      const form = new FormData();
      form.set('productId', 'PR00001');
      form.set('fulfillmentId', 'FL26112000042');
      form.set('rating', '5');
      for (const photo of photos) form.append('images', photo, 'photo.jpg');
      return fetch(`${server.url}/addReview`, { method: 'POST', headers: { ...GUEST, actiontag: 'reviewsAdd' }, body: form });
    };
    const photo = (mb: number) => new Blob([Buffer.alloc(mb * MB)], { type: 'image/jpeg' });
    // a guest's legal upload passes the size check and the contract; the shop then asks for a sign-in
    const legal = await review([photo(2), photo(2)]);
    expect(await legal.json()).toMatchObject({ status: 401, code: 'auth.signInRequired' });
    await expectTooLarge(await review([photo(10), photo(10), photo(10)]), UPLOAD_LIMIT);
    // the upload limit is for multipart posts to the review forms only
    await expectTooLarge(await addToCart(Buffer.alloc(2 * MB, 0x20)));
    expect((await site()).status).toBe(200);
  });
});

describe('headers a browser on another origin can read', () => {
  it('exposes x-request-id, Retry-After and the RateLimit fields', async () => {
    const res = await fetch(`${server.url}/content/site`, {
      headers: { ...GUEST, actiontag: 'contentSite', origin: 'http://localhost:5173', [SCENARIO_HEADER]: 'ratelimit=2' },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').split(/\s*,\s*/);
    expect(exposed).toEqual(
      expect.arrayContaining(['x-request-id', 'retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']),
    );
    for (const name of exposed) expect(res.headers.get(name), name).not.toBeNull();
    const preflight = await fetch(`${server.url}/content/site`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(preflight.headers.get('access-control-expose-headers')).toBe(res.headers.get('access-control-expose-headers'));
    // a browser may send every header the contract names, the bearer token and the scenario switch
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').split(/\s*,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining([
        'authorization',
        'actiontag',
        'apitype',
        'responseflag',
        'datatag',
        'channel',
        'x-xsrf-token',
        'content-type',
        SCENARIO_HEADER,
      ]),
    );
  });
});

/**
 * Sends only the headers of a POST (its body would follow) and waits for the reply: whether the
 * server said `100 Continue`, and what it answered. The connection is dropped after.
 */
function headersOnly(headers: Record<string, string>): Promise<{ response: IncomingMessage; continued: boolean }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = httpRequest(`${server.url}/checkout`, {
      method: 'POST',
      headers: { ...GUEST, actiontag: 'cartAddItem', 'content-type': 'application/json', ...headers },
    });
    req.on('continue', () => {
      continued = true;
    });
    req.on('response', (response) => {
      response.resume();
      resolve({ response, continued });
      req.destroy();
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}
