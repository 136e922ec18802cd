/** The third-party calls on their local mock paths: public IP, IP location, web font, identity provider. */
import { runInNewContext } from 'node:vm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { zExternalError, zFontDescription, zIpLocation, zPublicIp } from '@attar/sdk/external';
import { createExternalHandlers, MOCK_PUBLIC_IP } from '../src/external.ts';
import { setupMockShop } from '../src/node.ts';

const mock = setupMockShop({ start: '2026-11-20T10:00:00Z' });
beforeAll(() => {
  mock.server.listen({ onUnhandledRequest: 'error' });
  mock.server.use(...createExternalHandlers());
});
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

const ORIGIN = 'http://127.0.0.1:4010';
const json = async (path: string) => {
  const res = await fetch(`${ORIGIN}${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('IP lookups', () => {
  it('tells the caller its public IP, as JSON when asked', async () => {
    const { status, body } = await json('/_mock/public-ip?format=json');
    expect(status).toBe(200);
    expect(zPublicIp.parse(body)).toEqual({ ip: MOCK_PUBLIC_IP });
    const plain = await json('/_mock/public-ip/');
    expect(plain.status).toBe(400);
    expect(zExternalError.safeParse(plain.body).success).toBe(true);
  });

  it('locates the public IP in Bengaluru, and any other public address in the same Indian city every time', async () => {
    const { body } = await json(`/_mock/ip-lookup/${MOCK_PUBLIC_IP}/json`);
    expect(zIpLocation.parse(body)).toMatchObject({
      ip: MOCK_PUBLIC_IP,
      city: 'Bengaluru',
      region: 'Karnataka',
      country: 'IN',
      loc: '12.9716,77.5946',
    });
    const other = await json('/_mock/ip-lookup/198.51.100.7/json');
    expect(zIpLocation.parse(other.body)).toEqual((await json('/_mock/ip-lookup/198.51.100.7/json')).body);
  });

  it('answers ExternalError for a malformed IP (400) and for a private one (404)', async () => {
    const bad = await json('/_mock/ip-lookup/not-an-ip/json');
    expect(bad.status).toBe(400);
    expect(zExternalError.parse(bad.body).error.message).toContain('not a valid IP address');
    const local = await json('/_mock/ip-lookup/127.0.0.1/json');
    expect(local.status).toBe(404);
    expect(zExternalError.safeParse(local.body).success).toBe(true);
  });
});

describe('web font', () => {
  it('describes Poppins with its stylesheet path', async () => {
    const { status, body } = await json('/fonts/poppins.json');
    expect(status).toBe(200);
    expect(zFontDescription.parse(body)).toMatchObject({
      family: 'Poppins',
      weights: [400, 500, 600],
      stylesheet: '/fonts/poppins.css',
    });
  });

  it('serves a stylesheet with local() sources only and the sans-serif fallback', async () => {
    const res = await fetch(`${ORIGIN}/fonts/poppins.css`);
    expect(res.headers.get('content-type')).toContain('text/css');
    const css = await res.text();
    expect(css.match(/@font-face/g)).toHaveLength(3);
    expect(css).toContain('font-family: "Poppins"');
    expect(css).toContain('src: local("Poppins Regular")');
    expect(css).not.toMatch(/url\(/);
    expect(css).toContain('"Poppins", sans-serif');
  });

  it('answers 404 for an unknown font and for font files, which are not bundled', async () => {
    expect((await json('/fonts/garamond.json')).status).toBe(404);
    expect((await json('/fonts/garamond.css')).status).toBe(404);
    const file = await json('/fonts/poppins/poppins-400.woff2');
    expect(file.status).toBe(404);
    expect(zExternalError.safeParse(file.body).success).toBe(true);
  });
});

describe('identity provider script', () => {
  it('defines a mock sign-in that returns the social login fields with the token mock-idp:<email>', async () => {
    const res = await fetch(`${ORIGIN}/_mock/idp/client.js`);
    expect(res.headers.get('content-type')).toContain('javascript');
    const sandbox: Record<string, any> = {};
    runInNewContext(await res.text(), sandbox);
    const idp = sandbox.attarMockIdp;
    expect(idp.clientId).toBe('attar-web.mock-idp');
    const account = JSON.parse(JSON.stringify(await idp.signIn({ email: 'Ananya.Rao@example.in', name: 'Ananya Rao' })));
    expect(account).toEqual({
      socialId: expect.stringMatching(/^mock-[0-9]+$/),
      socialType: 'GOOGLE',
      socialAccessToken: 'mock-idp:ananya.rao@example.in',
      email: 'ananya.rao@example.in',
      name: 'Ananya Rao',
    });
    const again = await idp.signIn({ email: 'ananya.rao@example.in' });
    expect(again.socialId).toBe(account.socialId);
    await expect(idp.signIn({ email: 'nobody' })).rejects.toThrow('sign in with an email address');
  });
});
