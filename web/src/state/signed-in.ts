/**
 * Whether the shopper is signed in, as a render may show it: the session is this browser's, so the
 * server's HTML and the hydration of it show a guest, and the browser's own state follows in the render
 * after (lib/hydrated.ts). Pages the browser renders on its own see the session from the first render.
 */
import { useSnapshot } from 'valtio';
import { useHydrated } from '../lib/hydrated.ts';
import { store } from './store.ts';

export function useSignedIn(): boolean {
  const hydrated = useHydrated();
  const { auth } = useSnapshot(store);
  return hydrated && auth;
}
