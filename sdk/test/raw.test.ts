/**
 * `attar.raw` loads openapi-fetch with its first call (the actions send their own requests): it is
 * still the typed client, over the client's fetch, and its middleware applies to the calls after it.
 */
import { describe, expect, it } from 'vitest';
import { createObservedClient, ok } from './helpers.ts';

const headers = {
  actiontag: 'storeCountries',
  authorization: 'Bearer public',
  apiType: 'G',
  responseFlag: 'true',
  dataTag: 'PRIMARY',
  channel: 'web',
} as never;

describe('attar.raw', () => {
  it("sends through the client's fetch and base URL, and reads the reply as openapi-fetch does", async () => {
    const { client, requests } = createObservedClient(() => ok([{ code: 'in', name: 'India' }]));
    const { data, response } = await client.raw.GET('/country', { params: { header: headers } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ status: 200, data: [{ code: 'in', name: 'India' }] });
    expect(requests[0]!.url.href).toBe('http://shop.test/country');
    expect(requests[0]!.headers.get('actiontag')).toBe('storeCountries');
  });

  it('applies middleware registered before a call', async () => {
    const { client, requests } = createObservedClient(() => ok([]));
    client.raw.use({ onRequest: ({ request }) => (request.headers.set('x-trace', 't-1'), request) });
    await client.raw.GET('/country', { params: { header: headers } });
    expect(requests[0]!.headers.get('x-trace')).toBe('t-1');
  });
});
