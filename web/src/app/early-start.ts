/**
 * The first thing the storefront runs (early.ts), before the app's code has arrived: the first view's
 * reads through the SDK, the download of its blocks' code (the route's own block, product detail or
 * listing, at once; the page's first blocks once its configuration arrives; from the list the build
 * writes into index.html) and the page's largest picture as soon as it is known: the perfume's first
 * picture on a product page, the banner's first slide on a page that opens with one. On a phone on a
 * slow network this takes the data, the code and the picture off the path behind the app's JavaScript
 * (decision 006).
 */
import { startEarlyRead } from '../data/early-reads.ts';
import { FIRST_VIEW_BLOCKS, leadImageOf, visibleBlocks } from '../content/visible-blocks.ts';
import { firstViewOf } from './first-view.ts';

/** Fetches a picture into the memory cache, ahead of the `<img>` that will show it. */
function warmImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.decoding = 'async';
  image.src = url;
}

/** The id of the JSON list, in index.html, of every lazily loaded block's script and style files. */
export const BLOCK_FILES_ID = 'attar-block-files';

interface BlockFiles {
  /** Where the files are. */
  dir: string;
  /** Every file, once. */
  files: string[];
  /** blockRef -> indexes into `files`. */
  blocks: Record<string, number[] | undefined>;
}

let blockFiles: BlockFiles | null | undefined;
const preloaded = new Set<string>();

/** The list the build wrote into index.html (null in development: the dev server serves modules one by one). */
function readBlockFiles(): BlockFiles | null {
  if (blockFiles === undefined) {
    const text = document.getElementById(BLOCK_FILES_ID)?.textContent;
    blockFiles = text ? (JSON.parse(text) as BlockFiles) : null;
  }
  return blockFiles;
}

/**
 * Starts downloading the code of blocks: a block is imported only when the app renders it, and
 * importing it from here would make the bundler split the modules it shares with the app into more
 * chunks. Each file is asked for once.
 */
export function preloadBlocks(refs: readonly string[]): void {
  const list = readBlockFiles();
  if (!list) return;
  // one insertion into the head, not one per file
  const links = document.createDocumentFragment();
  for (const ref of refs) {
    for (const i of list.blocks[ref] ?? []) {
      const file = list.files[i];
      const href = `${list.dir}${file}`;
      if (!file || preloaded.has(href)) continue;
      preloaded.add(href);
      const link = document.createElement('link');
      if (href.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style', href });
      else Object.assign(link, { rel: 'modulepreload', href, crossOrigin: '' });
      links.append(link);
    }
  }
  if (links.childNodes.length) document.head.append(links);
}

export function startEarly(pathname: string): void {
  const view = firstViewOf(pathname);
  void startEarlyRead('contentSite', view.site);
  // the route's own block at once; the page's first blocks as soon as its configuration says which
  if (view.block) preloadBlocks([view.block]);
  if (view.page) {
    void startEarlyRead('contentPage', view.page).then((result) => {
      const blocks = result.data?.layout.enabled ? visibleBlocks(result.data.blocks).slice(0, FIRST_VIEW_BLOCKS) : [];
      preloadBlocks(blocks.map((block) => block.blockRef));
      const lead = leadImageOf(blocks[0]);
      if (lead) warmImage(lead);
    });
  }
  if (view.product) {
    void startEarlyRead('catalogProduct', view.product).then((result) => {
      const first = result.data?.images[0];
      if (first) warmImage(first.url);
    });
  }
}
