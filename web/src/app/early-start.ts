/**
 * The first thing the storefront runs (main.tsx), before the app's code has arrived: the first view's
 * reads through the SDK and, on a product page, the perfume's first picture (the page's largest paint)
 * as soon as the perfume is known. The main block's code starts with the app (boot.tsx): naming it here
 * would put the list of its chunks into this small entry. On a phone on a slow network this takes
 * the data and the picture off the path behind the app's JavaScript (decision 006).
 */
import { startEarlyRead } from '../data/early-reads.ts';
import { firstViewOf } from './first-view.ts';

/** Fetches a picture into the memory cache, ahead of the `<img>` that will show it. */
function warmImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.decoding = 'async';
  image.src = url;
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
}
