/**
 * The mock shop in the browser (development and the explicit demo build only): an MSW service worker
 * answers the storefront's calls from an in-memory shop. Never imported by a production bundle: the
 * storefront loads it through a dynamic import behind its mock flag.
 */
import { setupWorker } from 'msw/browser';
import { createMockShop, type MockShop, type MockShopOptions } from './index.ts';
import { clipFiles } from './pictures.ts';
import { servedFiles } from './served-files.ts';

export interface BrowserMockShop extends MockShop {
  worker: ReturnType<typeof setupWorker>;
}

/**
 * Starts the worker; requests the mock does not know go to the network as usual (assets, the dev server).
 * @example
 * const { startBrowserMockShop } = await import('@attar/mocks/browser');
 * await startBrowserMockShop({ log: console.info });
 */
export async function startBrowserMockShop(
  options: MockShopOptions & {
    serviceWorkerUrl?: string;
    /**
     * Where the page's host serves the made clips and their posters as plain files, under their
     * picture source paths (`clipFiles()`: `video/distillery-640.webm`...; absolute, or relative to
     * the page). The worker reads them from there and answers `/media/…` for them as the mock server
     * does. Without it (and without `pictures`) a clip is a 404 and only its drawn poster shows.
     */
    madeFilesUrl?: string;
  } = {},
): Promise<BrowserMockShop> {
  const { madeFilesUrl, ...shopOptions } = options;
  // a reply made by the service worker cannot set a cookie: the page stores the shop's cookies itself
  const mock = createMockShop({
    onCookie: (setCookie) => {
      document.cookie = setCookie;
    },
    ...(madeFilesUrl ? { pictures: servedFiles(new URL(madeFilesUrl, location.href).href, clipFiles()) } : {}),
    ...shopOptions,
  });
  const worker = setupWorker(...mock.handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    ...(options.serviceWorkerUrl ? { serviceWorker: { url: options.serviceWorkerUrl } } : {}),
  });
  return Object.assign(mock, { worker });
}
