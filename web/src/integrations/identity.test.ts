import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configureIdentityProvider,
  IdentityProviderError,
  identityProviderReady,
  resetIdentityProvider,
  signInWithProvider,
  type IdentityProviderClient,
} from './identity.ts';

const config = { enabled: true, clientId: 'attar-web.mock-idp', scriptUrl: 'http://127.0.0.1:4010/_mock/idp/client.js' };
const client: IdentityProviderClient = {
  clientId: 'attar-web.mock-idp',
  provider: 'GOOGLE',
  signIn: async ({ email }) => {
    if (!email.includes('@')) throw new Error('mock-idp: sign in with an email address');
    return { socialId: 'mock-1', socialType: 'GOOGLE', socialAccessToken: `mock-idp:${email}`, email, name: 'Mock Buyer' };
  },
};

afterEach(resetIdentityProvider);
/** The storefront's page, on the same loopback origin as the configured mock script. */
const pageHref = 'http://127.0.0.1:4010/loginpassword';

describe('identity provider', () => {
  it('loads no script when the configuration turns it off, and sign-in is then unavailable', async () => {
    const loadScript = vi.fn(async () => {});
    expect(await configureIdentityProvider({ ...config, enabled: false }, { loadScript })).toBe(false);
    expect(loadScript).not.toHaveBeenCalled();
    await expect(signInWithProvider('ananya.rao@example.in')).rejects.toMatchObject({ code: 'identity.unavailable' });
  });

  it('loads the configured script once enabled and signs in through it', async () => {
    const loadScript = vi.fn(async () => {});
    const pending = signInWithProvider('ananya.rao@example.in');
    expect(await configureIdentityProvider(config, { loadScript, window: { attarMockIdp: client }, pageHref })).toBe(true);
    expect(loadScript).toHaveBeenCalledWith(config.scriptUrl, { 'data-client-id': 'attar-web.mock-idp' });
    expect(identityProviderReady()).toBe(true);
    expect(await pending).toEqual({
      socialId: 'mock-1',
      socialType: 'GOOGLE',
      socialAccessToken: 'mock-idp:ananya.rao@example.in',
      email: 'ananya.rao@example.in',
      name: 'Mock Buyer',
    });
  });

  it("reports a script that failed to load, or a provider's refusal, as an IdentityProviderError", async () => {
    expect(
      await configureIdentityProvider(config, { loadScript: async () => Promise.reject(new Error('offline')), pageHref }),
    ).toBe(false);
    await expect(signInWithProvider('a@b.in')).rejects.toBeInstanceOf(IdentityProviderError);
    resetIdentityProvider();
    await configureIdentityProvider(config, { loadScript: async () => {}, window: { attarMockIdp: client }, pageHref });
    await expect(signInWithProvider('not-an-email')).rejects.toMatchObject({
      code: 'identity.refused',
      message: 'sign in with an email address',
    });
  });

  it('loads no script from an address the allow-list refuses: the provider is off', async () => {
    const hostile = [
      'data:text/javascript,window.attarPwned=1',
      'javascript:window.attarPwned=1',
      '//evil.example/idp.js',
      'https://evil.example/idp.js',
      'http://203.0.113.9/idp.js',
    ];
    for (const scriptUrl of hostile) {
      resetIdentityProvider();
      const loadScript = vi.fn(async () => {});
      expect(
        await configureIdentityProvider({ ...config, scriptUrl }, { loadScript, window: { attarMockIdp: client }, pageHref }),
      ).toBe(false);
      expect(loadScript, scriptUrl).not.toHaveBeenCalled();
      await expect(signInWithProvider('a@b.in', undefined, 10)).rejects.toMatchObject({ code: 'identity.unavailable' });
    }
  });

  it('gives up waiting for a provider that never configures', async () => {
    await expect(signInWithProvider('a@b.in', undefined, 10)).rejects.toMatchObject({ code: 'identity.unavailable' });
  });
});
