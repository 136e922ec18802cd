/**
 * Whether the browser's own state may show: false while the server renders and while the browser
 * hydrates that HTML (both must draw the same thing), true from the render after. Whatever depends on
 * the device (the session, the window's width, the cookie choice, what this browser stored) reads this
 * first, so the hydration matches the server's HTML and the device's version follows in the next render.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
