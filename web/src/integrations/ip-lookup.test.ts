import { afterEach, describe, expect, it, vi } from 'vitest';
import { knownPlace, lookupVisitorPlace, parseLoc, resetVisitorPlace, UNKNOWN_PLACE, visitorPlace } from './ip-lookup.ts';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeFetch(routes: Record<string, () => Response | Promise<Response>>) {
  return vi.fn(async (url: string | URL | Request) => {
    const key = String(url);
    const route = routes[key];
    if (!route) throw new Error(`unexpected ${key}`);
    return route();
  }) as unknown as typeof fetch;
}

afterEach(resetVisitorPlace);

describe('IP lookup', () => {
  it('finds the IP, then its city, region, country and coordinates', async () => {
    const fetch = fakeFetch({
      '/_mock/public-ip?format=json': () => reply({ ip: '203.0.113.42' }),
      '/_mock/ip-lookup/203.0.113.42/json': () =>
        reply({ ip: '203.0.113.42', city: 'Bengaluru', region: 'Karnataka', country: 'IN', loc: '12.9716,77.5946' }),
    });
    expect(await lookupVisitorPlace({ fetch })).toEqual({
      ip: '203.0.113.42',
      city: 'Bengaluru',
      region: 'Karnataka',
      country: 'IN',
      latitude: 12.9716,
      longitude: 77.5946,
    });
  });

  it("gives ip 'N/A' when the IP service fails, and keeps the IP when only the location fails", async () => {
    expect(await lookupVisitorPlace({ fetch: fakeFetch({ '/_mock/public-ip?format=json': () => reply({}, 500) }) })).toEqual(
      UNKNOWN_PLACE,
    );
    expect(await lookupVisitorPlace({ fetch: fakeFetch({}) })).toEqual(UNKNOWN_PLACE);
    const fetch = fakeFetch({
      '/_mock/public-ip?format=json': () => reply({ ip: '10.0.0.1' }),
      '/_mock/ip-lookup/10.0.0.1/json': () => reply({ status: 404, error: { title: 'Not found', message: 'private' } }, 404),
    });
    expect(await lookupVisitorPlace({ fetch })).toEqual({ ...UNKNOWN_PLACE, ip: '10.0.0.1' });
  });

  it('reads loc as numbers, or nulls', () => {
    expect(parseLoc('-33.86,151.2')).toEqual({ latitude: -33.86, longitude: 151.2 });
    expect(parseLoc('nowhere')).toEqual({ latitude: null, longitude: null });
    expect(parseLoc(undefined)).toEqual({ latitude: null, longitude: null });
  });

  it('looks up once and shares the answer; off means no request', async () => {
    const fetch = fakeFetch({
      '/_mock/public-ip?format=json': () => reply({ ip: '203.0.113.42' }),
      '/_mock/ip-lookup/203.0.113.42/json': () =>
        reply({ ip: '203.0.113.42', city: 'Mumbai', region: 'Maharashtra', country: 'IN', loc: '19.07,72.87' }),
    });
    expect(await visitorPlace(false, { fetch })).toEqual(UNKNOWN_PLACE);
    expect(fetch).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([visitorPlace(true, { fetch }), visitorPlace(true, { fetch })]);
    expect(a).toBe(b);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(knownPlace().city).toBe('Mumbai');
  });
});
