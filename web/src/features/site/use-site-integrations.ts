/**
 * The page wrapper's third-party pieces, set up once the site configuration arrives (docs/product-rules.md section
 * 2 "Page wrapper"): the web font with its fallback, the site icon, the identity provider's script and
 * the tag manager. Each runs once per page load; each failure is quiet for the shopper.
 */
import { useEffect } from 'react';
import { fontStack, setFontStack } from '../../integrations/font-stack.ts';
import { afterFirstView } from '../../lib/first-view.ts';
import type { SiteConfig } from '../../data/use-site.ts';

/**
 * The integrations load once the first view is ready (lib/first-view.ts), in one small chunk
 * (issue 5's JS budget): none of their requests competes with the page the shopper came for.
 */
const loadIntegrations = () => import('./site-integrations.ts');

let fontRequested = false;

/** Sets up font, icon, identity provider and tag manager from the configuration. */
export function useSiteIntegrations(site: SiteConfig | undefined): void {
  const integrations = site?.integrations;
  const imageHosts = site?.imageHosts;
  useEffect(() => {
    if (!integrations) return;
    // the family goes into the stack now, while the page is small; the font itself loads later
    if (!fontRequested) setFontStack(document, fontStack(integrations.webFont.family, integrations.webFont.fallback));
    let live = true;
    void afterFirstView()
      .then(loadIntegrations)
      .then(({ loadWebFont, setSiteIcon, configureIdentityProvider, setupTagManager }) => {
        // the configuration changed (or the page went) meanwhile: the newer run sets things up
        if (!live) return;
        if (!fontRequested) void loadWebFont(integrations.webFont);
        fontRequested = true;
        setSiteIcon(integrations.siteIcon, imageHosts ?? []);
        void configureIdentityProvider(integrations.identityProvider);
        void setupTagManager(integrations.tagManager);
      })
      .catch((error: unknown) => console.warn('The site integrations did not load', error));
    return () => {
      live = false;
    };
  }, [integrations, imageHosts]);
}

/** Logs 'Error fetching config' (docs/product-rules.md §8) once per failed read of the configuration. */
export function useConfigErrorLog(error: unknown): void {
  useEffect(() => {
    if (error) console.error('Error fetching config', error);
  }, [error]);
}
