/** Reviews as the API shows them: the author's record, the public review, pages and star counts. */
import type { Schemas } from '@attar/sdk';
import type { ReviewsState, StoredReview, StoredVote } from './reviews-state.ts';

export const REVIEW_PAGE_SIZE = 10;

/** The review as its author sees it after writing or changing it. */
export function toRecord(review: StoredReview): Schemas['ReviewRecord'] {
  return {
    reviewId: review.reviewId,
    productId: review.productId,
    ...(review.variantId ? { variantId: review.variantId } : {}),
    // Only buyers' own reviews are shown as records, and those always name their fulfillment.
    fulfillmentId: review.fulfillmentId ?? '',
    ...(review.orderId ? { orderId: review.orderId } : {}),
    type: 'Customer',
    rating: review.rating,
    ...optionalText(review),
    images: review.images.map((i) => ({ imageId: i.imageId, url: i.url })),
    reviewerName: review.reviewerName,
    verifiedPurchase: review.verifiedPurchase,
    status: review.status,
    helpfulCount: review.helpfulCount,
    notHelpfulCount: review.notHelpfulCount,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
  };
}

/**
 * The published review as anyone reads it on a product page; `product` (the buyer's own lists) adds
 * the product's name and handle so the list can link the product.
 */
export function toPublic(review: StoredReview, product?: { name: string; slug: string }): Schemas['Review'] {
  const images = review.images.map((i) => ({ url: i.url, altText: i.altText }));
  return {
    reviewId: review.reviewId,
    productId: review.productId,
    ...(review.variantId ? { variantId: review.variantId } : {}),
    ...(review.fulfillmentId ? { fulfillmentId: review.fulfillmentId } : {}),
    title: review.title ?? '',
    desc: review.desc ?? '',
    ...(review.comments ? { comments: review.comments } : {}),
    rating: review.rating,
    type: 'Customer',
    score: review.score ?? 6,
    ...(images[0] ? { imageUrl: images[0].url } : {}),
    ...(review.url ? { url: review.url } : {}),
    images,
    reviewerName: review.reviewerName,
    verifiedPurchase: review.verifiedPurchase,
    helpfulCount: review.helpfulCount,
    notHelpfulCount: review.notHelpfulCount,
    ...(product ? { productName: product.name, productSlug: product.slug } : {}),
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
  };
}

function optionalText(review: StoredReview) {
  const out: Partial<Pick<StoredReview, 'score' | 'title' | 'desc' | 'comments' | 'imageUrl' | 'url'>> = {};
  for (const key of ['score', 'title', 'desc', 'comments', 'imageUrl', 'url'] as const) {
    if (review[key] !== undefined) (out as Record<string, unknown>)[key] = review[key];
  }
  return out;
}

/** A buyer's vote with the review's counts now. */
export const toVote = (vote: StoredVote, review: StoredReview): Schemas['ReviewHelpfulVote'] => ({
  reviewId: vote.reviewId,
  productId: vote.productId,
  helpful: vote.helpful,
  votedAt: vote.votedAt,
  helpfulCount: review.helpfulCount,
  notHelpfulCount: review.notHelpfulCount,
});

/** One page of a list (1-based), with its paging block. */
export function pageOf<T>(items: T[], pageNum = 1, pageSize = REVIEW_PAGE_SIZE): { items: T[]; paging: Schemas['Paging'] } {
  const start = (pageNum - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    paging: { pageNum, pageSize, totalItems: items.length, totalPages: Math.ceil(items.length / pageSize) },
  };
}

/** Sorts by a timestamp, newest first unless `asc`; ties by id so pages are stable. */
export function byTime<T>(items: T[], at: (item: T) => string, id: (item: T) => string, order: 'asc' | 'desc' = 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => sign * (at(a).localeCompare(at(b)) || id(a).localeCompare(id(b))));
}

/** The published reviews and ratings of a product. */
export const publishedOf = (state: ReviewsState, productId: string) =>
  Object.values(state.items).filter((r) => r.productId === productId && r.status === 'PUBLISHED');

/** The published reviews of a product that say something (a bare star rating is only counted). */
export const writtenOf = (state: ReviewsState, productId: string) =>
  publishedOf(state, productId).filter((r) => r.title || r.desc || r.comments);

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Ratings per star (index 0 is one star) of a product: its published reviews plus the seeded star ratings. */
function starsOf(state: ReviewsState, productId: string): number[] {
  const counts = [...(state.starCounts[productId] ?? [0, 0, 0, 0, 0])];
  for (const review of publishedOf(state, productId)) counts[review.rating - 1]!++;
  return counts;
}

/** Average (one decimal) and count of a product's ratings. */
export function ratingSummaryOf(state: ReviewsState, productId: string): Schemas['RatingSummary'] {
  const counts = starsOf(state, productId);
  const count = counts.reduce((a, b) => a + b, 0);
  const total = counts.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { average: count ? oneDecimal(total / count) : 0, count };
}

/** How many ratings gave each number of stars, five down to one, with the average. */
export function ratingBreakdownOf(state: ReviewsState, productId: string): Schemas['ProductRatingBreakdown'] {
  const counts = starsOf(state, productId);
  const { average, count } = ratingSummaryOf(state, productId);
  const stars = [5, 4, 3, 2, 1].map((s) => ({
    stars: s,
    count: counts[s - 1]!,
    percent: count ? oneDecimal((counts[s - 1]! * 100) / count) : 0,
  }));
  return { productId, average, count, stars };
}
