/**
 * The routes whose content comes from the page configuration, and the configuration page of each: the
 * public pages the server renders (entry-server.tsx); the shopper's own pages render in the browser.
 */
import type { Schemas } from '@attar/sdk';

/** Routes whose content comes from the page configuration. */
export const CONTENT_ROUTES = [
  '/',
  '/categories',
  '/about',
  '/contact',
  '/faq',
  '/privacy-policy',
  '/terms',
  '/portfolio',
  '/shipping-policy',
  '/refund-policy',
  '/return-policy',
  '/shop',
  '/category/:categoryName/:categoryId',
  '/p/:slug/:encodedId',
] as const;

type PageUrl = Schemas['ContentPageUrl'];

/** The config page of a route: templates for category and product pages, the path otherwise. */
export function pageUrlFor(pathname: string, params: Record<string, string | undefined>): PageUrl {
  if (params.categoryId) return '/category/{categoryName}/{categoryId}';
  if (params.encodedId) return '/p/{slug}/{encodedId}';
  return (pathname.replace(/\/+$/, '') || '/') as PageUrl;
}
