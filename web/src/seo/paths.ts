/**
 * The storefront addresses the head and the sitemap name: category pages, route matching against the
 * router's own patterns, and which part of a listing's query a canonical URL keeps.
 */
import type { Schemas } from '@attar/sdk';
import { CONTENT_ROUTES } from '../app/content-routes.ts';
import { listingSearch, parseListing } from '../features/catalog/listing-params.ts';

type ContentRoute = (typeof CONTENT_ROUTES)[number];

/**
 * A category's page, written as the product page's breadcrumb writes it (product-detail.tsx
 * `categoryHref`: the name in lower-case words joined by `-`, then the id), so the sitemap, the
 * breadcrumb list and the links shoppers follow name one address.
 * @example categoryPath({ categoryId: 'CA00001', categoryName: 'For Him' }) // '/category/for-him/CA00001'
 */
export const categoryPath = (category: Pick<Schemas['CategoryRef'], 'categoryId' | 'categoryName'>): string =>
  `/category/${category.categoryName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}/${category.categoryId}`;

/** The route of a category page, from the router's table (never retyped here). */
export const CATEGORY_ROUTE = CONTENT_ROUTES.find((route) => route.includes(':categoryId'))!;

/**
 * The parameters of `pathname` under a route pattern of the router (`:name` segments), or undefined
 * when it does not match; segments are decoded.
 * @example matchRoute('/category/:categoryName/:categoryId', '/category/for-him/CA00001') // { categoryName: 'for-him', categoryId: 'CA00001' }
 */
export function matchRoute(pattern: ContentRoute, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname.replace(/\/+$/, '') === '' ? {} : undefined;
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = have[i]!;
    if (part.startsWith(':')) {
      if (!segment) return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
    } else if (part !== segment) return undefined;
  }
  return params;
}

/** `for-him` -> `For Him`: a category's name from its address, when nothing better is known. */
export const nameFromSlug = (slug: string): string =>
  slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The query a listing's canonical URL keeps: `?page=N` when the listing is otherwise the plain one,
 * nothing otherwise. Each page of the plain listing shows different perfumes, so it is its own page
 * for a search engine. A filter, a keyword or a sort makes a variant of a listing that already has an
 * address (the plain listing, or the category's own page for a category filter): those all point at
 * the plain listing, and their page number goes with them, since page 3 of a filtered list is not
 * page 3 of the plain one. Tracking parameters (`utm_*`, `gclid`...) are never listing keys, so they
 * are always dropped.
 * @example listingCanonicalQuery(new URLSearchParams('page=2&utm_source=mail')) // '?page=2'
 * @example listingCanonicalQuery(new URLSearchParams('page=2&brand=BR00001')) // ''
 */
export function listingCanonicalQuery(params: URLSearchParams): string {
  const state = parseListing(params);
  const query = listingSearch(state);
  const keys = [...query.keys()];
  return keys.length === 1 && keys[0] === 'page' ? `?${query}` : '';
}
