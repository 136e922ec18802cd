/** Another project's test suite with the packaged mock shop: msw/node intercepts the SDK's fetch. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAttarClient, formatINR } from '@attar/sdk';
import { setupMockShop } from '@attar/mocks/node';

const mock = setupMockShop({ seed: 7, start: '2026-11-20T10:00:00Z' });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

const attar = createAttarClient({ baseUrl: 'http://shop.test', validateReplies: true });

describe('the packaged mock shop', () => {
  it('answers a guest who adds a perfume, with the price in rupees', async () => {
    const product = await attar.catalog.product({ itemId: 'PR00012' });
    expect(product.error).toBeUndefined();
    const added = await attar.guest.addItem({ cin: 'ATR-OUD-100', quantity: 2 });
    expect(added.error).toBeUndefined();
    const line = added.data!.cart.items[0]!;
    expect(line).toMatchObject({ cin: 'ATR-OUD-100', quantity: 2 });
    expect(added.data!.cart.summary.total).toBeGreaterThan(0);
    expect(formatINR(added.data!.cart.summary.total)).toMatch(/^₹[0-9,]+$/);
  });

  it('refuses an unknown perfume with an error value, not an exception', async () => {
    const { data, error } = await attar.guest.addItem({ cin: 'ATR-NO-SUCH-1', quantity: 1 });
    expect(data).toBeUndefined();
    expect(error?.name).toBe('ApiError');
    expect(error?.code).toMatch(/\./);
  });

  it('starts every test from the same seeded shop', async () => {
    const a = await attar.catalog.list({ pageNum: 1, pageSize: 5 });
    mock.reset();
    const b = await attar.catalog.list({ pageNum: 1, pageSize: 5 });
    expect(b.data!.items.map((item) => item.cin)).toEqual(a.data!.items.map((item) => item.cin));
  });
});
