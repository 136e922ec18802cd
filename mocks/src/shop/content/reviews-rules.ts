/**
 * The rules of writing reviews (spec/reviews.yaml): only for an item delivered to the buyer, once per
 * product and fulfillment, at most five photos (JPEG, PNG or WebP, 5 MB each), linked photos only from
 * the store's image hosts. Product ratings are kept in step through the catalogue's `recordRating`.
 */
import type { Schemas } from '@attar/sdk';
import { reviewsAddInput } from '@attar/sdk/rules';
import { refuse, ShopError } from '../../core/errors.ts';
import { buyerProfile } from '../accounts/api.ts';
import { findProduct, recordRating } from '../catalogue/api.ts';
import { findFulfillment } from '../orders/api.ts';
import type { Shop } from '../shop.ts';
import { imageIdOf, type StoredReview } from './reviews-state.ts';

/** Statuses of a fulfillment that reached the buyer (returns and replacements start from delivery). */
const DELIVERED = new Set<Schemas['OrderStatus']>([
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURNED',
  'REPLACEMENT_REQUESTED',
  'REPLACED',
  'REFUNDED',
]);
export const MAX_REVIEW_IMAGES = reviewsAddInput.images.maxItems;
const MAX_IMAGE_BYTES = reviewsAddInput.images.items.maxLength;
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

/** The delivered line of `productId` in the buyer's fulfillment, or the refusal that applies. */
export function deliveredLine(shop: Shop, buyerId: string, fulfillmentId: string, productId: string, variantId?: string) {
  const view = findFulfillment(shop, fulfillmentId);
  if (!view || view.buyerId !== buyerId) throw refuse.notFound('fulfillment', `Fulfillment ${fulfillmentId}`);
  const lines = view.fulfillment.lines.filter((l) => l.productId === productId);
  if (lines.length === 0) {
    throw refuse.rule(
      'review.notInFulfillment',
      `Product ${productId} is not part of fulfillment ${fulfillmentId}.`,
      'productId',
    );
  }
  const line = variantId ? lines.find((l) => l.cin === variantId) : lines[0];
  if (!line)
    throw refuse.rule(
      'review.variantMismatch',
      `Size ${variantId} of ${lines[0]!.name} was not in this fulfillment.`,
      'variantId',
    );
  if (!DELIVERED.has(view.fulfillment.status)) {
    throw refuse.rule('review.notDelivered', `You can review ${line.name} once it has been delivered.`, 'fulfillmentId');
  }
  return { line, orderId: view.order.orderId };
}

/** The buyer's own review of a product in a fulfillment. */
export function ownReview(shop: Shop, buyerId: string, fulfillmentId: string, productId: string): StoredReview | undefined {
  return Object.values(shop.state.reviews.items).find(
    (r) => r.buyerId === buyerId && r.fulfillmentId === fulfillmentId && r.productId === productId,
  );
}

/** A review by id, or a 404. */
export function reviewById(shop: Shop, reviewId: string): StoredReview {
  const review = shop.state.reviews.items[reviewId];
  if (!review) throw refuse.notFound('review', `Review ${reviewId}`);
  return review;
}

/** A review the caller wrote, or a 404 (unknown) / 403 (someone else's). */
export function ownedReview(shop: Shop, buyerId: string, reviewId: string): StoredReview {
  const review = reviewById(shop, reviewId);
  if (review.buyerId !== buyerId) throw new ShopError(403, 'review.notYours', 'You can only change your own reviews.');
  return review;
}

/** The public name of a buyer: first name and the initial of the last name. */
export function reviewerName(shop: Shop, buyerId: string): string {
  const profile = buyerProfile(shop, buyerId);
  if (!profile) return 'Verified buyer';
  const first = profile.firstName || profile.name.split(' ')[0] || 'Verified';
  const initial = profile.lastName ? ` ${profile.lastName[0]!.toUpperCase()}.` : '';
  return `${first}${initial}`;
}

/** Refuses a product the catalogue does not know (for reads of a product without any review). */
export function requireKnownProduct(shop: Shop, productId: string): void {
  const reviewed = Object.values(shop.state.reviews.items).some((r) => r.productId === productId);
  if (!reviewed && !findProduct(shop, productId)) throw refuse.notFound('product', `Product ${productId}`);
}

/** Adds uploaded photos and a linked photo to a review, after checking type, size, host and count. */
export function addImages(shop: Shop, review: StoredReview, files: unknown[], imageUrl?: string): void {
  const uploads = files.filter((f): f is Blob => f instanceof Blob);
  const linked = imageUrl && !review.images.some((i) => i.url === imageUrl) ? 1 : 0;
  if (review.images.length + uploads.length + linked > MAX_REVIEW_IMAGES) {
    throw refuse.rule('review.tooManyImages', `A review keeps at most ${MAX_REVIEW_IMAGES} photos; remove one first.`, 'images');
  }
  for (const file of uploads) {
    if (!IMAGE_TYPES[file.type])
      throw refuse.rule('review.imageType', `Photos must be JPEG, PNG or WebP, not ${file.type || 'an unknown type'}.`, 'images');
    if (file.size > MAX_IMAGE_BYTES) throw refuse.rule('review.imageTooLarge', 'Each photo must be at most 5 MB.', 'images');
  }
  if (linked) checkImageHost(shop, imageUrl!);
  const state = shop.state.reviews;
  for (const file of uploads) {
    const n = ++review.imagesAdded;
    const name = file instanceof File ? file.name : `photo-${n}`;
    review.images.push({
      imageId: imageIdOf(state.nextImage++),
      // The catalogue's media route draws an SVG for any /media path; the upload's bytes are not kept.
      url: `/media/reviews/${review.reviewId.toLowerCase()}-${n}.svg`,
      altText: `Photo ${n} of ${review.reviewerName}'s review`,
      name,
      size: file.size,
      type: file.type,
    });
  }
  if (linked) {
    review.imagesAdded++;
    review.images.push({
      imageId: imageIdOf(state.nextImage++),
      url: imageUrl!,
      altText: `Photo linked by ${review.reviewerName}`,
    });
    review.imageUrl = imageUrl;
  }
}

function checkImageHost(shop: Shop, url: string): void {
  if (url.startsWith('/') && !url.startsWith('//')) return;
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    throw refuse.rule('review.imageUrl', 'imageUrl must be a link to a photo.', 'imageUrl');
  }
  if (!shop.state.content.site.imageHosts.includes(host)) {
    throw refuse.rule('review.imageHost', `Photos can be linked only from the store's image hosts, not ${host}.`, 'imageUrl');
  }
}

/** Keeps the catalogue's rating summary in step with a new or changed rating. */
export function syncRating(shop: Shop, productId: string, rating: number, previous?: number): void {
  if (previous === rating) return;
  recordRating(shop, productId, rating, previous);
}
