/**
 * The tag manager (`integrations.tagManager`). This store sets it up with an empty id, so it is a
 * no-op. With an id, the data layer starts; the container script loads only from
 * `VITE_ATTAR_TAG_MANAGER_SRC` (a self-hosted copy), never from the internet by default.
 */
import type { Schemas } from '@attar/sdk';
import { loadScript } from './load-script.ts';

type TagManager = Schemas['SiteIntegrations']['tagManager'];

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let started = false;

/**
 * Sets up the tag manager once. Resolves to true when it was set up, false when it is off (no id).
 * @example await setupTagManager({ enabled: true, id: '' }) // false: nothing happens
 */
export async function setupTagManager(
  config: TagManager,
  scriptBase = (import.meta.env as Record<string, string | undefined>).VITE_ATTAR_TAG_MANAGER_SRC,
): Promise<boolean> {
  const id = config.id.trim();
  if (!config.enabled || !id || started) return false;
  started = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  if (scriptBase) {
    try {
      await loadScript(`${scriptBase}${scriptBase.includes('?') ? '&' : '?'}id=${encodeURIComponent(id)}`);
    } catch {
      // the shop works without it
    }
  }
  return true;
}
