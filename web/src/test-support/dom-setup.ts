/**
 * Runs before every test file of the `dom` project (vitest.config.ts): those files share one module
 * graph and one page per worker, so what one file leaves behind (a rendered tree, the session, SWR's
 * global cache, client state with the window's size, storage) is cleared when it ends, before the next file starts.
 * A file that tests module-level state itself says `@vitest-isolate` and gets a fresh graph instead.
 *
 * There is no network: a call that no test stubbed (the site configuration read once per module graph,
 * say) fails at once as a refused connection does, instead of reaching for happy-dom's localhost:3000.
 */
import { cleanup } from '@testing-library/react';
import { mutate } from 'swr';
import { afterAll, beforeAll } from 'vitest';
import { api } from '../data/client.ts';
import { resetClientState, store } from '../state/store.ts';

beforeAll(() => {
  globalThis.fetch = async () => {
    throw new TypeError('Failed to fetch: no network in component tests (stub fetch, or use test-support/shop-kit.tsx)');
  };
});

afterAll(async () => {
  cleanup();
  api.session.setToken(null);
  resetClientState();
  // a file that set the window's size in the client state (a phone's, say) leaves the page's own
  store.windowSize = { width: window.innerWidth, height: window.innerHeight };
  await mutate(() => true, undefined, { revalidate: false });
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
});
