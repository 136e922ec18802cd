/** Accounts: the wishlist (list, idempotent add, remove) with products from the catalogue. */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap, type AttarClient } from '@attar/sdk';
import { useMockShop } from './harness.ts';
import { DEMO_BUYER } from '../src/shop/accounts/seed.ts';

const mock = useMockShop();

const newClient = () => createAttarClient({ baseUrl: 'http://shop.test', validateReplies: true, session: createMemorySession() });

async function signedIn(): Promise<AttarClient> {
  const client = newClient();
  unwrap(await client.auth.signInWithPassword({ username: DEMO_BUYER.mobile, password: DEMO_BUYER.password }));
  return client;
}

describe('wishlist', () => {
  it('lists the seeded perfumes as product cards, most recent first', async () => {
    const list = unwrap(await (await signedIn()).wishlist.list());
    expect(list.productIds).toEqual([...DEMO_BUYER.wishlist]);
    expect(list.totalItems).toBe(3);
    expect(list.items.map((i) => [i.productId, i.name, i.wishlisted])).toEqual([
      ['PR00012', 'Oud Noir', true],
      ['PR00021', 'Vetiver Smoke', true],
      ['PR00025', 'Mogra Bloom', true],
    ]);
  });

  it('adds a product to the top, and adding it again changes nothing', async () => {
    const client = await signedIn();
    const { data, meta } = await client.wishlist.add({ wishList: { productId: 'PR00018' } });
    expect(meta?.message).toBe('Added to wishlist');
    expect(data).toMatchObject({
      productIds: ['PR00018', ...DEMO_BUYER.wishlist],
      count: 4,
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(data?.items[0]).toMatchObject({ productId: 'PR00018', name: 'Rose Attar', wishlisted: true });

    const again = await client.wishlist.add({ wishList: { productId: 'PR00018' } });
    expect(again.meta?.message).toBe('Already on your wishlist');
    expect(again.data?.count).toBe(4);
  });

  it('refuses a product the catalogue does not have, naming it', async () => {
    const { error } = await (await signedIn()).wishlist.add({ wishList: { productId: 'PR09999' } });
    expect(error).toMatchObject({ status: 404, code: 'product.notFound', message: 'Product PR09999 was not found.' });
  });

  it('removes a product; removing one that is not there is harmless', async () => {
    const client = await signedIn();
    const { data, meta } = await client.wishlist.remove({ productId: 'PR00021' });
    expect(meta?.message).toBe('Removed from wishlist');
    expect(data).toMatchObject({ productIds: ['PR00012', 'PR00025'], count: 2 });
    const again = await client.wishlist.remove({ productId: 'PR00021' });
    expect(again.meta?.message).toBe('It was not on your wishlist');
    expect(again.data?.count).toBe(2);
    expect((await client.wishlist.remove({ productId: 'PR09999' })).error).toMatchObject({
      status: 404,
      code: 'product.notFound',
    });
  });

  it('starts empty for a new buyer and is only for signed-in buyers', async () => {
    const meera = newClient();
    unwrap(
      await meera.auth.socialLogin({ socialType: 'APPLE', socialId: 'a-1', socialAccessToken: 'mock-idp:meera@example.in' }),
    );
    expect(unwrap(await meera.wishlist.list())).toEqual({ productIds: [], items: [], totalItems: 0 });
    expect((await newClient().wishlist.list()).error).toMatchObject({ status: 401 });
  });
});
