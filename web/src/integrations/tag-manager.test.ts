// @vitest-environment happy-dom
// @vitest-isolate it reads window.dataLayer, which any other file's storefront render may have created
import { describe, expect, it } from 'vitest';
import { setupTagManager } from './tag-manager.ts';

describe('tag manager', () => {
  it('is a no-op with an empty id (this store) and loads nothing from the internet', async () => {
    expect(await setupTagManager({ enabled: true, id: '' })).toBe(false);
    expect(await setupTagManager({ enabled: false, id: 'GTM-ABC123' })).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('with an id starts the data layer, and loads a script only from a configured self-hosted copy', async () => {
    expect(await setupTagManager({ enabled: true, id: 'GTM-ABC123' }, undefined)).toBe(true);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
