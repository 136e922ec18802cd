/**
 * The page wrapper (docs/product-rules.md §2): around every page, it reports time on page at each route
 * change, the visitor once per session and clicks on the analytics socket, and sets up the web font,
 * the site icon, the identity provider and the tag manager from the site configuration. When the
 * configuration fails to load it logs 'Error fetching config' and the page still renders.
 */
import type { ReactNode } from 'react';
import { usePageAnalytics } from '../../features/analytics/use-page-analytics.ts';
import { useSite } from '../../data/use-site.ts';
import { ImageHostsProvider } from '../../lib/image-hosts.ts';
import { useConfigErrorLog, useSiteIntegrations } from '../../features/site/use-site-integrations.ts';

const NO_HOSTS: readonly string[] = [];

export function PageWrapper({ children }: { children: ReactNode }) {
  const { data: site, error } = useSite();
  useConfigErrorLog(error);
  useSiteIntegrations(site);
  usePageAnalytics(site);
  return <ImageHostsProvider value={site?.imageHosts ?? NO_HOSTS}>{children}</ImageHostsProvider>;
}
