/**
 * A picture source for the browser worker, which has no folder to read: made files that the page's
 * host serves as plain files (the demo build ships the clips and their posters, `clipFiles()`). Each
 * listed file is fetched once from `baseUrl`, past the worker (msw's `bypass`), and kept; the media
 * route then answers from those bytes as it does from a folder: type, length, `Accept-Ranges`, ETag,
 * and 206 parts for a `Range` it is shown. A file not listed is never asked for: it is drawn at once,
 * with no request that would 404.
 */
import { bypass } from 'msw';
import type { PictureSource } from './media.ts';

/**
 * @example
 * createMockShop({ pictures: servedFiles(new URL('made/', location.href).href, clipFiles()) });
 */
export function servedFiles(baseUrl: string, files: readonly string[]): PictureSource {
  const listed = new Set(files);
  const kept = new Map<string, Promise<Uint8Array | undefined>>();
  return (path) => {
    if (!listed.has(path)) return Promise.resolve(undefined);
    let bytes = kept.get(path);
    if (!bytes) {
      bytes = fetch(bypass(new URL(path, baseUrl)))
        .then(async (res) => (res.ok ? new Uint8Array(await res.arrayBuffer()) : undefined))
        .catch(() => undefined)
        .then((found) => {
          // a file that did not come (offline, a host without it) is asked for again next time
          if (!found) kept.delete(path);
          return found;
        });
      kept.set(path, bytes);
    }
    return bytes;
  };
}
