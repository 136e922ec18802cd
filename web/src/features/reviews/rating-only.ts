import type { Schemas } from '@attar/sdk';

/** A review without words or photos: stars given through the rating calls (rating-form.tsx). */
export const isRatingOnly = (review: Pick<Schemas['Review'], 'title' | 'desc' | 'comments' | 'images'>): boolean =>
  !review.title && !review.desc && !review.comments && review.images.length === 0;
