/** Reading reviews and ratings (the reviews part of spec/search.yaml). */
import { requireBuyer, type ActionHandlers } from '../../core/context.ts';
import { findProduct } from '../../shop/catalogue/api.ts';
import type { Shop } from '../../shop/shop.ts';
import { requireKnownProduct } from '../../shop/content/reviews-rules.ts';
import type { StoredReview } from '../../shop/content/reviews-state.ts';
import { byTime, pageOf, ratingBreakdownOf, ratingSummaryOf, toPublic, writtenOf } from '../../shop/content/reviews-views.ts';

type Paging = { pageNum?: number | undefined; pageSize?: number | undefined; sortOrder?: 'asc' | 'desc' | undefined };

/** A page of reviews; `shop` given (the buyer's own lists), each names its product. */
function listed(reviews: StoredReview[], input: Paging, shop?: Shop) {
  const sorted = byTime(
    reviews,
    (r) => r.createdAt,
    (r) => r.reviewId,
    input.sortOrder,
  );
  const page = pageOf(sorted, input.pageNum, input.pageSize);
  const product = (r: StoredReview) => (shop ? findProduct(shop, r.productId) : undefined);
  return { items: page.items.map((r) => toPublic(r, product(r))), paging: page.paging };
}

export const reviewReadHandlers = {
  /** Published written reviews of a product, newest first, 10 a page; anyone may read them. */
  reviewsListByProduct: ({ shop, input }) => {
    requireKnownProduct(shop, input.productId);
    return listed(writtenOf(shop.state.reviews, input.productId), input);
  },

  /** The signed-in buyer's own reviews and ratings. */
  reviewsListByBuyer: ({ shop, input, caller }) => {
    const buyerId = requireBuyer({ caller });
    return listed(
      Object.values(shop.state.reviews.items).filter((r) => r.buyerId === buyerId),
      input,
      shop,
    );
  },

  /** The buyer's reviews written for one fulfillment. */
  reviewsListByFulfillment: ({ shop, input, caller }) => {
    const buyerId = requireBuyer({ caller });
    const reviews = Object.values(shop.state.reviews.items).filter(
      (r) => r.buyerId === buyerId && r.fulfillmentId === input.fulfillmentId,
    );
    return listed(reviews, input, shop);
  },

  /** Ratings per star, five down to one, with the average (written reviews and bare ratings alike). */
  reviewsRatingBreakdown: ({ shop, input }) => {
    requireKnownProduct(shop, input.productId);
    return ratingBreakdownOf(shop.state.reviews, input.productId);
  },

  /** The average star rating (one decimal) and how many ratings it rests on. */
  reviewsAverageRating: ({ shop, input }) => {
    requireKnownProduct(shop, input.productId);
    return { productId: input.productId, ...ratingSummaryOf(shop.state.reviews, input.productId) };
  },
} satisfies Partial<ActionHandlers>;
