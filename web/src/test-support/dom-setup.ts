/**
 * Runs before every test file of the `dom` project (vitest.config.ts): those files share one module
 * graph and one page per worker, so what one file leaves behind (a rendered tree, the session, SWR's
 * global cache, client state, storage) is cleared when it ends, before the next file starts.
 * A file that tests module-level state itself says `@vitest-isolate` and gets a fresh graph instead.
 */
import { cleanup } from '@testing-library/react';
import { mutate } from 'swr';
import { afterAll } from 'vitest';
import { api } from '../data/client.ts';
import { resetClientState } from '../state/store.ts';

afterAll(async () => {
  cleanup();
  api.session.setToken(null);
  resetClientState();
  await mutate(() => true, undefined, { revalidate: false });
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
});
