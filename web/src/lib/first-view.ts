/**
 * The first view: the page the shopper opened the site on, which the server rendered and the browser
 * hydrated. What competes with it for the network or the main thread (the web font, the site icon,
 * the identity provider, the tag manager, the visitor analytics, later banner pictures) waits until
 * the page has loaded and the browser has had an idle moment; at the latest `LATEST_MS` after the app
 * started, so a page whose load never ends still gets them (decision 010).
 */
import { useState, useSyncExternalStore } from 'react';
import { useHydrated } from './hydrated.ts';

/** The longest anything waits for the first view, from the app's start. */
export const LATEST_MS = 5000;
const IDLE_WAIT_MS = 500;

let mounted = false;
let ready = false;
const listeners = new Set<() => void>();

function finish(): void {
  if (ready) return;
  ready = true;
  for (const listener of [...listeners]) listener();
}

/**
 * The app's first render is on screen (the browser only; main.tsx): from here, the first view is
 * ready once the page has loaded and the browser is idle.
 */
export function firstViewMounted(latestMs = LATEST_MS): void {
  if (mounted) return;
  mounted = true;
  const latest = setTimeout(finish, latestMs);
  const idle = () => {
    const done = () => {
      clearTimeout(latest);
      finish();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: IDLE_WAIT_MS });
    else setTimeout(done, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

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

/** True once the first view is ready (re-renders then); false on the server and while hydrating. */
export function useFirstViewReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}

/**
 * Whether the component mounted as part of the first view (rendered by the server and hydrated, or
 * rendered before the app's first render was on screen); fixed for its life, so nothing it shows
 * changes later.
 */
export function useMountedInFirstView(): boolean {
  const hydrated = useHydrated();
  return useState(() => !hydrated || !mounted)[0];
}

/** Test helper: back to a fresh page load. */
export function resetFirstViewForTests(): void {
  mounted = false;
  ready = false;
  listeners.clear();
}
