import { describe, expect, it, vi } from 'vitest';
import { createOrderSubmitter, newIdempotencyKey } from './order-submitter.ts';

const memoryStore = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
};
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('placing an order once', () => {
  it('a double submit sends one request, and both callers get its answer', async () => {
    const reply = deferred<string>();
    const send = vi.fn((_key: string) => reply.promise);
    const attempt = createOrderSubmitter<string>('CK1', { store: memoryStore() });
    const first = attempt.submit(send);
    const second = attempt.submit(send);
    reply.resolve('OD1');
    expect(await Promise.all([first, second])).toEqual(['OD1', 'OD1']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a repeat of the same attempt (after a lost reply) reuses its idempotency key', async () => {
    const keys: string[] = [];
    const attempt = createOrderSubmitter<string>('CK1', { store: memoryStore(), makeKey: () => `key-${keys.length + 1}` });
    await attempt
      .submit(async (key) => {
        keys.push(key);
        throw new Error('network');
      })
      .catch(() => undefined);
    await attempt.submit(async (key) => {
      keys.push(key);
      return 'OD1';
    });
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('keeps the key across a reload of the same checkout, and makes a new one after the order was made', async () => {
    const store = memoryStore();
    let n = 0;
    const makeKey = () => `key-${++n}`;
    const before = createOrderSubmitter<string>('CK1', { store, makeKey });
    await before.submit(async () => 'lost');
    const afterReload = createOrderSubmitter<string>('CK1', { store, makeKey });
    expect(afterReload.key).toBe('key-1');
    afterReload.finish();
    const sent: string[] = [];
    await afterReload.submit(async (key) => {
      sent.push(key);
      return 'OD2';
    });
    expect(sent).toEqual(['key-2']);
    expect(createOrderSubmitter('CK2', { store, makeKey }).key).toBeUndefined();
  });

  it('makes UUID-shaped keys', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
