/** A review's words travel as typed: the shop neither escapes nor strips markup (the storefront shows text as text). */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession } from '@attar/sdk';
import { HOUR } from '../src/core/clock.ts';
import { startSession } from '../src/core/sessions.ts';
import { useMockShop } from './harness.ts';
import { placeOrderForTest } from '../src/shop/orders/testing.ts';

const mock = useMockShop();
const BUYER = 'BY000017';

describe('review text', () => {
  it('is stored and read back as the shopper typed it, ampersands and angle brackets included', async () => {
    const client = createAttarClient({
      baseUrl: 'http://shop.test',
      validateReplies: true,
      session: createMemorySession(startSession(mock.shop, BUYER).token),
    });
    const product = mock.shop.state.catalogue.products.PR00001!;
    const placed = placeOrderForTest(mock.shop, BUYER, { paid: true, lines: [{ cin: product.defaultCin, name: product.name }] });
    mock.shop.clock.advance(100 * HOUR);
    const fulfillmentId = placed.fulfillments[0]!.fulfillmentId;
    const title = 'Tom & Jerry <b>loved</b> it';
    const desc = 'Rose & oud, "soft" and <i>long</i>-lasting.';
    const added = await client.reviews.add({ productId: 'PR00001', fulfillmentId, rating: 5, title, desc });
    expect(added.error).toBeUndefined();
    expect(added.data).toMatchObject({ title, desc });
    const mine = await client.reviews.listByFulfillment({ fulfillmentId });
    expect(mine.data?.items.find((r) => r.productId === 'PR00001')).toMatchObject({ title, desc });
  });
});
