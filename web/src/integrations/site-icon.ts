/** The site icon from the configuration (`integrations.siteIcon`). */
import type { Schemas } from '@attar/sdk';
import { safeImage } from '../lib/safe-url.ts';

type SiteIcon = Schemas['SiteIntegrations']['siteIcon'];

/**
 * Points the page's `<link rel="icon">` at the configured icon (adding the link when there is none),
 * when the allow-list takes its address as an image (lib/safe-url.ts); else the page keeps its own.
 * @example setSiteIcon({ href: '/media/brand/favicon.svg', type: 'image/svg+xml' }, site.imageHosts)
 */
export function setSiteIcon(icon: SiteIcon, imageHosts: readonly string[], doc: Document = document): void {
  const href = safeImage(icon.href, imageHosts);
  if (!href) return;
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
  if (icon.type) link.type = icon.type;
}
