// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../state/store.ts';
import { ananya, ok, renderAt } from './auth-test-kit.tsx';
import { SocialLoginPanel } from './social-login-panel.tsx';

const api = vi.hoisted(() => ({ auth: { socialLogin: vi.fn() }, session: { getToken: () => null, setToken: () => {} } }));
vi.mock('../../data/client.ts', () => ({ api }));
vi.mock('../../data/cart-actions.ts', () => ({
  guestCartForSignIn: () => ({ guestId: 'GU0000000001', checkOutId: 'CK0000000001' }),
}));
const site = vi.hoisted(() => ({ enabled: true }));
vi.mock('../../data/use-action.ts', () => ({
  useAction: () => ({
    data: {
      integrations: {
        identityProvider: { enabled: site.enabled, clientId: 'attar-web.mock-idp', scriptUrl: '/_mock/idp/client.js' },
      },
    },
  }),
}));
const signInWithProvider = vi.hoisted(() => vi.fn());
vi.mock('../../integrations/identity.ts', () => ({ signInWithProvider, IdentityProviderError: class extends Error {} }));

const identity = {
  socialId: 'mock-123',
  socialType: 'GOOGLE',
  socialAccessToken: 'mock-idp:ananya.rao@example.in',
  email: 'ananya.rao@example.in',
  name: 'Ananya Rao',
};

beforeEach(() => {
  vi.clearAllMocks();
  site.enabled = true;
  signInWithProvider.mockResolvedValue(identity);
  api.auth.socialLogin.mockResolvedValue(ok(ananya, 'Signed in'));
  store.toasts = [];
});
afterEach(cleanup);

describe('continue with Google', () => {
  it('is hidden when the site configuration turns the identity provider off', () => {
    site.enabled = false;
    renderAt('/login', <SocialLoginPanel returnTo="/profile" />);
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).toBeNull();
  });

  it('signs in through the provider and the social login call, moving the guest cart', async () => {
    const { router } = renderAt('/login', <SocialLoginPanel returnTo="/cart" />);
    fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ }));
    fireEvent.change(screen.getByLabelText('Google account email'), { target: { value: 'ananya.rao@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(signInWithProvider).toHaveBeenCalledWith('ananya.rao@example.in');
    expect(api.auth.socialLogin).toHaveBeenCalledWith({
      ...identity,
      type: 'BUYER',
      guestId: 'GU0000000001',
      checkOutId: 'CK0000000001',
    });
    expect(store.toasts.map((t) => t.text)).toContain('Welcome back, Ananya');
  });

  it('the account email is checked first', async () => {
    renderAt('/login', <SocialLoginPanel returnTo="/profile" />);
    fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your email address.')).toBeTruthy();
    expect(signInWithProvider).not.toHaveBeenCalled();
  });
});
