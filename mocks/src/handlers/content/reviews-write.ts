/** Writing, rating, changing and deleting reviews (spec/reviews.yaml). */
import { requireBuyer, type ActionHandlers } from '../../core/context.ts';
import { refuse } from '../../core/errors.ts';
import { addImages, deliveredLine, ownedReview, ownReview, reviewerName, syncRating } from '../../shop/content/reviews-rules.ts';
import { reviewIdOf, type StoredReview } from '../../shop/content/reviews-state.ts';
import { toRecord } from '../../shop/content/reviews-views.ts';
import type { Shop } from '../../shop/shop.ts';

type NewReview = { productId: string; fulfillmentId: string; rating: number; variantId?: string | undefined };

/** A new review of a delivered item (not stored yet), or the refusal that applies. */
function draftReview(shop: Shop, buyerId: string, input: NewReview): StoredReview {
  const { line, orderId } = deliveredLine(shop, buyerId, input.fulfillmentId, input.productId, input.variantId);
  if (ownReview(shop, buyerId, input.fulfillmentId, input.productId)) {
    throw refuse.conflict(
      'review.exists',
      `You have already reviewed ${line.name} from this delivery; change your review instead.`,
    );
  }
  const now = shop.nowIso();
  return {
    reviewId: reviewIdOf(shop.state.reviews.nextReview),
    productId: input.productId,
    buyerId,
    reviewerName: reviewerName(shop, buyerId),
    variantId: line.cin,
    fulfillmentId: input.fulfillmentId,
    orderId,
    rating: input.rating,
    images: [],
    imagesAdded: 0,
    status: 'PUBLISHED',
    verifiedPurchase: true,
    helpfulCount: 0,
    notHelpfulCount: 0,
    createdAt: now,
    updatedAt: now,
  };
}

function store(shop: Shop, review: StoredReview): StoredReview {
  shop.state.reviews.items[review.reviewId] = review;
  shop.state.reviews.nextReview++;
  syncRating(shop, review.productId, review.rating);
  return review;
}

/** The buyer's review of a product in a fulfillment, or a 404. */
function existing(shop: Shop, buyerId: string, fulfillmentId: string, productId: string): StoredReview {
  const review = ownReview(shop, buyerId, fulfillmentId, productId);
  if (!review) throw refuse.notFound('review', `Your review of ${productId} from ${fulfillmentId}`);
  return review;
}

const defined = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;

export const reviewWriteHandlers = {
  /** A review with text and photos of a delivered item; once per product and fulfillment. */
  reviewsAdd: ({ shop, input, caller, reply }) => {
    const review = draftReview(shop, requireBuyer({ caller }), input);
    Object.assign(
      review,
      defined({ score: input.score, title: input.title, desc: input.desc, comments: input.comments, url: input.url }),
    );
    addImages(shop, review, input.images ?? [], input.imageUrl);
    reply.message = 'Thank you for your review';
    return toRecord(store(shop, review));
  },

  /** Changes the fields sent; new photos are added to the review's photos. */
  reviewsUpdate: ({ shop, input, caller, reply }) => {
    const buyerId = requireBuyer({ caller });
    const review = existing(shop, buyerId, input.fulfillmentId, input.productId);
    const variantId =
      input.variantId && input.variantId !== review.variantId
        ? deliveredLine(shop, buyerId, input.fulfillmentId, input.productId, input.variantId).line.cin
        : undefined;
    addImages(shop, review, input.images ?? [], input.imageUrl);
    const previous = review.rating;
    Object.assign(
      review,
      defined({
        variantId,
        rating: input.rating,
        score: input.score,
        title: input.title,
        desc: input.desc,
        comments: input.comments,
        url: input.url,
      }),
    );
    review.updatedAt = shop.nowIso();
    syncRating(shop, review.productId, review.rating, previous);
    reply.message = 'Review updated';
    return toRecord(review);
  },

  /** A quick star rating of a delivered item, kept as a review without title or photos. */
  reviewsRate: ({ shop, input, caller, reply }) => {
    const review = draftReview(shop, requireBuyer({ caller }), input);
    if (input.comments) review.comments = input.comments;
    reply.message = 'Thanks for rating';
    return toRecord(store(shop, review));
  },

  /** Changes the stars (and the comment, when sent) of the buyer's rating. */
  reviewsUpdateRating: ({ shop, input, caller, reply }) => {
    const review = existing(shop, requireBuyer({ caller }), input.fulfillmentId, input.productId);
    const previous = review.rating;
    review.rating = input.rating;
    if (input.comments !== undefined) review.comments = input.comments;
    review.updatedAt = shop.nowIso();
    syncRating(shop, review.productId, review.rating, previous);
    reply.message = 'Rating updated';
    return toRecord(review);
  },

  /** Deletes the buyer's whole review, or one of its photos. */
  reviewsDeleteContent: ({ shop, input, caller, reply }) => {
    const review = ownedReview(shop, requireBuyer({ caller }), input.reviewId);
    const state = shop.state.reviews;
    if (input.content === 'REVIEW') {
      delete state.items[review.reviewId];
      state.votes = state.votes.filter((v) => v.reviewId !== review.reviewId);
      reply.message = 'Review deleted';
      return { reviewId: review.reviewId, content: 'REVIEW' };
    }
    if (!input.imageId) throw refuse.rule('review.imageIdRequired', 'Name the photo to remove (imageId).', 'imageId');
    const image = review.images.find((i) => i.imageId === input.imageId);
    if (!image) throw refuse.notFound('review', `Photo ${input.imageId} of review ${review.reviewId}`);
    review.images = review.images.filter((i) => i !== image);
    if (review.imageUrl === image.url) delete review.imageUrl;
    review.updatedAt = shop.nowIso();
    reply.message = 'Photo removed';
    return { reviewId: review.reviewId, content: 'IMAGE', imageId: image.imageId, review: toRecord(review) };
  },
} satisfies Partial<ActionHandlers>;
