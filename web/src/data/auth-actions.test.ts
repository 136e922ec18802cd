// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@attar/sdk';
import { store } from '../state/store.ts';
import { signInRoute, signOut } from './auth-actions.ts';

const api = vi.hoisted(() => {
  let token: string | null = 'st_1a2b3c4d5e6f7a8b9c0d';
  return {
    auth: { logout: vi.fn() },
    session: {
      getToken: () => token,
      setToken: (next: string | null) => void (token = next),
      reset: () => void (token = 'st_1a2b3c4d5e6f7a8b9c0d'),
    },
  };
});
vi.mock('./client.ts', () => ({ api }));
const forgetBuyerReads = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./buyer-reads.ts', () => ({ forgetBuyerReads }));

function signedInState() {
  store.auth = true;
  store.toasts = [{ id: 99, tone: 'info', text: 'Added to your cart' }];
}

beforeEach(() => {
  vi.clearAllMocks();
  api.session.reset();
  signedInState();
});
afterEach(() => void (store.toasts = []));

describe('sign out', () => {
  it('calls the server, puts every piece of client state back, drops the buyer reads and goes home', async () => {
    api.auth.logout.mockImplementation(async () => {
      api.session.setToken(null); // what the SDK's session effect does
      return { data: { done: true }, meta: { status: 200, httpStatus: 200, message: 'Signed out', requestId: 'r' } };
    });
    const navigate = vi.fn();
    await signOut({ navigate });
    expect(api.auth.logout).toHaveBeenCalledWith({});
    expect(store.auth).toBe(false);
    expect(store.toasts.map((t) => t.text)).toEqual(['You are signed out.']);
    expect(forgetBuyerReads).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('still signs out on this device when the server cannot be reached', async () => {
    api.auth.logout.mockResolvedValue({ error: new NetworkError('offline') });
    const navigate = vi.fn();
    await signOut({ navigate });
    expect(api.session.getToken()).toBeNull();
    expect(store.auth).toBe(false);
    expect(store.toasts.map((t) => t.text)).toEqual(['You are signed out.']);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('sign-in route', () => {
  it('asks to sign in and come back', () => {
    expect(signInRoute('/p/oud-noir/QVRS?x=1')).toBe('/login?returnTo=%2Fp%2Foud-noir%2FQVRS%3Fx%3D1');
  });
});
