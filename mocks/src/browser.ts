/**
 * The mock shop in the browser (development and the explicit demo build only): an MSW service worker
 * answers the storefront's calls from an in-memory shop. Never imported by a production bundle: the
 * storefront loads it through a dynamic import behind its mock flag.
 */
import { setupWorker } from 'msw/browser';
import { createMockShop, type MockShop, type MockShopOptions } from './index.ts';

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
  options: MockShopOptions & { serviceWorkerUrl?: string } = {},
): Promise<BrowserMockShop> {
  // a reply made by the service worker cannot set a cookie: the page stores the shop's cookies itself
  const mock = createMockShop({
    onCookie: (setCookie) => {
      document.cookie = setCookie;
    },
    ...options,
  });
  const worker = setupWorker(...mock.handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    ...(options.serviceWorkerUrl ? { serviceWorker: { url: options.serviceWorkerUrl } } : {}),
  });
  return Object.assign(mock, { worker });
}
