/** Reading reviews and ratings, and helpful votes: seeded reviews agree with the catalogue's ratings. */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession } from '@attar/sdk';
import { HOUR } from '../src/core/clock.ts';
import { startSession } from '../src/core/sessions.ts';
import { useMockShop } from './harness.ts';
import { placeOrderForTest } from '../src/shop/orders/testing.ts';

const mock = useMockShop();

const BASE = 'http://shop.test';
const as = (buyerId = 'BY000017') =>
  createAttarClient({
    baseUrl: BASE,
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, buyerId).token),
  });
const guest = () => createAttarClient({ baseUrl: BASE, validateReplies: true, session: createMemorySession() });

describe('reviews of a product', () => {
  it('agree with the rating of every catalogue product, average and count', async () => {
    const products = Object.keys(mock.shop.state.catalogue.products);
    expect(products).toHaveLength(53);
    for (const productId of products) {
      const { data: product } = await guest().catalog.product({ itemId: productId });
      const { data: average } = await guest().reviews.averageRating({ productId });
      expect(average).toEqual({ productId, ...product!.rating });
    }
  });

  it('lists written reviews by shoppers with Indian first names, newest first, 10 a page by default', async () => {
    const { data } = await guest().reviews.listByProduct({ productId: 'PR00012' });
    expect(data!.paging).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(data!.items.length).toBeGreaterThanOrEqual(2);
    const dates = data!.items.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const review of data!.items) {
      expect(review).toMatchObject({ productId: 'PR00012', type: 'Customer', score: 6, verifiedPurchase: true });
      expect(review.reviewerName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(review.title.length).toBeGreaterThan(0);
    }
    const oldestFirst = await guest().reviews.listByProduct({ productId: 'PR00012', sortOrder: 'asc' });
    expect(oldestFirst.data!.items.map((r) => r.reviewId)).toEqual(data!.items.map((r) => r.reviewId).reverse());
  });

  it('pages the list', async () => {
    const all = (await guest().reviews.listByProduct({ productId: 'PR00012' })).data!;
    const second = (await guest().reviews.listByProduct({ productId: 'PR00012', pageSize: 1, pageNum: 2 })).data!;
    expect(second.paging).toEqual({
      pageNum: 2,
      pageSize: 1,
      totalItems: all.paging.totalItems,
      totalPages: all.paging.totalItems,
    });
    expect(second.items).toEqual([all.items[1]]);
  });

  it('breaks the rating down by stars, five to one, adding up to the count', async () => {
    const { data } = await guest().reviews.ratingBreakdown({ productId: 'PR00012' });
    const { data: average } = await guest().reviews.averageRating({ productId: 'PR00012' });
    expect(data!.stars.map((s) => s.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(data!.stars.reduce((n, s) => n + s.count, 0)).toBe(data!.count);
    expect({ average: data!.average, count: data!.count }).toEqual({ average: average!.average, count: average!.count });
    const weighted = data!.stars.reduce((n, s) => n + s.stars * s.count, 0) / data!.count;
    expect(Math.round(weighted * 10) / 10).toBe(data!.average);
  });

  it('answers 404 for a product the catalogue does not have', async () => {
    expect((await guest().reviews.averageRating({ productId: 'PR09999' })).error).toMatchObject({
      status: 404,
      code: 'product.notFound',
    });
    expect((await guest().reviews.listByProduct({ productId: 'PR09999' })).error).toMatchObject({ status: 404 });
    expect((await guest().reviews.ratingBreakdown({ productId: 'PR09999' })).error).toMatchObject({ status: 404 });
  });
});

describe("the buyer's own reviews", () => {
  it('lists them by buyer and by fulfillment (bare ratings included), for signed-in buyers only', async () => {
    const { PR00001: product } = mock.shop.state.catalogue.products;
    const placed = placeOrderForTest(mock.shop, 'BY000017', {
      paid: true,
      lines: [{ cin: product!.defaultCin, name: product!.name }],
    });
    mock.shop.clock.advance(100 * HOUR);
    const fulfillmentId = placed.fulfillments[0]!.fulfillmentId;
    await as().reviews.rate({ productId: 'PR00001', fulfillmentId, rating: 4 });
    const mine = (await as().reviews.listByBuyer({})).data!;
    // the buyer's own list names the product, so the account's list can link it
    expect(mine.items).toMatchObject([
      {
        productId: 'PR00001',
        fulfillmentId,
        rating: 4,
        title: '',
        desc: '',
        productName: 'Sandal Mysore',
        productSlug: 'sandal-mysore',
      },
    ]);
    expect((await as().reviews.listByFulfillment({ fulfillmentId })).data!.paging.totalItems).toBe(1);
    expect((await as('BY000099').reviews.listByFulfillment({ fulfillmentId })).data!.items).toEqual([]);
    expect((await guest().reviews.listByBuyer({})).error).toMatchObject({ status: 401 });
    expect((await guest().reviews.listByFulfillment({ fulfillmentId })).error).toMatchObject({ status: 401 });
    // A bare rating counts in the average but is not listed among the written reviews.
    const listed = (await guest().reviews.listByProduct({ productId: 'PR00001' })).data!.items;
    expect(listed.some((r) => r.fulfillmentId === fulfillmentId)).toBe(false);
  });
});

describe('helpful votes', () => {
  it('counts one vote per buyer and review, which the buyer may change', async () => {
    const [review] = (await guest().reviews.listByProduct({ productId: 'PR00012' })).data!.items;
    const { helpfulCount, notHelpfulCount } = mock.shop.state.reviews.items[review!.reviewId]!;
    const voted = await as().reviews.markHelpful({ reviewId: review!.reviewId, helpful: true });
    expect(voted.meta?.message).toBe('Thanks for your feedback');
    expect(voted.data).toEqual({
      reviewId: review!.reviewId,
      productId: 'PR00012',
      helpful: true,
      votedAt: '2026-11-20T10:00:00.000Z',
      helpfulCount: helpfulCount + 1,
      notHelpfulCount,
    });
    expect((await as().reviews.markHelpful({ reviewId: review!.reviewId, helpful: false })).error).toMatchObject({
      status: 409,
      code: 'review.alreadyVoted',
    });
    const changed = await as().reviews.updateHelpful({ reviewId: review!.reviewId, helpful: false });
    expect(changed.data).toMatchObject({ helpful: false, helpfulCount, notHelpfulCount: notHelpfulCount + 1 });
    // the product's public list shows the counts after the votes (and no product name: the page is the product's)
    const shown = (await guest().reviews.listByProduct({ productId: 'PR00012' })).data!.items.find(
      (r) => r.reviewId === review!.reviewId,
    );
    expect(shown).toMatchObject({ helpfulCount, notHelpfulCount: notHelpfulCount + 1 });
    expect(shown).not.toHaveProperty('productName');
  });

  it('refuses a vote on an unknown review, a change without a vote, and a vote on one own review', async () => {
    expect((await as().reviews.markHelpful({ reviewId: 'RV999999', helpful: true })).error).toMatchObject({ status: 404 });
    expect((await as().reviews.updateHelpful({ reviewId: 'RV000001', helpful: true })).error).toMatchObject({
      status: 404,
      code: 'review.notFound',
    });
    expect((await as('seed:1').reviews.markHelpful({ reviewId: 'RV000001', helpful: true })).error).toMatchObject({
      status: 422,
      code: 'review.ownReview',
    });
  });

  it("lists the buyer's votes, newest first, optionally for one product", async () => {
    const ids = (productId: string) =>
      Object.values(mock.shop.state.reviews.items)
        .filter((r) => r.productId === productId)
        .map((r) => r.reviewId);
    await as().reviews.markHelpful({ reviewId: ids('PR00012')[0]!, helpful: true });
    mock.shop.clock.advance(HOUR);
    await as().reviews.markHelpful({ reviewId: ids('PR00021')[0]!, helpful: false });
    const all = (await as().reviews.listMyHelpfulVotes({})).data!;
    expect(all.items.map((v) => [v.productId, v.helpful])).toEqual([
      ['PR00021', false],
      ['PR00012', true],
    ]);
    expect(all.paging).toEqual({ pageNum: 1, pageSize: 10, totalItems: 2, totalPages: 1 });
    const one = (await as().reviews.listMyHelpfulVotes({ productId: 'PR00012' })).data!;
    expect(one.items.map((v) => v.productId)).toEqual(['PR00012']);
    expect((await guest().reviews.listMyHelpfulVotes({})).error).toMatchObject({ status: 401 });
  });
});
