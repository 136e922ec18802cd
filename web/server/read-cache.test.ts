/**
 * The server's short cache of public reads (read-cache.ts): one call for the renders that ask at once or
 * within its lifetime; failures never kept; bounded.
 */
import { describe, expect, it } from 'vitest';
import type { ServerFetch } from '../src/entry-server.tsx';
import { cachedReads } from './read-cache.ts';

type Key = Parameters<ServerFetch>[0];
const product = (itemId: string) => ['catalogProduct', { itemId }] as unknown as Key;

/** A marketplace whose answers the test hands out, and which counts what it was asked. */
function marketplace() {
  const asked: string[] = [];
  const pending: Array<(reply: unknown) => void> = [];
  const fetchRead = ((key: Key) => {
    asked.push(JSON.stringify(key));
    return new Promise((resolve) => pending.push(resolve));
  }) as unknown as ServerFetch;
  return { asked, fetchRead, answer: (reply: unknown) => pending.shift()!(reply) };
}

describe('cachedReads', () => {
  it('makes one call for the renders that ask while it is in flight, and every one gets its answer', async () => {
    const shop = marketplace();
    const read = cachedReads(shop.fetchRead, { ttlMs: 0 });
    const replies = [read(product('PR1')), read(product('PR1')), read(product('PR2'))];
    expect(shop.asked).toHaveLength(2);
    shop.answer({ data: { name: 'Oud Noir' } });
    shop.answer({ data: { name: 'Kesar Amber' } });
    expect(await Promise.all(replies)).toEqual([
      { data: { name: 'Oud Noir' } },
      { data: { name: 'Oud Noir' } },
      { data: { name: 'Kesar Amber' } },
    ]);
  });

  it('serves an answer for its lifetime, then asks again', async () => {
    let now = 1_000;
    const shop = marketplace();
    const read = cachedReads(shop.fetchRead, { ttlMs: 2_000, now: () => now });
    const first = read(product('PR1'));
    shop.answer({ data: { stock: 3 } });
    await first;
    now += 1_999;
    expect(await read(product('PR1'))).toEqual({ data: { stock: 3 } });
    expect(shop.asked).toHaveLength(1);
    now += 1;
    const fresh = read(product('PR1'));
    expect(shop.asked).toHaveLength(2);
    shop.answer({ data: { stock: 2 } });
    expect(await fresh).toEqual({ data: { stock: 2 } });
  });

  it('keeps a settled refusal (not found) like an answer', async () => {
    const shop = marketplace();
    const read = cachedReads(shop.fetchRead, { ttlMs: 5_000 });
    const refusal = { error: { status: 404, httpStatus: 200, code: 'product.not_found', message: 'No such perfume' } };
    const first = read(product('PR9'));
    shop.answer(refusal);
    await first;
    expect(await read(product('PR9'))).toEqual(refusal);
    expect(shop.asked).toHaveLength(1);
  });

  it('never keeps a read that failed or timed out, nor one that threw: the next render asks again', async () => {
    const shop = marketplace();
    const read = cachedReads(shop.fetchRead, { ttlMs: 60_000 });
    const failed = read(product('PR1'));
    shop.answer(undefined);
    expect(await failed).toBeUndefined();
    const retried = read(product('PR1'));
    expect(shop.asked).toHaveLength(2);
    shop.answer({ data: { name: 'Oud Noir' } });
    expect(await retried).toEqual({ data: { name: 'Oud Noir' } });

    let calls = 0;
    const hangsUp = (() => {
      calls++;
      return Promise.reject(new Error('socket hang up'));
    }) as unknown as ServerFetch;
    const throwing = cachedReads(hangsUp, { ttlMs: 60_000 });
    await expect(throwing(product('PR1'))).rejects.toThrow('socket hang up');
    await expect(throwing(product('PR1'))).rejects.toThrow('socket hang up');
    expect(calls).toBe(2);
  });

  it('with a lifetime of 0 keeps nothing once answered', async () => {
    const shop = marketplace();
    const read = cachedReads(shop.fetchRead, { ttlMs: 0 });
    const first = read(product('PR1'));
    shop.answer({ data: { stock: 3 } });
    await first;
    void read(product('PR1'));
    expect(shop.asked).toHaveLength(2);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const shop = marketplace();
    const read = cachedReads(shop.fetchRead, { ttlMs: 60_000, maxEntries: 2 });
    for (const id of ['PR1', 'PR2', 'PR3']) {
      const reply = read(product(id));
      shop.answer({ data: { id } });
      await reply;
    }
    await read(product('PR3'));
    await read(product('PR2'));
    expect(shop.asked).toHaveLength(3);
    void read(product('PR1'));
    expect(shop.asked).toHaveLength(4);
  });
});
