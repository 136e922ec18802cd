/** The site icon from the configuration (`integrations.siteIcon`). */
import type { Schemas } from '@attar/sdk';

type SiteIcon = Schemas['SiteIntegrations']['siteIcon'];

/**
 * Points the page's `<link rel="icon">` at the configured icon (adding the link when there is none).
 * @example setSiteIcon({ href: '/media/brand/favicon.svg', type: 'image/svg+xml' })
 */
export function setSiteIcon(icon: SiteIcon, doc: Document = document): void {
  if (!icon.href) return;
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  if (link.getAttribute('href') !== icon.href) link.href = icon.href;
  if (icon.type) link.type = icon.type;
}
