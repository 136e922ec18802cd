/**
 * The reads every first view needs, started before React's first render (main.tsx): the site
 * configuration, the route's page configuration and, on a product page, the perfume its URL names.
 * The hooks that need them (`useSite`, `ContentPage`, the product block) find them in SWR's cache
 * instead of asking only once they have rendered. The code of the block a catalogue route is built
 * around (product detail, product listing) starts loading at the same time, not after the page
 * configuration has named it.
 */
import { preloadAction } from '../data/use-action.ts';
import { decodeProductId } from '../features/catalog/product-route.ts';
import { pageUrlFor } from '../pages/content-page.tsx';
import { CONTENT_ROUTES } from './routes.tsx';

const STATIC_CONTENT = new Set<string>(CONTENT_ROUTES.filter((path) => !path.includes(':')));

/** Starts the first view's reads for `pathname` (a no-op for routes that are not content pages). */
export function startFirstReads(pathname: string): void {
  preloadAction('contentSite', {});
  const path = pathname.replace(/\/+$/, '') || '/';
  const product = /^\/p\/([^/]+)\/([^/]+)$/.exec(path);
  const category = /^\/category\/([^/]+)\/([^/]+)$/.exec(path);
  if (product) {
    preloadAction('contentPage', { pageUrl: pageUrlFor(path, { slug: product[1], encodedId: product[2] }) });
    const itemId = decodeProductId(product[2]);
    if (itemId) preloadAction('catalogProduct', { itemId });
    void import('../content/blocks/product-detail.tsx');
  } else if (category) {
    preloadAction('contentPage', { pageUrl: pageUrlFor(path, { categoryName: category[1], categoryId: category[2] }) });
    void import('../content/blocks/product-listing.tsx');
  } else if (STATIC_CONTENT.has(path)) {
    preloadAction('contentPage', { pageUrl: pageUrlFor(path, {}) });
    if (path === '/shop') void import('../content/blocks/product-listing.tsx');
  }
}
