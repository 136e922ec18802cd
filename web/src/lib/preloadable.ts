/**
 * Code that loads when first shown, like `React.lazy`, but that the browser can load before React
 * renders it: the server notes which of these a page rendered (data/server-reads.ts), the page carries
 * the list, and the browser loads them all before it hydrates (main.tsx). The hydration then renders
 * the whole page in one pass: no part waits, inert, for its code while the shopper clicks it.
 */
import { createElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { useServerReads } from '../data/server-reads.ts';
import { useInDeferredRegion } from './deferred-region.tsx';

type Loaded<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface Preloadable<P> {
  (props: P): ReactNode;
  /** Loads the code (once); resolves when it is there. */
  preload(): Promise<unknown>;
  displayName?: string;
}

const byId = new Map<string, () => Promise<unknown>>();

/** Loads the code of every preloadable the server named. */
export function preloadAll(ids: readonly string[]): Promise<unknown> {
  return Promise.all(
    ids.map((id) =>
      byId
        .get(id)?.()
        .catch(() => undefined),
    ),
  );
}

/**
 * A component whose code loads on first render, or earlier through `preload()`.
 * @example const SiteFooter = preloadable('site-footer', () => import('./site-footer.tsx').then((m) => m.SiteFooter));
 */
export function preloadable<P extends object>(id: string, load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Loaded<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      const promise: Loaded<ComponentType<P>> = load();
      // once loaded, a render takes the code at once instead of suspending
      promise.then(
        (value) => Object.assign(promise, { status: 'fulfilled', value }),
        (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
      );
      loading = promise;
    }
    return loading;
  };
  byId.set(id, preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Component = (props: P) => {
    // the server notes it for the page's list (apart when in a deferred region); nothing in the browser
    const server = useServerReads();
    const deferred = useInDeferredRegion();
    server?.[deferred ? 'deferredModules' : 'modules'].add(id);
    // code already loaded renders at once; else React.lazy suspends until it is. Chosen once per
    // instance: switching from one to the other would mount the part anew and lose its state
    const [loaded] = useState(() => (loading?.status === 'fulfilled' ? loading.value : undefined));
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  };
  Component.preload = preload;
  Component.displayName = `Preloadable(${id})`;
  return Component;
}
