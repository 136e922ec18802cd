import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  knownPlace,
  lookupVisitorPlace,
  parseLoc,
  readSavedPlace,
  resetVisitorPlace,
  UNKNOWN_PLACE,
  visitorPlace,
} from './ip-lookup.ts';

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

describe('the place saved in the session, read as untrusted input', () => {
  const place = { ip: '203.0.113.42', city: 'Bengaluru', region: 'Karnataka', country: 'IN', latitude: 12.97, longitude: 77.59 };

  it('is taken back field by field when it is one this code wrote', () => {
    expect(readSavedPlace(JSON.stringify(place))).toEqual(place);
    // whatever else was stored with it is not carried along
    expect(readSavedPlace(JSON.stringify({ ...place, __proto__: { x: 1 }, html: '<img src=x onerror=alert(1)>' }))).toEqual(
      place,
    );
  });

  it('is refused when too large, not JSON, or any field is not as written', () => {
    const hostile = [
      JSON.stringify({ ...place, city: 'x'.repeat(5000) }),
      `${JSON.stringify(place)}${' '.repeat(2000)}`,
      '{"ip":',
      'null',
      '[1,2]',
      JSON.stringify({ ...place, ip: '<script>' }),
      JSON.stringify({ ...place, ip: 'N/A' }),
      JSON.stringify({ ...place, city: 42 }),
      JSON.stringify({ ...place, region: 'Karna\u0000taka' }),
      JSON.stringify({ ...place, latitude: 1e308 }),
      JSON.stringify({ ...place, longitude: '77' }),
      JSON.stringify({ ip: place.ip }),
    ];
    for (const saved of hostile) expect(readSavedPlace(saved), saved.slice(0, 60)).toBeUndefined();
  });

  it('is dropped from the session and looked up again when refused', async () => {
    const saved = new Map<string, string>();
    const sessionStorage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
      removeItem: (key: string) => void saved.delete(key),
    };
    vi.stubGlobal('sessionStorage', sessionStorage);
    sessionStorage.setItem('attar.visitorPlace', JSON.stringify({ ...place, city: 'y'.repeat(5000) }));
    const fetch = fakeFetch({
      '/_mock/public-ip?format=json': () => reply({ ip: '203.0.113.42' }),
      '/_mock/ip-lookup/203.0.113.42/json': () =>
        reply({ city: 'Bengaluru', region: 'Karnataka', country: 'IN', loc: '12.97,77.59' }),
    });
    expect(await visitorPlace(true, { fetch })).toEqual(place);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(readSavedPlace(sessionStorage.getItem('attar.visitorPlace'))).toEqual(place);
    vi.unstubAllGlobals();
  });
});
