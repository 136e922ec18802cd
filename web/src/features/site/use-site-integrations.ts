/**
 * The page wrapper's third-party pieces, set up once the site configuration arrives (SPEC.md section
 * 2 "Page wrapper"): the web font with its fallback, the site icon, the identity provider's script and
 * the tag manager. Each runs once per page load; each failure is quiet for the shopper.
 */
import { useEffect } from 'react';
import type { SiteConfig } from './use-site.ts';

/** The integrations load after the first view, in one small chunk (issue 5's JS budget). */
const loadIntegrations = () => import('./site-integrations.ts');

let fontRequested = false;

/** Sets up font, icon, identity provider and tag manager from the configuration. */
export function useSiteIntegrations(site: SiteConfig | undefined): void {
  const integrations = site?.integrations;
  useEffect(() => {
    if (!integrations) return;
    const loadFont = !fontRequested;
    fontRequested = true;
    void loadIntegrations()
      .then(({ loadWebFont, setSiteIcon, configureIdentityProvider, setupTagManager }) => {
        if (loadFont) void loadWebFont(integrations.webFont);
        setSiteIcon(integrations.siteIcon);
        void configureIdentityProvider(integrations.identityProvider);
        void setupTagManager(integrations.tagManager);
      })
      .catch((error: unknown) => console.warn('The site integrations did not load', error));
  }, [integrations]);
}

/** Logs 'Error fetching config' (SPEC.md section 8) once per failed read of the configuration. */
export function useConfigErrorLog(error: unknown): void {
  useEffect(() => {
    if (error) console.error('Error fetching config', error);
  }, [error]);
}
