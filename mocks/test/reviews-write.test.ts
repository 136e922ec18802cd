/** Writing reviews: only for a delivered item of the buyer, once per product and fulfillment, photos. */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession } from '@attar/sdk';
import { HOUR } from '../src/core/clock.ts';
import { startSession } from '../src/core/sessions.ts';
import { useMockShop } from './harness.ts';
import { placeOrderForTest } from '../src/shop/orders/testing.ts';

const mock = useMockShop();

const BASE = 'http://shop.test';
const BUYER = 'BY000017';
const as = (buyerId = BUYER) =>
  createAttarClient({
    baseUrl: BASE,
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, buyerId).token),
  });
const guest = () => createAttarClient({ baseUrl: BASE, validateReplies: true, session: createMemorySession() });
/** An uploaded photo. */
const photo = (name: string, type = 'image/jpeg', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });

/** An order of PR00001 and PR00002 for the demo buyer, delivered unless asked otherwise. */
function order(delivered = true) {
  const { PR00001: first, PR00002: second } = mock.shop.state.catalogue.products;
  const placed = placeOrderForTest(mock.shop, BUYER, {
    paid: true,
    lines: [
      { cin: first!.defaultCin, name: first!.name },
      { cin: second!.defaultCin, name: second!.name },
    ],
  });
  if (delivered) mock.shop.clock.advance(100 * HOUR);
  return {
    fulfillmentId: placed.fulfillments[0]!.fulfillmentId,
    orderId: placed.orderId,
    cin: first!.defaultCin,
    name: first!.name,
  };
}

const rating = async (productId: string) => (await guest().catalog.product({ itemId: productId })).data!.rating;

describe('reviews.add', () => {
  it('publishes a review with photos of a delivered item and counts it in the product rating', async () => {
    const { fulfillmentId, orderId, cin } = order();
    const before = await rating('PR00001');
    const { data, meta, error } = await as().reviews.add({
      productId: 'PR00001',
      fulfillmentId,
      rating: 5,
      type: 'Customer',
      score: 6,
      title: 'Lasts all day',
      desc: 'Creamy and calm.',
      images: [photo('bottle.jpg'), photo('box.png', 'image/png')],
    });
    expect(error).toBeUndefined();
    expect(meta?.message).toBe('Thank you for your review');
    expect(data).toMatchObject({
      productId: 'PR00001',
      variantId: cin,
      fulfillmentId,
      orderId,
      type: 'Customer',
      rating: 5,
      score: 6,
      title: 'Lasts all day',
      reviewerName: 'Ananya R.',
      verifiedPurchase: true,
      status: 'PUBLISHED',
      helpfulCount: 0,
      notHelpfulCount: 0,
      createdAt: '2026-11-24T14:00:00.000Z',
    });
    const id = data!.reviewId.toLowerCase();
    expect(data!.images).toEqual([
      { imageId: 'RI000001', url: `/media/reviews/${id}-1.svg` },
      { imageId: 'RI000002', url: `/media/reviews/${id}-2.svg` },
    ]);
    expect(mock.shop.state.reviews.items[data!.reviewId]!.images.map((i) => [i.name, i.type, i.size])).toEqual([
      ['bottle.jpg', 'image/jpeg', 2048],
      ['box.png', 'image/png', 2048],
    ]);
    const after = await rating('PR00001');
    expect(after.count).toBe(before.count + 1);
    expect((await guest().reviews.averageRating({ productId: 'PR00001' })).data).toEqual({ productId: 'PR00001', ...after });
  });

  it('refuses an item that has not been delivered yet', async () => {
    const { fulfillmentId, name } = order(false);
    const { error } = await as().reviews.add({ productId: 'PR00001', fulfillmentId, rating: 4 });
    expect(error).toMatchObject({
      status: 422,
      code: 'review.notDelivered',
      message: `You can review ${name} once it has been delivered.`,
    });
  });

  it('refuses a product outside the fulfillment, and a fulfillment of someone else', async () => {
    const { fulfillmentId } = order();
    expect((await as().reviews.add({ productId: 'PR00003', fulfillmentId, rating: 4 })).error).toMatchObject({
      status: 422,
      code: 'review.notInFulfillment',
    });
    expect((await as('BY000099').reviews.add({ productId: 'PR00001', fulfillmentId, rating: 4 })).error).toMatchObject({
      status: 404,
      code: 'fulfillment.notFound',
    });
    expect(
      (await as().reviews.add({ productId: 'PR00001', fulfillmentId, rating: 4, variantId: 'ATR-NOPE-50' })).error,
    ).toMatchObject({ status: 422, code: 'review.variantMismatch' });
  });

  it('takes one review or rating per product and fulfillment (409 after that)', async () => {
    const { fulfillmentId } = order();
    expect((await as().reviews.add({ productId: 'PR00001', fulfillmentId, rating: 4 })).error).toBeUndefined();
    expect((await as().reviews.add({ productId: 'PR00001', fulfillmentId, rating: 5 })).error).toMatchObject({
      status: 409,
      code: 'review.exists',
    });
    expect((await as().reviews.rate({ productId: 'PR00001', fulfillmentId, rating: 5 })).error).toMatchObject({
      status: 409,
      code: 'review.exists',
    });
  });

  it('checks photos: JPEG, PNG or WebP, at most five, links only from the store image hosts', async () => {
    const { fulfillmentId } = order();
    const add = (extra: object) => as().reviews.add({ productId: 'PR00001', fulfillmentId, rating: 4, ...extra });
    expect((await add({ images: [photo('clip.gif', 'image/gif')] })).error).toMatchObject({
      status: 422,
      code: 'review.imageType',
    });
    expect((await add({ images: Array.from({ length: 6 }, (_, i) => photo(`p${i}.jpg`)) })).error).toMatchObject({
      status: 400,
      code: 'request.invalid',
    });
    expect((await add({ imageUrl: 'https://photos.example.com/oud.jpg' })).error).toMatchObject({
      status: 422,
      code: 'review.imageHost',
    });
    const linked = await add({
      imageUrl: 'https://storage.googleapis.com/attar-reviews/unboxing.jpg',
      images: Array.from({ length: 4 }, (_, i) => photo(`p${i}.webp`, 'image/webp')),
    });
    expect(linked.data?.images).toHaveLength(5);
    expect(linked.data?.imageUrl).toBe('https://storage.googleapis.com/attar-reviews/unboxing.jpg');
    const more = await as().reviews.update({ fulfillmentId, productId: 'PR00001', images: [photo('sixth.jpg')] });
    expect(more.error).toMatchObject({ status: 422, code: 'review.tooManyImages' });
  });

  it('needs a signed-in buyer', async () => {
    const { fulfillmentId } = order();
    expect((await guest().reviews.add({ productId: 'PR00001', fulfillmentId, rating: 5 })).error).toMatchObject({ status: 401 });
  });
});

describe('reviews.update, rate and updateRating', () => {
  it('changes only the fields sent, adds photos, and moves the product rating with the stars', async () => {
    const { fulfillmentId } = order();
    await as().reviews.add({ productId: 'PR00001', fulfillmentId, rating: 5, title: 'Lovely', images: [photo('a.jpg')] });
    const before = mock.shop.state.catalogue.stats.PR00001!.ratingSum;
    mock.shop.clock.advance(24 * HOUR);
    const { data, meta } = await as().reviews.update({
      fulfillmentId,
      productId: 'PR00001',
      rating: 3,
      comments: 'Faded after a month.',
      images: [photo('b.jpg')],
    });
    expect(meta?.message).toBe('Review updated');
    expect(data).toMatchObject({
      rating: 3,
      title: 'Lovely',
      comments: 'Faded after a month.',
      updatedAt: '2026-11-25T14:00:00.000Z',
    });
    expect(data!.images).toHaveLength(2);
    expect(mock.shop.state.catalogue.stats.PR00001!.ratingSum).toBe(before - 2);
    expect((await as().reviews.update({ fulfillmentId, productId: 'PR00002', rating: 3 })).error).toMatchObject({
      status: 404,
      code: 'review.notFound',
    });
  });

  it('keeps a quick rating as a review without title, and changes it', async () => {
    const { fulfillmentId } = order();
    const rated = await as().reviews.rate({ productId: 'PR00002', fulfillmentId, rating: 4 });
    expect(rated.meta?.message).toBe('Thanks for rating');
    expect(rated.data).toMatchObject({ productId: 'PR00002', rating: 4, images: [] });
    expect(rated.data).not.toHaveProperty('title');
    const changed = await as().reviews.updateRating({ fulfillmentId, productId: 'PR00002', rating: 5, comments: 'Grew on me.' });
    expect(changed.meta?.message).toBe('Rating updated');
    expect(changed.data).toMatchObject({ reviewId: rated.data!.reviewId, rating: 5, comments: 'Grew on me.' });
    expect((await as().reviews.updateRating({ fulfillmentId, productId: 'PR00001', rating: 2 })).error).toMatchObject({
      status: 404,
    });
  });
});

describe('reviews.deleteContent', () => {
  it('removes one photo and keeps the review, or deletes the whole review', async () => {
    const { fulfillmentId } = order();
    const { data: review } = await as().reviews.add({
      productId: 'PR00001',
      fulfillmentId,
      rating: 5,
      images: [photo('a.jpg'), photo('b.jpg')],
    });
    const reviewId = review!.reviewId;
    expect((await as().reviews.deleteContent({ reviewId, content: 'IMAGE' })).error).toMatchObject({
      status: 422,
      code: 'review.imageIdRequired',
    });
    const removed = await as().reviews.deleteContent({ reviewId, content: 'IMAGE', imageId: 'RI000001' });
    expect(removed.meta?.message).toBe('Photo removed');
    expect(removed.data).toMatchObject({
      reviewId,
      content: 'IMAGE',
      imageId: 'RI000001',
      review: { images: [{ imageId: 'RI000002' }] },
    });
    expect((await as().reviews.deleteContent({ reviewId, content: 'IMAGE', imageId: 'RI000001' })).error).toMatchObject({
      status: 404,
    });
    const deleted = await as().reviews.deleteContent({ reviewId, content: 'REVIEW' });
    expect(deleted.data).toEqual({ reviewId, content: 'REVIEW' });
    expect((await as().reviews.listByFulfillment({ fulfillmentId })).data?.items).toEqual([]);
  });

  it("refuses someone else's review with a 403 and an unknown one with a 404", async () => {
    expect((await as().reviews.deleteContent({ reviewId: 'RV000001', content: 'REVIEW' })).error).toMatchObject({
      status: 403,
      code: 'review.notYours',
    });
    expect((await as().reviews.deleteContent({ reviewId: 'RV999999', content: 'REVIEW' })).error).toMatchObject({
      status: 404,
      code: 'review.notFound',
    });
  });
});
