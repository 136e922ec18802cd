// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import useSWR, { mutate, unstable_serialize, useSWRConfig, type Cache } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@attar/sdk';
import { store } from '../state/store.ts';
import { fakeApi } from '../test-support/fake-api.ts';
import { signInRoute, signOut } from './auth-actions.ts';
import { api as client } from './client.ts';
import { actionKey } from './keys.ts';

const TOKEN = 'st_1a2b3c4d5e6f7a8b9c0d';
const api = fakeApi({ auth: { logout: vi.fn() } });

function signedInState() {
  store.auth = true;
  store.toasts = [{ id: 99, tone: 'info', text: 'Added to your cart' }];
}

const cartKey = actionKey('cartGet', {});
let cache: Cache | undefined;
/**
 * A page holding the buyer's cart read in SWR's global cache (no fetcher: only what the cache holds). A
 * filter mutate, as sign-out's, reaches only the keys a hook holds; a hook keeps showing the data it
 * last returned, so the test reads the cache itself.
 */
function CartReader() {
  useSWR(cartKey, null);
  cache = useSWRConfig().cache;
  return null;
}
const cachedCart = () => cache?.get(unstable_serialize(cartKey))?.data;

beforeEach(() => {
  client.session.setToken(TOKEN);
  signedInState();
});
afterEach(() => {
  cleanup();
  store.toasts = [];
  client.session.setToken(null);
});

describe('sign out', () => {
  it('calls the server, puts every piece of client state back, drops the buyer reads and goes home', async () => {
    api.auth.logout.mockImplementation(async () => {
      client.session.setToken(null); // what the SDK's session effect does
      return { data: { done: true }, meta: { status: 200, httpStatus: 200, message: 'Signed out', requestId: 'r' } };
    });
    await mutate(cartKey, { items: [] }, { revalidate: false });
    render(<CartReader />);
    expect(cachedCart()).toEqual({ items: [] });
    const navigate = vi.fn();
    await signOut({ navigate });
    expect(api.auth.logout).toHaveBeenCalledWith({});
    expect(store.auth).toBe(false);
    expect(store.toasts.map((t) => t.text)).toEqual(['You are signed out.']);
    // the buyer's reads have left the cache
    expect(cachedCart()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('still signs out on this device when the server cannot be reached', async () => {
    api.auth.logout.mockResolvedValue({ error: new NetworkError('offline') });
    const navigate = vi.fn();
    await signOut({ navigate });
    expect(client.session.getToken()).toBeNull();
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
