/**
 * Which products a buyer has wishlisted. Kept apart from wishlist.ts, which builds product cards from
 * the catalogue, because the catalogue's own cards ask this too.
 */
import type { Shop } from '../shop.ts';
import { accountsOf } from './buyers.ts';

/** The product ids on a buyer's wishlist, most recent first. */
export function wishlistIds(shop: Shop, buyerId: string): string[] {
  return (accountsOf(shop).wishlists[buyerId]?.entries ?? []).map((e) => e.productId);
}
