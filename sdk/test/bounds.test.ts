/**
 * A call never throws and never hangs: the payload a success must carry, replies bounded in depth and
 * size, a timeout and a cancel that hold when fetch ignores its signal, and inputs that cannot be sent.
 * The fuzz suite (reply-fuzz.test.ts) checks the same promises on generated replies.
 */
import { describe, expect, it } from 'vitest';
import { AbortedError, BadResponseError, GuardError, TimeoutError, createAttarClient } from '../src/index.ts';
import { createObservedClient, ok, reply } from './helpers.ts';

const served = { serviceable: true, customerPincode: '560001', shippingCharge: 0, courier: 'BlueDart' };
const input = { quantity: 1, itemId: 'ATR-OUD-100', customerPincode: '560001' };
const envelope = { status: 200, message: 'OK', requestId: 'req_test0001', timestamp: '2026-11-20T10:15:30Z' };

/** A fetch that answers nothing and ignores its signal: only the SDK's own timer can end the call. */
const deaf = () => new Promise<Response>(() => {});

/** A body that sends `chunk` again and again, for ever. */
const endless = (chunk: Uint8Array) => new ReadableStream<Uint8Array>({ pull: (c) => c.enqueue(chunk) });

describe('a success carries the payload its action promises', () => {
  for (const validateReplies of [false, true]) {
    const mode = validateReplies ? 'validated' : 'not validated';

    it(`refuses a 200 without data (${mode})`, async () => {
      const { client } = createObservedClient(() => reply(envelope), { validateReplies });
      const { data, error } = await client.logistics.checkServiceability(input);
      expect(data).toBeUndefined();
      expect(error).toBeInstanceOf(BadResponseError);
      expect((error as BadResponseError).issues[0]?.field).toBe('data');
    });

    it(`refuses data of the wrong JSON type (${mode})`, async () => {
      for (const wrong of [null, 'served', 7, [served]]) {
        const { client } = createObservedClient(() => ok(wrong), { validateReplies });
        expect((await client.logistics.checkServiceability(input)).error, JSON.stringify(wrong)).toBeInstanceOf(BadResponseError);
      }
    });
  }

  it('takes a list where the action promises one, and nothing else there', async () => {
    const { client } = createObservedClient(() => ok([]));
    expect((await client.address.list()).data).toEqual([]);
    const other = createObservedClient(() => ok({ items: [] }));
    expect((await other.client.address.list()).error).toBeInstanceOf(BadResponseError);
  });
});

describe('replies are bounded', () => {
  const nested = (depth: number) => `{"status":200,"data":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}`;

  it('refuses a reply nested deeper than the bound, validated or not, success or failure', async () => {
    for (const validateReplies of [false, true])
      for (const status of [200, 500]) {
        const { client } = createObservedClient(() => reply(nested(200_000), { status }), { validateReplies });
        const { error } = await client.logistics.checkServiceability(input);
        expect(error).toBeInstanceOf(BadResponseError);
        expect(error?.message).toMatch(/nested deeper/);
      }
  });

  it('reads a deep reply within the bound, and brackets inside strings do not count', async () => {
    const { client } = createObservedClient(() => reply(nested(200)));
    expect((await client.logistics.checkServiceability(input)).data).toBeDefined();
    const quoted = createObservedClient(() => ok({ ...served, courier: `${'[{'.repeat(2000)}\\"` }));
    expect((await quoted.client.logistics.checkServiceability(input)).data?.courier).toHaveLength(4002);
  });

  it('refuses a body longer than maxReplyBytes without reading the rest', async () => {
    let pulls = 0;
    const chunk = new Uint8Array(1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({ pull: (c) => void (pulls++, c.enqueue(chunk)) });
    const { client } = createObservedClient(() => new Response(body), { maxReplyBytes: 10 * 1024 });
    const { error } = await client.logistics.checkServiceability(input);
    expect(error).toBeInstanceOf(BadResponseError);
    expect(error?.message).toMatch(/larger than 10240 bytes/);
    expect(pulls).toBeLessThan(15);
  });

  it('refuses a body that declares more than the default bound, and ends one that never ends', async () => {
    const declared = createObservedClient(() => new Response('{}', { headers: { 'content-length': String(2 ** 30) } }));
    expect((await declared.client.logistics.checkServiceability(input)).error?.message).toMatch(/larger than 16777216 bytes/);
    const unending = createObservedClient(() => new Response(endless(new Uint8Array(1 << 20))));
    expect((await unending.client.logistics.checkServiceability(input)).error).toBeInstanceOf(BadResponseError);
  });
});

describe('a timeout and a cancel hold when fetch ignores its signal', () => {
  it('times out a fetch that never answers', async () => {
    const attar = createAttarClient({ baseUrl: 'http://shop.test', fetch: deaf, timeoutMs: 20 });
    const { error } = await attar.logistics.checkServiceability(input);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('times out a body that stops half way, and cancels it', async () => {
    let cancelled = false;
    const stalled = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(new TextEncoder().encode('{"status":200,')),
      cancel: () => void (cancelled = true),
    });
    const attar = createAttarClient({ baseUrl: 'http://shop.test', fetch: async () => new Response(stalled), timeoutMs: 20 });
    expect((await attar.logistics.checkServiceability(input)).error).toBeInstanceOf(TimeoutError);
    expect(cancelled).toBe(true);
  });

  it('ends the call when the caller aborts, though fetch does not', async () => {
    const attar = createAttarClient({ baseUrl: 'http://shop.test', fetch: deaf });
    const controller = new AbortController();
    const pending = attar.logistics.checkServiceability(input, { signal: controller.signal });
    controller.abort('left the page');
    const { error } = await pending;
    expect(error).toBeInstanceOf(AbortedError);
    expect(error?.cause).toBe('left the page');
  });
});

describe('an input that cannot be sent is a GuardError, not an exception', () => {
  it('refuses a value JSON cannot hold', async () => {
    const { client, requests } = createObservedClient(() => ok(served));
    const { error } = await client.logistics.checkServiceability({ ...input, quantity: 1n as unknown as number });
    expect(error).toBeInstanceOf(GuardError);
    expect(error?.code).toBe('request.invalid');
    expect(requests).toHaveLength(0);
  });

  it('refuses a parameter a URL cannot carry (a lone surrogate)', async () => {
    const { client } = createObservedClient(() => ok({ addresses: [] }));
    expect((await client.address.remove({ address: '\uD800' })).error).toMatchObject({ kind: 'guard', code: 'request.invalid' });
  });

  it('refuses an action the table does not have', async () => {
    const { client } = createObservedClient(() => ok(served));
    const { error } = await client.call('noSuchAction' as 'cartGet');
    expect(error).toBeInstanceOf(GuardError);
  });
});
