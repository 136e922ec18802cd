/**
 * When the first view is on screen: what waits for it (the web font, the site icon, the identity
 * provider, the tag manager, the visitor analytics with its IP lookups, the footer) starts only then,
 * so none of it competes with the page the shopper came for (issue 5, decision 006).
 *
 * The first view is ready at the first moment after the app's first render when nothing on the page
 * holds it (every loading placeholder holds it while it is on screen: `Skeleton`, the block and rail
 * placeholders, the shop grid's), a frame has been painted, the page's high-priority pictures have
 * loaded and the browser has had an idle moment. At the latest it is ready `LATEST_MS` after the app
 * started, so a page that never settles (a read that hangs) still gets its font and analytics.
 */
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

/** The longest the first view may keep the rest waiting, from the app's start. */
export const LATEST_MS = 6000;
/** The longest to wait for the page's high-priority pictures, and then for an idle moment. */
const IMAGE_WAIT_MS = 2000;
const IDLE_WAIT_MS = 500;

let holds = 0;
let rendered = false;
let ready = false;
let settling = false;
let latest: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function finish(): void {
  if (ready) return;
  ready = true;
  if (latest !== undefined) clearTimeout(latest);
  for (const listener of [...listeners]) listener();
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });

/** The pictures the page asked for first (fetchpriority="high") that are still on their way. */
function pendingPriorityImages(): Promise<unknown>[] {
  const images = document.querySelectorAll<HTMLImageElement>('#main img[fetchpriority="high"]');
  // load or error events, not decode(): asking for a decode makes the browser hold that picture's paint
  return [...images]
    .filter((image) => !image.complete)
    .map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    );
}

/** Nothing holds the view: let it paint, wait for its first pictures and an idle moment, then check again. */
async function settle(): Promise<void> {
  if (ready || settling || !rendered || holds > 0) return;
  settling = true;
  try {
    await nextFrame();
    await Promise.race([Promise.all(pendingPriorityImages()), delay(IMAGE_WAIT_MS)]);
    await idle();
  } finally {
    settling = false;
  }
  // a placeholder that appeared meanwhile (a block's code loading after its data) holds it again
  if (holds === 0) finish();
}

/** Starts the latest-moment timer; called once when the app starts. */
export function startFirstViewClock(latestMs = LATEST_MS): void {
  if (ready || latest !== undefined) return;
  latest = setTimeout(finish, latestMs);
}

/** The app has committed its first render (AppLayout's layout effect). */
export function firstViewRendered(): void {
  rendered = true;
  void settle();
}

/** Holds the first view while a placeholder is on screen; call the returned function to let go. */
export function holdFirstView(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    void settle();
  };
}

/** Whether the first view is ready. */
export const isFirstViewReady = (): boolean => ready;

/** Resolves once the first view is ready (at once when it already is). */
export function afterFirstView(): Promise<void> {
  if (ready) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the component mounted as part of the first view (before it was ready); fixed for its life,
 * so nothing it shows changes when the first view becomes ready.
 */
export function useMountedInFirstView(): boolean {
  return useState(() => !ready)[0];
}

/** True once the first view is ready (re-renders then). */
export function useFirstViewReady(): boolean {
  return useSyncExternalStore(subscribe, isFirstViewReady, isFirstViewReady);
}

/** Holds the first view while `active` (a loading placeholder is on screen). */
export function useFirstViewHold(active = true): void {
  // a layout effect: the hold is in place in the same commit that shows the placeholder, before the
  // layout's own effect says the app has rendered
  useLayoutEffect(() => (active ? holdFirstView() : undefined), [active]);
}

/** Marks the app's first render; used once, in the layout around every page. */
export function useFirstViewRendered(): void {
  useEffect(() => firstViewRendered(), []);
}

/** Test helper: back to a fresh page load. */
export function resetFirstViewForTests(): void {
  holds = 0;
  rendered = false;
  ready = false;
  settling = false;
  if (latest !== undefined) clearTimeout(latest);
  latest = undefined;
  listeners.clear();
}
