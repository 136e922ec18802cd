/**
 * What the first view of a URL needs, as data: the content routes, the configuration page of a route,
 * and the reads the page starts with (site configuration, page configuration, the perfume a product URL
 * names) plus the block its code is built around. Plain functions with no React, so the tiny early
 * entry (early.ts) can start those reads before the app's code has arrived.
 */
import { decodeProductId } from '@attar/sdk';
import type { ActionInput, Schemas } from '@attar/sdk';

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

export interface FirstView {
  /** Always the site configuration. */
  site: ActionInput<'contentSite'>;
  /** The route's page configuration; none for the shopper's own pages (cart, profile, ...). */
  page?: ActionInput<'contentPage'>;
  /** The perfume a product URL names. */
  product?: ActionInput<'catalogProduct'>;
  /** The block the route is built around, whose code is worth starting at once. */
  block?: 'productDetail' | 'productListing';
}

const STATIC_CONTENT = new Set<string>(CONTENT_ROUTES.filter((path) => !path.includes(':')));

/**
 * The reads and the block code the first view of `pathname` starts with.
 * @example firstViewOf('/p/oud-noir/UFIwMDAwMQ') // { site: {}, page: { pageUrl: '/p/{slug}/{encodedId}' }, product: { itemId: 'PR00001' }, block: 'productDetail' }
 */
export function firstViewOf(pathname: string): FirstView {
  const path = pathname.replace(/\/+$/, '') || '/';
  const product = /^\/p\/([^/]+)\/([^/]+)$/.exec(path);
  const category = /^\/category\/([^/]+)\/([^/]+)$/.exec(path);
  if (product) {
    const itemId = decodeProductId(product[2]);
    return {
      site: {},
      page: { pageUrl: pageUrlFor(path, { slug: product[1], encodedId: product[2] }) },
      ...(itemId ? { product: { itemId } } : {}),
      block: 'productDetail',
    };
  }
  if (category)
    return {
      site: {},
      page: { pageUrl: pageUrlFor(path, { categoryName: category[1], categoryId: category[2] }) },
      block: 'productListing',
    };
  if (STATIC_CONTENT.has(path))
    return {
      site: {},
      page: { pageUrl: pageUrlFor(path, {}) },
      ...(path === '/shop' ? { block: 'productListing' as const } : {}),
    };
  return { site: {} };
}
