// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_KEYS } from '../../data/guest-session.ts';
import { configureIdentityProvider, resetIdentityProvider, type ProviderIdentity } from '../../integrations/identity.ts';
import { store } from '../../state/store.ts';
import { cannedReads } from '../../test-support/canned-reads.tsx';
import { fakeApi } from '../../test-support/fake-api.ts';
import { ananya, ok, renderAt } from './auth-test-kit.tsx';
import { SocialLoginPanel } from './social-login-panel.tsx';

const api = fakeApi({ auth: { socialLogin: vi.fn() } });
const site = { enabled: true };
const identityProvider = () => ({ enabled: site.enabled, clientId: 'attar-web.mock-idp', scriptUrl: '/_mock/idp/client.js' });
const reads = cannedReads((action) =>
  action === 'contentSite' ? { integrations: { identityProvider: identityProvider() } } : undefined,
);
const Reads = reads.wrapper;

const identity: ProviderIdentity = {
  socialId: 'mock-123',
  socialType: 'GOOGLE',
  socialAccessToken: 'mock-idp:ananya.rao@example.in',
  email: 'ananya.rao@example.in',
  name: 'Ananya Rao',
};
// the provider's script, as if it had loaded (the page wrapper loads it when the configuration enables it)
const provider = { clientId: 'attar-web.mock-idp', provider: 'GOOGLE' as const, signIn: vi.fn() };

beforeEach(async () => {
  site.enabled = true;
  provider.signIn.mockReset().mockResolvedValue(identity);
  api.auth.socialLogin.mockResolvedValue(ok(ananya, 'Signed in'));
  store.toasts = [];
  // a guest cart in this browser, which the sign-in moves into the account
  localStorage.setItem(GUEST_KEYS.guestId, 'GU0000000001');
  localStorage.setItem(GUEST_KEYS.checkOutId, 'CK0000000001');
  resetIdentityProvider();
  await configureIdentityProvider(identityProvider(), { loadScript: async () => {}, window: { attarMockIdp: provider } });
});
afterEach(() => {
  cleanup();
  resetIdentityProvider();
  localStorage.clear();
  store.toasts = [];
});

describe('continue with Google', () => {
  it('is hidden when the site configuration turns the identity provider off', () => {
    site.enabled = false;
    renderAt(
      '/login',
      <Reads>
        <SocialLoginPanel returnTo="/profile" />
      </Reads>,
    );
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).toBeNull();
  });

  it('signs in through the provider and the social login call, moving the guest cart', async () => {
    const { router } = renderAt(
      '/login',
      <Reads>
        <SocialLoginPanel returnTo="/cart" />
      </Reads>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ }));
    fireEvent.change(screen.getByLabelText('Google account email'), { target: { value: 'ananya.rao@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(provider.signIn).toHaveBeenCalledWith({ email: 'ananya.rao@example.in' });
    expect(api.auth.socialLogin).toHaveBeenCalledWith({
      ...identity,
      type: 'BUYER',
      guestId: 'GU0000000001',
      checkOutId: 'CK0000000001',
    });
    expect(store.toasts.map((t) => t.text)).toContain('Welcome back, Ananya');
  });

  it('the account email is checked first', async () => {
    renderAt(
      '/login',
      <Reads>
        <SocialLoginPanel returnTo="/profile" />
      </Reads>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your email address.')).toBeTruthy();
    expect(provider.signIn).not.toHaveBeenCalled();
  });
});
