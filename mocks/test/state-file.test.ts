/** `--state FILE`: a saved shop comes back with its carts, sessions and clock. */
import { afterEach, expect, it } from 'vitest';
import { createMemorySession, createAttarClient, unwrap } from '@attar/sdk';
import { restoreShop, saveShop, type SavedShop } from '../src/shop/create.ts';
import { startMockServer, type RunningMockServer } from '../src/server/index.ts';

let running: RunningMockServer | undefined;
afterEach(() => running?.close());

it('restores carts, sessions and the advanced clock from a saved shop', async () => {
  running = await startMockServer({ port: 0, start: '2026-11-20T10:00:00Z' });
  const session = createMemorySession();
  const first = createAttarClient({ baseUrl: running.url, session });
  unwrap(await first.auth.signInWithPassword({ username: '9876543210', password: 'Attar@2026' }));
  unwrap(await first.cart.addItem({ cin: 'ATR-OUD-100', quantity: 2 }));
  running.mock.shop.clock.advance(5 * 3_600_000);
  const saved = JSON.parse(JSON.stringify(saveShop(running.mock.shop))) as SavedShop;
  await running.close();

  running = await startMockServer({ port: 0, initialShop: restoreShop(saved, { start: '2026-11-20T10:00:00Z' }) });
  const again = createAttarClient({ baseUrl: running.url, session });
  const cart = unwrap(await again.cart.get());
  expect(cart.items).toEqual([expect.objectContaining({ cin: 'ATR-OUD-100', quantity: 2 })]);
  expect(running.mock.shop.nowIso()).toBe('2026-11-20T15:00:00.000Z');
});

it('refuses a saved file of an unknown version', () => {
  expect(() => restoreShop({ version: 2 } as unknown as SavedShop)).toThrow(/Unknown saved shop version/);
});
