/**
 * The reads every first view needs, put into SWR's cache before React's first render (main.tsx): the
 * site configuration, the route's page configuration and, on a product page, the perfume its URL
 * names (app/first-view.ts says which). Where early.ts started them already, the fetcher takes those
 * replies (data/early-reads.ts). The hooks that need them (`useSite`, `ContentPage`, the product block)
 * find them in the cache instead of asking only once they have rendered.
 */
import { preloadAction } from '../data/use-action.ts';
import { firstViewOf, type FirstView } from './first-view.ts';

/** Starts the first view's reads for `pathname` (only the site configuration off the content routes). */
export function startFirstReads(pathname: string): void {
  const view = firstViewOf(pathname);
  preloadAction('contentSite', view.site);
  if (view.page) preloadAction('contentPage', view.page);
  if (view.product) preloadAction('catalogProduct', view.product);
  loadFirstBlock(view);
}

/**
 * Loads the code of the block the first view is built around, if any. It lives here, with the app: a
 * dynamic import in the early entry's chunk would make the bundler split the modules the block shares
 * with the app into more chunks (early.ts preloads the block's files from a list instead).
 */
function loadFirstBlock(view: FirstView): void {
  if (view.block === 'productDetail') void import('../content/blocks/product-detail.tsx');
  if (view.block === 'productListing') void import('../content/blocks/product-listing.tsx');
}
