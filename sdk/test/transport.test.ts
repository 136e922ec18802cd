/** Every wire rule of docs/product-rules.md §4, 6, 7 and 8, each with a test that fails if the rule breaks. */
import { describe, expect, it, vi } from 'vitest';
import { AbortedError, ApiError, BadResponseError, NetworkError, TimeoutError, createMemorySession } from '../src/index.ts';
import { createObservedClient, ok, problem, reply } from './helpers.ts';

const served = { serviceable: true, customerPincode: '560001', shippingCharge: 0, courier: 'BlueDart' };
const input = { quantity: 1, itemId: 'ATR-OUD-100', customerPincode: '560001' };

describe('headers', () => {
  it('sends the public key with apiType G for a guest, and the fixed headers', async () => {
    const { client, requests } = createObservedClient(() => ok(served));
    await client.logistics.checkServiceability(input);
    const h = requests[0]!.headers;
    expect(h.get('authorization')).toBe('Bearer public');
    expect(h.get('apitype')).toBe('G');
    expect(h.get('actiontag')).toBe('logisticsCheckServiceability');
    expect(h.get('responseflag')).toBe('true');
    expect(h.get('datatag')).toBe('PRIMARY');
    expect(h.get('channel')).toBe('web');
    expect(h.get('x-xsrf-token')).toBeNull();
  });

  it('sends the stored token with apiType C once signed in', async () => {
    const { client, requests } = createObservedClient(() => ok(served), { session: createMemorySession('tok_buyer') });
    await client.logistics.checkServiceability(input);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok_buyer');
    expect(requests[0]!.headers.get('apitype')).toBe('C');
  });

  it('uses a configured marketplace key for guests', async () => {
    const { client, requests } = createObservedClient(() => ok(served), { marketplaceKey: 'mk_live' });
    await client.logistics.checkServiceability(input);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer mk_live');
  });

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN', async () => {
    const { client, requests } = createObservedClient(() => ok(served), {
      getCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-123' : undefined),
    });
    await client.logistics.checkServiceability(input);
    expect(requests[0]!.headers.get('x-xsrf-token')).toBe('xsrf-123');
  });

  it('sends the method, path and body the action table names', async () => {
    const { client, requests } = createObservedClient(() => ok(served));
    await client.logistics.checkServiceability(input);
    expect(requests[0]!.method).toBe('PUT');
    expect(requests[0]!.url.href).toBe('http://shop.test/logistics/serviceability');
    expect(JSON.parse(requests[0]!.body as string)).toEqual(input);
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('routes a service to its own base URL when one is configured', async () => {
    const { client, requests } = createObservedClient(() => ok(served), {
      serviceUrls: { logistics: 'http://logistics.test/v1' },
    });
    await client.logistics.checkServiceability(input);
    expect(requests[0]!.url.href).toBe('http://logistics.test/v1/logistics/serviceability');
  });
});

describe('replies', () => {
  it('returns the data of a reply whose body status is 200', async () => {
    const { client } = createObservedClient(() => ok(served));
    const result = await client.logistics.checkServiceability(input);
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual(served);
    expect(result.meta).toMatchObject({ status: 200, httpStatus: 200, requestId: 'req_test0001' });
  });

  it('counts any HTTP 2xx as transport success', async () => {
    const { client } = createObservedClient(() =>
      reply(
        { status: 200, message: 'Created', requestId: 'r1', timestamp: '2026-11-20T10:15:30Z', data: served },
        { status: 201 },
      ),
    );
    expect((await client.logistics.checkServiceability(input)).data).toEqual(served);
  });

  it('turns a body status other than 200 into an ApiError even on HTTP 200', async () => {
    const { client } = createObservedClient(() => problem(422, 'pincode.unserviceable', 'We do not deliver to 999999 yet.', 200));
    const { error } = await client.logistics.checkServiceability(input);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      httpStatus: 200,
      code: 'pincode.unserviceable',
      message: 'We do not deliver to 999999 yet.',
      requestId: 'req_fail0001',
      actiontag: 'logisticsCheckServiceability',
    });
  });

  it('keeps the status, code, field errors and retry hint of an HTTP failure', async () => {
    const { client } = createObservedClient(() =>
      problem(400, 'request.invalid', 'quantity must be at least 1', 400, {
        errors: [{ field: 'quantity', message: 'must be at least 1' }],
        retryAfterSeconds: 5,
      }),
    );
    const { error } = await client.logistics.checkServiceability(input);
    expect(error).toMatchObject({
      status: 400,
      httpStatus: 400,
      fieldErrors: [{ field: 'quantity', message: 'must be at least 1' }],
      retryAfterSeconds: 5,
    });
  });

  it('treats an HTTP failure whose body claims 200 as a failure', async () => {
    const { client } = createObservedClient(() =>
      reply({ status: 200, message: 'OK', requestId: 'r', timestamp: 't', data: served }, { status: 503 }),
    );
    const { error } = await client.logistics.checkServiceability(input);
    expect(error).toMatchObject({ kind: 'api', status: 503, code: 'http.503' });
  });

  it('turns a reply that is not JSON into a BadResponseError', async () => {
    const { client } = createObservedClient(() => reply('<html>gateway</html>', { headers: { 'content-type': 'text/html' } }));
    const { error } = await client.logistics.checkServiceability(input);
    expect(error).toBeInstanceOf(BadResponseError);
    expect(error).toMatchObject({ code: 'response.invalid', httpStatus: 200 });
  });

  it('turns JSON without the status envelope into a BadResponseError', async () => {
    const { client } = createObservedClient(() => reply({ serviceable: true }));
    expect((await client.logistics.checkServiceability(input)).error).toBeInstanceOf(BadResponseError);
  });
});

describe('session', () => {
  it('clears the token on a 401, reports it, and rejects', async () => {
    const onSessionExpired = vi.fn();
    const { client, session } = createObservedClient(() => problem(401, 'auth.sessionExpired', 'Please sign in again.'), {
      session: createMemorySession('tok_old'),
      onSessionExpired,
    });
    const { error } = await client.logistics.checkServiceability(input);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isUnauthorized).toBe(true);
    expect(session.getToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('treats a body status 401 on HTTP 200 the same way', async () => {
    const { client, session } = createObservedClient(() => problem(401, 'auth.sessionExpired', 'expired', 200), {
      session: createMemorySession('tok_old'),
    });
    await client.logistics.checkServiceability(input);
    expect(session.getToken()).toBeNull();
  });

  it('returns to guest headers on the next call after a 401', async () => {
    let n = 0;
    const { client, requests } = createObservedClient(
      () => (n++ === 0 ? problem(401, 'auth.sessionExpired', 'expired') : ok(served)),
      {
        session: createMemorySession('tok_old'),
      },
    );
    await client.logistics.checkServiceability(input);
    await client.logistics.checkServiceability(input);
    expect(requests[1]!.headers.get('authorization')).toBe('Bearer public');
    expect(requests[1]!.headers.get('apitype')).toBe('G');
  });
});

describe('network, timeout and cancel', () => {
  it('turns a failed fetch into a NetworkError', async () => {
    const { client } = createObservedClient(() => {
      throw new TypeError('fetch failed');
    });
    const { error } = await client.logistics.checkServiceability(input);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error?.message).toContain('fetch failed');
  });

  const slow = (ms: number) => (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      if (request.signal.aborted) return reject(request.signal.reason);
      const t = setTimeout(() => resolve(ok(served)), ms);
      request.signal.addEventListener('abort', () => {
        clearTimeout(t);
        reject(request.signal.reason);
      });
    });

  it('has no timeout by default', async () => {
    const { client } = createObservedClient(slow(60));
    expect((await client.logistics.checkServiceability(input)).data).toEqual(served);
  });

  it('fails with a TimeoutError when a timeout is set and passes', async () => {
    const { client } = createObservedClient(slow(200), { timeoutMs: 20 });
    const { error } = await client.logistics.checkServiceability(input);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(20);
  });

  it('lets one call override the timeout', async () => {
    const { client } = createObservedClient(slow(200));
    expect((await client.logistics.checkServiceability(input, { timeoutMs: 10 })).error).toBeInstanceOf(TimeoutError);
  });

  it('stops when the caller aborts', async () => {
    const { client } = createObservedClient(slow(200));
    const controller = new AbortController();
    const pending = client.logistics.checkServiceability(input, { signal: controller.signal });
    controller.abort();
    expect((await pending).error).toBeInstanceOf(AbortedError);
  });

  it('does not send at all when the signal is already aborted', async () => {
    const { client, requests } = createObservedClient(() => ok(served));
    const { error } = await client.logistics.checkServiceability(input, { signal: AbortSignal.abort() });
    expect(error).toBeInstanceOf(AbortedError);
    expect(requests).toHaveLength(0);
  });
});

describe('reply validation', () => {
  it('passes a reply that fits the contract', async () => {
    const { client } = createObservedClient(() => ok(served), { validateReplies: true });
    expect((await client.logistics.checkServiceability(input)).data).toEqual(served);
  });

  it('turns a reply that breaks the contract into a BadResponseError naming the field', async () => {
    const { client } = createObservedClient(() => ok({ ...served, shippingCharge: 'free' }), { validateReplies: true });
    const { error } = await client.logistics.checkServiceability(input);
    expect(error).toBeInstanceOf(BadResponseError);
    expect((error as BadResponseError).issues.map((i) => i.field)).toContain('data.shippingCharge');
  });

  it('lets a malformed reply through when validation is off', async () => {
    const { client } = createObservedClient(() => ok({ ...served, shippingCharge: 'free' }), { validateReplies: false });
    expect((await client.logistics.checkServiceability(input)).error).toBeUndefined();
  });
});
