/** How reviews, their photos and the helpful votes are kept in the shop's state. */

export interface StoredReviewImage {
  imageId: string;
  url: string;
  altText: string;
  /** What was uploaded (the mock keeps the file's description, not its bytes). */
  name?: string;
  size?: number;
  type?: string;
}

export interface StoredReview {
  reviewId: string;
  productId: string;
  /** The author: a buyer id, or `seed:<n>` for the seeded shoppers. */
  buyerId: string;
  reviewerName: string;
  variantId?: string;
  fulfillmentId?: string;
  orderId?: string;
  rating: number;
  score?: number;
  title?: string;
  desc?: string;
  comments?: string;
  imageUrl?: string;
  url?: string;
  images: StoredReviewImage[];
  /** Photos ever added, to number new photo URLs. */
  imagesAdded: number;
  status: 'PUBLISHED' | 'PENDING';
  verifiedPurchase: boolean;
  helpfulCount: number;
  notHelpfulCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface StoredVote {
  buyerId: string;
  reviewId: string;
  productId: string;
  helpful: boolean;
  votedAt: string;
}

/** How many ratings gave 1, 2, 3, 4 and 5 stars. */
export type StarCounts = [number, number, number, number, number];

export interface ReviewsState {
  /** Written reviews and buyers' ratings, by reviewId. */
  items: Record<string, StoredReview>;
  /** Star ratings without a review, given before the shop opened (seeded), by productId. */
  starCounts: Record<string, StarCounts>;
  votes: StoredVote[];
  /**
   * Own id sequences (`RV`, `RI`): the seeded reviews are numbered before the shop and its
   * `nextId` exist, so new reviews continue from here.
   */
  nextReview: number;
  nextImage: number;
}

export const reviewIdOf = (n: number) => `RV${String(n).padStart(6, '0')}`;
export const imageIdOf = (n: number) => `RI${String(n).padStart(6, '0')}`;
