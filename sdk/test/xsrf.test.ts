/**
 * The anti-forgery echo outside a browser (xsrf.ts): the client keeps the XSRF-TOKEN cookie a reply
 * set and sends it back as the cookie and the X-XSRF-TOKEN header; after an `xsrf.*` refusal it sends
 * the call once more with the fresh cookie the refusal set.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/index.ts';
import { createObservedClient, ok, problem } from './helpers.ts';

const withCookie = (response: Response, value: string) => {
  response.headers.append('set-cookie', `XSRF-TOKEN=${value}; Path=/; SameSite=Lax`);
  return response;
};
const subscribe = { email: 'meera@example.in' };

describe('the anti-forgery cookie outside a browser', () => {
  it('is kept from a reply and sent back as the cookie and the header', async () => {
    const { client, requests } = createObservedClient(() => withCookie(ok({ items: [] }), 'tok-from-shop-0001'));
    await client.content.site();
    expect(requests[0]!.headers.get('x-xsrf-token')).toBeNull();
    expect(requests[0]!.headers.get('cookie')).toBeNull();
    await client.forms.subscribe(subscribe);
    expect(requests[1]!.headers.get('x-xsrf-token')).toBe('tok-from-shop-0001');
    expect(requests[1]!.headers.get('cookie')).toBe('XSRF-TOKEN=tok-from-shop-0001');
  });

  it('is not sent as a cookie when the page has its own (a browser sends that one itself)', async () => {
    const { client, requests } = createObservedClient(() => withCookie(ok({}), 'kept-by-client-01'), {
      getCookie: (name) => (name === 'XSRF-TOKEN' ? 'page-cookie-00001' : undefined),
    });
    await client.content.site();
    await client.forms.subscribe(subscribe);
    expect(requests[1]!.headers.get('x-xsrf-token')).toBe('page-cookie-00001');
    expect(requests[1]!.headers.get('cookie')).toBeNull();
  });

  it('after an xsrf refusal, the call goes once more with the cookie the refusal set', async () => {
    let n = 0;
    const { client, requests } = createObservedClient(() =>
      n++ === 0 ? withCookie(problem(403, 'xsrf.missing', 'Echo the cookie.'), 'fresh-token-00001') : ok({ accepted: true }),
    );
    const { data, error } = await client.forms.subscribe(subscribe);
    expect(error).toBeUndefined();
    expect(data).toEqual({ accepted: true });
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers.get('x-xsrf-token')).toBe('fresh-token-00001');
  });

  it('is retried once at most, and not at all without a cookie to echo', async () => {
    const always = createObservedClient(() => withCookie(problem(403, 'xsrf.mismatch', 'No.'), 'again-token-00001'));
    const refused = await always.client.forms.subscribe(subscribe);
    expect(refused.error).toBeInstanceOf(ApiError);
    expect(always.requests).toHaveLength(2);

    const bare = createObservedClient(() => problem(403, 'xsrf.missing', 'No.'));
    await bare.client.forms.subscribe(subscribe);
    expect(bare.requests).toHaveLength(1);

    const other = createObservedClient(() => withCookie(problem(403, 'feature.disabled', 'Off.'), 'x-token-000000001'));
    await other.client.forms.subscribe(subscribe);
    expect(other.requests).toHaveLength(1);
  });
});
