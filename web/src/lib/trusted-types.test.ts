import { describe, expect, it, vi } from 'vitest';
import { TRUSTED_TYPES_POLICIES } from './page-policy.ts';
import { trustedScriptUrl, UntrustedScriptError } from './trusted-types.ts';

/** A browser with Trusted Types: policies made through it, as Chromium's factory does. */
function browser(href = 'https://attarhouse.in/faq') {
  const made: string[] = [];
  const trustedTypes = {
    createPolicy: vi.fn((name: string, rules: { createScriptURL(url: string): string }) => {
      made.push(name);
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    }),
  };
  return { win: { location: { href }, trustedTypes } as unknown as Window, made };
}

describe("the app's script policy", () => {
  it('is one the page names, made once, and lets through the addresses the allow-list takes', () => {
    const { win, made } = browser();
    expect(trustedScriptUrl('/_mock/idp/client.js', win)).toEqual({ trusted: 'https://attarhouse.in/_mock/idp/client.js' });
    expect(trustedScriptUrl('https://attarhouse.in/gtm.js?id=GTM-1', win)).toEqual({
      trusted: 'https://attarhouse.in/gtm.js?id=GTM-1',
    });
    expect(made).toEqual(['attar-script']);
    expect(TRUSTED_TYPES_POLICIES).toContain(made[0]);
  });

  it('refuses any other script address, even from a caller that skipped the check', () => {
    const { win } = browser();
    for (const url of [
      'data:text/javascript,window.attarPwned=1',
      'javascript:void 0',
      '//evil.example/x.js',
      'https://evil.example/x.js',
    ]) {
      expect(() => trustedScriptUrl(url, win), url).toThrow(UntrustedScriptError);
    }
  });

  it('checks the same way where the browser has no Trusted Types', () => {
    const win = { location: { href: 'https://attarhouse.in/' } } as unknown as Window;
    expect(trustedScriptUrl('/idp.js', win)).toBe('https://attarhouse.in/idp.js');
    expect(() => trustedScriptUrl('data:text/javascript,1', win)).toThrow(UntrustedScriptError);
  });
});
