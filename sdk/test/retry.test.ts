/**
 * The retry policy: idempotent calls refused for load (429, 503) are sent again after Retry-After,
 * within the cap, the caller's signal and the call's timeout; writes never are. Waits run on fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbortedError, ApiError, TimeoutError, isIdempotent, type RetryNotice, type RetryPolicy } from '../src/index.ts';
import { actions, type ActionName } from '../src/index.ts';
import { createObservedClient, ok, reply, type Responder } from './helpers.ts';

const served = { serviceable: true, customerPincode: '560001', shippingCharge: 0, courier: 'BlueDart' };
const pincode = { quantity: 1, itemId: 'ATR-OUD-100', customerPincode: '560001' };

/** A 429 with the shop's envelope and `Retry-After: seconds` (no number in the body). */
const busy = (seconds: number | string, status = 429) =>
  reply(
    {
      status,
      message: 'Too many requests.',
      requestId: 'req_slow0001',
      timestamp: '2026-11-20T10:15:30Z',
      type: 'urn:attar:problem:request.rateLimited',
      title: 'Slow down',
      code: 'request.rateLimited',
    },
    { status, headers: { 'content-type': 'application/json', 'Retry-After': String(seconds) } },
  );

/** Answers each request with the next responder, the last one for every request after. */
const sequence = (...responders: Responder[]): Responder => {
  let n = 0;
  return (request) => responders[Math.min(n++, responders.length - 1)]!(request);
};

/** A fetch that never answers until the request is aborted (by the timeout or the caller). */
const hang: Responder = (request) =>
  new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));

/** A policy that records its notices; `started(n)` resolves once the n-th wait has begun, and the test moves the clock. */
function watched(policy: RetryPolicy = {}) {
  const notices: RetryNotice[] = [];
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  return {
    notices,
    started: (n = 1) => new Promise<void>((resolve) => (notices.length >= n ? resolve() : waiters.push({ n, resolve }))),
    policy: {
      ...policy,
      onRetry: (notice: RetryNotice) => {
        notices.push(notice);
        for (const waiter of waiters.filter((w) => w.n <= notices.length)) waiter.resolve();
      },
    } satisfies RetryPolicy,
  };
}

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-20T10:15:30Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('retrying a read refused for load', () => {
  it('waits the Retry-After seconds, then returns the retry that succeeded', async () => {
    const watch = watched();
    const { client, requests } = createObservedClient(
      sequence(
        () => busy(2),
        () => ok(served),
      ),
      { retry: watch.policy },
    );
    const pending = client.logistics.checkServiceability(pincode);
    await watch.started();
    expect(watch.notices).toEqual([
      expect.objectContaining({ actiontag: 'logisticsCheckServiceability', attempt: 1, delayMs: 2000 }),
    ]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.data).toEqual(served);
    expect(requests).toHaveLength(2);
  });

  it('waits until the HTTP date Retry-After names', async () => {
    const watch = watched();
    const { client, requests } = createObservedClient(
      sequence(
        () => busy('Fri, 20 Nov 2026 10:15:33 GMT'),
        () => ok(served),
      ),
      { retry: watch.policy },
    );
    const pending = client.logistics.checkServiceability(pincode);
    await watch.started();
    expect(watch.notices[0]?.delayMs).toBe(3000);
    await vi.advanceTimersByTimeAsync(3000);
    expect((await pending).data).toEqual(served);
    expect(requests).toHaveLength(2);
  });

  it("gives up after the policy's attempts and returns the last refusal", async () => {
    const watch = watched({ attempts: 2 });
    const { client, requests } = createObservedClient(() => busy(1), { retry: watch.policy });
    const pending = client.catalog.list({ keyword: 'oud' });
    for (const n of [1, 2]) {
      await watch.started(n);
      await vi.advanceTimersByTimeAsync(1000);
    }
    const { error } = await pending;
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 1 });
    expect(requests).toHaveLength(3);
  });

  it('backs off 1 s then 2 s after a 503 that names no wait', async () => {
    const watch = watched();
    const noWait = () => reply({ status: 503, message: 'Busy', requestId: 'r', timestamp: 't' }, { status: 503 });
    const { client } = createObservedClient(
      sequence(noWait, noWait, () => ok({ items: [] })),
      { retry: watch.policy },
    );
    const pending = client.orders.list({});
    for (const [n, ms] of [
      [1, 1000],
      [2, 2000],
    ] as const) {
      await watch.started(n);
      await vi.advanceTimersByTimeAsync(ms);
    }
    expect((await pending).data).toEqual({ items: [] });
    expect(watch.notices.map((n) => n.delayMs)).toEqual([1000, 2000]);
  });

  it("waits on the policy's own clock when it has one", async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const { client, requests } = createObservedClient(
      sequence(
        () => busy(4),
        () => ok(served),
      ),
      { retry: { sleep } },
    );
    expect((await client.logistics.checkServiceability(pincode)).data).toEqual(served);
    expect(waits).toEqual([4000]);
    expect(requests).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('what is not retried', () => {
  it('does not wait for a Retry-After beyond the cap: the refusal comes back at once', async () => {
    const { client, requests } = createObservedClient(() => busy(60), { retry: { maxDelayMs: 10_000 } });
    const { error } = await client.logistics.checkServiceability(pincode);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 60 });
    expect(requests).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never retries a cart add: a second add would add again', async () => {
    const { client, requests } = createObservedClient(() => busy(1), { retry: true });
    const { error } = await client.cart.addItem({ cin: 'ATR-OUD-100', quantity: 1 });
    expect(error).toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('retries an order that carries an idempotency key (the shop replays the first), and not a delete', async () => {
    const watch = watched({ attempts: 1 });
    const { client, requests } = createObservedClient(() => busy(1), { retry: watch.policy });
    await client.address.remove({ address: 'AD000123' });
    expect(requests).toHaveLength(1);
    const order = client.orders.create({ idempotencyKey: 'b6f1c2e4-8a3d-4f5e-9c21-7d0e6a4b3f10' } as never);
    await watch.started();
    await vi.advanceTimersByTimeAsync(1000);
    await order;
    expect(requests.map((r) => r.headers.get('actiontag'))).toEqual(['addressRemove', 'ordersCreate', 'ordersCreate']);
  });

  it('is off by default, and a call can switch it off or on', async () => {
    const off = createObservedClient(() => busy(1));
    await off.client.logistics.checkServiceability(pincode);
    expect(off.requests).toHaveLength(1);
    const on = createObservedClient(
      sequence(
        () => busy(1),
        () => ok(served),
      ),
      { retry: true },
    );
    await on.client.logistics.checkServiceability(pincode, { retry: false });
    expect(on.requests).toHaveLength(1);
    const watch = watched();
    const once = createObservedClient(
      sequence(
        () => busy(1),
        () => ok(served),
      ),
    );
    const pending = once.client.logistics.checkServiceability(pincode, { retry: watch.policy });
    await watch.started();
    await vi.advanceTimersByTimeAsync(1000);
    expect((await pending).data).toEqual(served);
  });
});

describe("the caller's signal and timeout", () => {
  it('stops waiting when the caller aborts, and sends nothing more', async () => {
    const watch = watched();
    const { client, requests } = createObservedClient(() => busy(5), { retry: watch.policy });
    const controller = new AbortController();
    const pending = client.logistics.checkServiceability(pincode, { signal: controller.signal });
    await watch.started();
    controller.abort();
    expect((await pending).error).toBeInstanceOf(AbortedError);
    expect(requests).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does not start a wait that would end after the call's timeout: the refusal says when to come back", async () => {
    const { client, requests } = createObservedClient(() => busy(5), { retry: true, timeoutMs: 3000 });
    const { error } = await client.logistics.checkServiceability(pincode);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 5 });
    expect(requests).toHaveLength(1);
  });

  it('runs the retry on what is left of the timeout, and reports the whole timeout', async () => {
    const watch = watched();
    const { client, requests } = createObservedClient(
      sequence(() => busy(1), hang),
      { retry: watch.policy },
    );
    const pending = client.logistics.checkServiceability(pincode, { timeoutMs: 3000 });
    await watch.started();
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(vi.getTimerCount()).toBe(1); // the retry is still waiting for its reply
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(3000);
    expect(Date.now() - Date.parse('2026-11-20T10:15:30Z')).toBe(3000);
  });
});

describe('isIdempotent', () => {
  it('accepts every GET, and exactly these reads on PUT and POST', () => {
    const names = Object.keys(actions) as ActionName[];
    const readsOnWrites = names.filter((name) => actions[name].method !== 'GET' && isIdempotent(name)).sort();
    // a new action on a catalogue or shared path lands here: decide whether it is a read
    expect(readsOnWrites).toEqual([
      'cartValidateCoupon',
      'catalogCheckPincode',
      'catalogFilters',
      'catalogList',
      'catalogProduct',
      'catalogProductByHandle',
      'catalogQuery',
      'catalogRelated',
      'catalogSimilar',
      'catalogSuggest',
      'catalogVariants',
      'checkoutLookupPaymentMethods',
      'guestGetCart',
      'guestGetInvoice',
      'logisticsCheckServiceability',
    ]);
    expect(names.filter((name) => actions[name].method === 'GET').every((name) => isIdempotent(name))).toBe(true);
    // the table's flag (the spec's GETs and x-idempotent reads) is the whole of it: the same set, no more
    expect(names.filter((name) => actions[name].idempotent).sort()).toEqual(names.filter((name) => isIdempotent(name)).sort());
    expect(names.filter((name) => actions[name].method !== 'GET' && actions[name].idempotent).sort()).toEqual(readsOnWrites);
    expect(names.filter((name) => actions[name].method === 'DELETE' && actions[name].idempotent)).toEqual([]);
  });

  it('accepts a write only with a non-empty idempotency key', () => {
    expect(isIdempotent('ordersCreate', { idempotencyKey: 'k-1' })).toBe(true);
    expect(isIdempotent('ordersCreate', { idempotencyKey: '' })).toBe(false);
    expect(isIdempotent('ordersCreate')).toBe(false);
  });
});
