/**
 * One read of the wishlist for every heart on the page. A page of product cards would otherwise run the
 * wishlist hook (the session snapshot and an SWR read) once per card: a hundred subscriptions on the
 * home page, a measurable part of its first render on a phone. The provider (in the app layout) reads
 * it once; `WishlistButton` takes it from there (`useWishlistFromProvider`), or reads it itself where no
 * provider is (a test that renders one card).
 *
 * The provider hands down a store, not the wishlist itself: the context's value never changes, so a
 * change of the wishlist re-renders the hearts that show it and nothing else, and never reaches a part
 * of the page that has not hydrated yet (lib/deferred-region.tsx). A heart that hydrates late hydrates
 * from the wishlist the page was rendered with, as the server drew it, and shows the current one next.
 */
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useWishlist, type WishlistView } from './wishlist-actions.ts';

interface WishlistSource {
  /** The wishlist now. */
  get: () => WishlistView;
  /** The wishlist of the page's first render (what the server's HTML shows). */
  first: () => WishlistView;
  subscribe: (listener: () => void) => () => void;
  set: (view: WishlistView) => void;
}

function createSource(initial: WishlistView): WishlistSource {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    first: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(view) {
      if (view === current) return;
      current = view;
      for (const listener of [...listeners]) listener();
    },
  };
}

const WishlistContext = createContext<WishlistSource | undefined>(undefined);

export function WishlistProvider({ children }: { children: ReactNode }) {
  const { productIds, count, isLoading } = useWishlist();
  const view = useMemo(() => ({ productIds, count, isLoading }), [productIds, count, isLoading]);
  const [source] = useState(() => createSource(view));
  useEffect(() => source.set(view), [source, view]);
  return <WishlistContext value={source}>{children}</WishlistContext>;
}

const noSource = () => () => {};
const nothing = () => undefined;

/** The wishlist of the nearest provider; undefined outside one (then read it with `useWishlist`). */
export function useWishlistFromProvider(): WishlistView | undefined {
  const source = useContext(WishlistContext);
  return useSyncExternalStore(source?.subscribe ?? noSource, source?.get ?? nothing, source?.first ?? nothing);
}
