/**
 * The page wrapper's third-party pieces, set up once the site configuration arrives (SPEC.md section
 * 2 "Page wrapper"): the web font with its fallback, the site icon, the identity provider's script and
 * the tag manager. Each runs once per page load; each failure is quiet for the shopper.
 */
import { useEffect } from 'react';
import { loadWebFont } from '../../integrations/font-loader.ts';
import { configureIdentityProvider } from '../../integrations/identity.ts';
import { setSiteIcon } from '../../integrations/site-icon.ts';
import { setupTagManager } from '../../integrations/tag-manager.ts';
import type { SiteConfig } from './use-site.ts';

let fontRequested = false;

/** Sets up font, icon, identity provider and tag manager from the configuration. */
export function useSiteIntegrations(site: SiteConfig | undefined): void {
  const integrations = site?.integrations;
  useEffect(() => {
    if (!integrations) return;
    if (!fontRequested) {
      fontRequested = true;
      void loadWebFont(integrations.webFont);
    }
    setSiteIcon(integrations.siteIcon);
    void configureIdentityProvider(integrations.identityProvider);
    void setupTagManager(integrations.tagManager);
  }, [integrations]);
}

/** Logs 'Error fetching config' (SPEC.md section 8) once per failed read of the configuration. */
export function useConfigErrorLog(error: unknown): void {
  useEffect(() => {
    if (error) console.error('Error fetching config', error);
  }, [error]);
}
