import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY } from './cookie-banner.tsx';

describe('the cookie notice before the first paint', () => {
  it("is hidden by index.html's first script for a browser that agreed, under the banner's own key", () => {
    const html = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
    const script = /<script>([^<]*cookieConsent[^<]*)<\/script>/.exec(html)?.[1];
    expect(script).toContain(`localStorage.getItem('${COOKIE_CONSENT_KEY}')`);
    const css = readFileSync(join(import.meta.dirname, 'footer.css'), 'utf8');
    expect(css).toMatch(/html\[data-cookie-consent\] \.cookie-banner \{\s*display: none;/);
  });
});
