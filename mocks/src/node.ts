/**
 * The mock shop in Node: for tests (msw/node intercepts fetch, unhandled requests fail) and for the
 * standalone server. Nothing here is imported by the browser entry.
 */
import { setupServer } from 'msw/node';
import { createMockShop, type MockShop, type MockShopOptions } from './index.ts';
import { pictureFolder } from './picture-folder.ts';

export { pictureFolder } from './picture-folder.ts';

export interface NodeMockShop extends MockShop {
  /** The MSW server: `listen()` before the tests, `close()` after. */
  server: ReturnType<typeof setupServer>;
}

/**
 * Sets up the mock shop in this Node process. Unhandled requests are errors.
 * @example
 * const mock = setupMockShop({ start: '2026-11-20T10:00:00Z' });
 * beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
 * afterEach(() => mock.reset());
 * afterAll(() => mock.server.close());
 */
export function setupMockShop(options: MockShopOptions = {}): NodeMockShop {
  const mock = createMockShop({ checkReplies: true, pictures: pictureFolder(), ...options });
  const server = setupServer(...mock.handlers);
  return Object.assign(mock, { server });
}
