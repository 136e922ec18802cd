/** A buyer's recently viewed products: recorded when a signed-in buyer opens a product page. */
import type { Shop } from '../shop.ts';

/** At most this many are kept (the reply allows 20). */
export const RECENTLY_VIEWED_MAX = 20;

/**
 * Puts a product at the front of the buyer's list (once), dropping the oldest beyond 20.
 * @example recordView(shop, 'BY000001', 'PR00012')
 */
export function recordView(shop: Shop, buyerId: string, productId: string): void {
  const lists = shop.state.catalogue.recentlyViewed;
  const list = (lists[buyerId] ?? []).filter((id) => id !== productId);
  list.unshift(productId);
  lists[buyerId] = list.slice(0, RECENTLY_VIEWED_MAX);
}

/** The buyer's recently viewed productIds, most recent first. */
export const recentlyViewedIds = (shop: Shop, buyerId: string): string[] => [
  ...(shop.state.catalogue.recentlyViewed[buyerId] ?? []),
];
