// @vitest-environment happy-dom
// @vitest-isolate it tests the client's start-up (the SDK runtime not yet loaded, a token still in localStorage), module state
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, SESSION_COOKIES } from '@attar/sdk';

// a token an earlier build left in localStorage, where any script could read it
localStorage.setItem('attar.token', 'tok-legacy');
const { api, sdkIfLoaded } = await import('./client.ts');

afterEach(() => vi.unstubAllGlobals());

describe('the storefront’s client', () => {
  it('moves a token left in localStorage into the session cookie, and removes it there', () => {
    expect(localStorage.getItem('attar.token')).toBeNull();
    expect(api.session.getToken()).toBe('tok-legacy');
    api.session.setToken(null);
  });

  it('has the session at once, in a cookie, without loading the SDK’s runtime', () => {
    api.session.setToken('tok-1');
    expect(api.session.getToken()).toBe('tok-1');
    expect(document.cookie).toContain(`${SESSION_COOKIES.token}=tok-1`);
    expect(localStorage.length).toBe(0);
    api.session.setToken(null);
    expect(document.cookie).not.toContain(SESSION_COOKIES.token);
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
