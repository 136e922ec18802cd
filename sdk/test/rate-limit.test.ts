/** The rate-limit headers of a reply (spec/common.yaml): read onto the reply's meta and a 429's ApiError. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/index.ts';
import { retryAfterSeconds } from '../src/rate-limit.ts';
import { createObservedClient, ok, reply } from './helpers.ts';

const input = { quantity: 1, itemId: 'ATR-OUD-100', customerPincode: '560001' };
const served = { serviceable: true, customerPincode: '560001', shippingCharge: 0, courier: 'BlueDart' };
const envelope = (extra: Record<string, unknown> = {}) => ({
  status: 429,
  message: 'Too many requests. Try again in a moment.',
  requestId: 'req_slow0001',
  timestamp: '2026-11-20T10:15:30Z',
  type: 'urn:attar:problem:request.rateLimited',
  title: 'Slow down',
  code: 'request.rateLimited',
  ...extra,
});

afterEach(() => vi.useRealTimers());

describe('RateLimit headers on the reply meta', () => {
  it('reads limit, remaining and reset from a metered success', async () => {
    const { client } = createObservedClient(() => {
      const response = ok(served);
      for (const [name, value] of Object.entries({
        'RateLimit-Limit': '120',
        'RateLimit-Remaining': '118',
        'RateLimit-Reset': '42',
      }))
        response.headers.set(name, value);
      return response;
    });
    const { meta } = await client.logistics.checkServiceability(input);
    expect(meta?.rateLimit).toEqual({ limit: 120, remaining: 118, resetSeconds: 42 });
  });

  it('leaves rateLimit out when the shop does not meter the call, and skips a malformed field', async () => {
    const plain = createObservedClient(() => ok(served));
    expect((await plain.client.logistics.checkServiceability(input)).meta?.rateLimit).toBeUndefined();
    const odd = createObservedClient(() =>
      reply(envelope(), {
        status: 429,
        headers: { 'content-type': 'application/json', 'RateLimit-Remaining': '0', 'RateLimit-Limit': 'lots' },
      }),
    );
    expect((await odd.client.logistics.checkServiceability(input)).meta?.rateLimit).toEqual({
      limit: undefined,
      remaining: 0,
      resetSeconds: undefined,
    });
  });
});

describe('Retry-After on a 429', () => {
  const limited = (headers: Record<string, string>, extra?: Record<string, unknown>) => () =>
    reply(envelope(extra), { status: 429, headers: { 'content-type': 'application/json', ...headers } });

  it('takes the seconds of the header when the body does not say', async () => {
    const { client } = createObservedClient(limited({ 'Retry-After': '7' }));
    const { error } = await client.logistics.checkServiceability(input);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, httpStatus: 429, code: 'request.rateLimited', retryAfterSeconds: 7 });
  });

  it('counts an HTTP date from now, rounding up', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T10:15:30.400Z') });
    const { client } = createObservedClient(limited({ 'Retry-After': 'Fri, 20 Nov 2026 10:15:35 GMT' }));
    expect((await client.logistics.checkServiceability(input)).error).toMatchObject({ retryAfterSeconds: 5 });
  });

  it("prefers the body's retryAfterSeconds to the header", async () => {
    const { client } = createObservedClient(limited({ 'Retry-After': '7' }, { retryAfterSeconds: 30 }));
    expect((await client.logistics.checkServiceability(input)).error).toMatchObject({ retryAfterSeconds: 30 });
  });

  it("turns a proxy's 429 without the envelope into a rate-limit ApiError, not a broken contract", async () => {
    const { client } = createObservedClient(() =>
      reply('<html>Too Many Requests</html>', { status: 429, headers: { 'content-type': 'text/html', 'Retry-After': '3' } }),
    );
    const { error } = await client.logistics.checkServiceability(input);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'api', status: 429, code: 'http.429', retryAfterSeconds: 3 });
  });

  it("turns a gateway's 503 without the envelope into an ApiError that can be retried", async () => {
    const { client } = createObservedClient(() => reply('', { status: 503, headers: { 'Retry-After': '2' } }));
    expect((await client.logistics.checkServiceability(input)).error).toMatchObject({
      kind: 'api',
      status: 503,
      code: 'http.503',
      retryAfterSeconds: 2,
    });
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-20T10:15:30Z');
  it.each([
    ['120', 120],
    [' 0 ', 0],
    ['Fri, 20 Nov 2026 10:16:30 GMT', 60],
    ['Fri, 20 Nov 2026 10:00:00 GMT', 0], // a date gone by: try now
    ['soon', undefined],
    ['-5', undefined],
    ['1.5', undefined],
  ])('reads %j as %j', (value, seconds) => {
    expect(retryAfterSeconds(value, now)).toBe(seconds);
  });

  it('reads a missing header as undefined', () => {
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});
