/**
 * What other domains may ask of content and reviews. Owned by the content domain.
 */
import type { Schemas } from '@attar/sdk';
import type { Shop } from '../shop.ts';
import { ratingSummaryOf } from './reviews-views.ts';

export { ratingSummaryOf } from './reviews-views.ts';

/**
 * A product's rating as the reviews give it. It agrees with the catalogue's `product.rating`: the seed
 * is built from the catalogue's rating totals and every new or changed rating goes to `recordRating`.
 */
export function ratingSummary(shop: Shop, productId: string): Schemas['RatingSummary'] {
  return ratingSummaryOf(shop.state.reviews, productId);
}

/** The products a buyer already reviewed or rated in a fulfillment (for `OrderLine.reviewed`). */
export function reviewedProductIds(shop: Shop, buyerId: string, fulfillmentId: string): string[] {
  return Object.values(shop.state.reviews.items)
    .filter((r) => r.buyerId === buyerId && r.fulfillmentId === fulfillmentId)
    .map((r) => r.productId);
}
