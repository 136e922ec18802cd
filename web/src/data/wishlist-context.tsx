/**
 * One read of the wishlist for every heart on the page. A page of product cards would otherwise run the
 * wishlist hook (the session snapshot and an SWR read) once per card: a hundred subscriptions on the
 * home page, a measurable part of its first render on a phone. The provider (in the app layout) reads
 * it once; `WishlistButton` takes it from there (`useWishlistFromProvider`), or reads it itself where no provider is (a test
 * that renders one card).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useWishlist, type WishlistView } from './wishlist-actions.ts';

const WishlistContext = createContext<WishlistView | undefined>(undefined);

export function WishlistProvider({ children }: { children: ReactNode }) {
  const { productIds, count, isLoading } = useWishlist();
  const value = useMemo(() => ({ productIds, count, isLoading }), [productIds, count, isLoading]);
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

/** The wishlist of the nearest provider; undefined outside one (then read it with `useWishlist`). */
export const useWishlistFromProvider = (): WishlistView | undefined => useContext(WishlistContext);
