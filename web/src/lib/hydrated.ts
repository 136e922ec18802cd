/**
 * Whether the browser's own state may show: false while the server renders and while the browser
 * hydrates that HTML (both must draw the same thing), true from a render after. Whatever depends on
 * the device (the session, the window's width, the cookie choice, what this browser stored) reads this
 * first, so the hydration matches the server's HTML and the device's version follows.
 *
 * The flip is a transition. React's usual sign of a hydrating render, a `useSyncExternalStore` whose
 * server snapshot differs from the browser's, makes React render every such component again at once
 * and without a pause after the hydration: on the home page every product card's heart and every read,
 * one task of about 175 ms on this machine, four times that on a phone (Lighthouse's total blocking
 * time). Here the store's two snapshots agree; `getServerSnapshot`, which React calls only while the
 * server renders or the browser hydrates, just notes that this render is one of those. A component
 * hydrated from the server's HTML then starts as not hydrated and flips in a transition, which React
 * renders in slices between the shopper's input.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};
const same = () => 0;

/** True while the server renders this component or the browser hydrates it; false in any other render. */
export function useHydrating(): boolean {
  let hydrating = false;
  useSyncExternalStore(never, same, () => {
    hydrating = true;
    return 0;
  });
  return hydrating;
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!useHydrating());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
