/**
 * The window's size in the client state (docs/product-rules.md §3), kept current while the app runs, and
 * `useIsWide()` for the layout choices CSS alone cannot make: what not to load at all on a phone.
 */
import { useSnapshot } from 'valtio';
import { useHydrated } from '../lib/hydrated.ts';
import { store } from './store.ts';

/** Where the wide layout starts: the `@media (min-width: 768px)` rules of components/layout/layout.css. */
export const WIDE_MIN_WIDTH = 768;

let started = false;

/** Follows the window's size into the store, at most once a frame; started once (main.tsx). */
export function startWindowSizeSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let frame = 0;
  const update = () => {
    frame = 0;
    const { innerWidth: width, innerHeight: height } = window;
    if (store.windowSize.width !== width || store.windowSize.height !== height) store.windowSize = { width, height };
  };
  window.addEventListener('resize', () => {
    if (!frame) frame = requestAnimationFrame(update);
  });
  update();
}

/**
 * Whether the window is at least as wide as the wide layout (re-renders when the width changes);
 * `undefined` while the server renders and the browser hydrates, which cannot know the width.
 */
export function useIsWide(): boolean | undefined {
  const hydrated = useHydrated();
  // through the root store: `windowSize` is replaced as a whole on each change
  const width = useSnapshot(store).windowSize.width;
  return hydrated ? width >= WIDE_MIN_WIDTH : undefined;
}
