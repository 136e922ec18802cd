/**
 * The first thing the storefront runs (early.ts), before the app's code has arrived: the first view's
 * reads through the SDK, the download of its main block's code (product detail or listing, from the
 * list the build writes into index.html) and, on a product page, the perfume's first picture (the
 * page's largest paint) as soon as the perfume is known. On a phone on a slow network this takes
 * the data and the picture off the path behind the app's JavaScript (decision 006).
 */
import { startEarlyRead } from '../data/early-reads.ts';
import { firstViewOf, type FirstView } from './first-view.ts';

/** Fetches a picture into the memory cache, ahead of the `<img>` that will show it. */
function warmImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.decoding = 'async';
  image.src = url;
}

/** The id of the JSON list, in index.html, of each first-view block's script and style files. */
export const BLOCK_FILES_ID = 'attar-block-files';

/**
 * Starts downloading a block's code: the block is imported only when the app runs, and importing it
 * from here would make the bundler split the modules it shares with the app into more chunks.
 */
function preloadBlock(block: NonNullable<FirstView['block']>): void {
  const list = document.getElementById(BLOCK_FILES_ID)?.textContent;
  if (!list) return; // development: the dev server serves modules one by one
  // one insertion into the head, not one per file
  const links = document.createDocumentFragment();
  for (const href of (JSON.parse(list) as Record<string, string[] | undefined>)[block] ?? []) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style', href });
    else Object.assign(link, { rel: 'modulepreload', href, crossOrigin: '' });
    links.append(link);
  }
  document.head.append(links);
}

export function startEarly(pathname: string): void {
  const view = firstViewOf(pathname);
  void startEarlyRead('contentSite', view.site);
  if (view.page) void startEarlyRead('contentPage', view.page);
  if (view.product) {
    void startEarlyRead('catalogProduct', view.product).then((result) => {
      const first = result.data?.images[0];
      if (first) warmImage(first.url);
    });
  }
  if (view.block) preloadBlock(view.block);
}
