/**
 * @attar/mocks: the stateful mock shop. Runtime-neutral: this entry imports neither msw/node nor
 * msw/browser; `./node`, `./browser` and `./server` add those.
 */
import type { HttpHandler, WebSocketHandler } from 'msw';
import { createAnalyticsHandlers } from './analytics.ts';
import { createExternalHandlers } from './external.ts';
import { createRouteTable, routeHandlers, routeTables, type RouterOptions } from './core/router.ts';
import { handlers as actionHandlers } from './handlers/index.ts';
import { createControlHandlers } from './control.ts';
import { createMediaHandlers, type PictureSource } from './media.ts';
import { createShop, type ShopOptions } from './shop/create.ts';
import type { Shop } from './shop/shop.ts';

export type MockShopOptions = ShopOptions &
  RouterOptions & {
    /** Start from this shop (a restored `--state` file) instead of a fresh one; `reset` still starts fresh. */
    initialShop?: Shop;
    /** Where the made pictures come from (the Node entries read the pipeline's folder); without it they are drawn. */
    pictures?: PictureSource;
  };

export interface MockShop {
  /** The current shop (replaced by `reset`). */
  readonly shop: Shop;
  /** MSW handlers: every action of the spec, media, the third-party lookups, the analytics socket and `/_mock/*`. */
  handlers: Array<HttpHandler | WebSocketHandler>;
  /** A fresh shop from the same options (same seed, same shop). */
  reset(): void;
}

/**
 * Creates the mock shop and its handlers.
 * @example
 * const mock = createMockShop({ seed: 7 });
 * const server = setupServer(...mock.handlers);
 */
export function createMockShop(options: MockShopOptions = {}): MockShop {
  let shop = options.initialShop ?? createShop(options);
  const getShop = () => shop;
  const mock: MockShop = {
    get shop() {
      return shop;
    },
    handlers: [],
    reset() {
      shop = createShop(options);
    },
  };
  const table = createRouteTable(getShop, actionHandlers, options);
  routeTables.set(mock, table);
  mock.handlers = [
    ...createControlHandlers(mock, options),
    ...createMediaHandlers(options.baseUrl, options.pictures),
    ...createExternalHandlers(options.baseUrl),
    ...createAnalyticsHandlers(getShop, options.baseUrl),
    ...routeHandlers(table, options),
  ];
  return mock;
}

export { createShop, restoreShop, saveShop, type ShopOptions, type SavedShop } from './shop/create.ts';
export type { Shop } from './shop/shop.ts';
export type { PictureSource } from './media.ts';
export { ShopError, refuse } from './core/errors.ts';
export { SCENARIO_HEADER, parseScenario, type Scenario } from './core/scenario.ts';
export { routes } from './core/router.ts';
