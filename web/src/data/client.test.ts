// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@attar/sdk';
import { api, sdkIfLoaded } from './client.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the storefront’s client', () => {
  it('has the session at once, without loading the SDK’s runtime', () => {
    api.session.setToken('tok-1');
    expect(api.session.getToken()).toBe('tok-1');
    expect(localStorage.getItem('attar.token')).toBeTruthy();
    api.session.setToken(null);
    expect(sdkIfLoaded()).toBeUndefined();
  });

  it('keeps one function per action, so a test can replace it', () => {
    expect(api.cart.addItem).toBe(api.cart.addItem);
    expect('addItem' in api.cart).toBe(true);
    const spy = vi.spyOn(api.cart, 'addItem').mockResolvedValue({ data: undefined } as never);
    void api.cart.addItem({ cin: 'ATR-OUD-100', quantity: 1 });
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
    expect(sdkIfLoaded()).toBeUndefined();
  });

  it('loads the SDK with the first call, which then goes out as any call does', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);
    const result = await api.content.site({}, { retry: false });
    expect(sdkIfLoaded()).toBeDefined();
    expect(fetch).toHaveBeenCalled();
    expect(result.error).toBeInstanceOf(NetworkError);
    // and by its actiontag
    const again = await api.call('contentSite', {}, { retry: false });
    expect(again.error).toBeInstanceOf(NetworkError);
  });
});
