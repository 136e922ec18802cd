/**
 * A short, bounded load on the standalone server with `--state` on, as a regression check: catalogue
 * reads, cart adds and bodies just under the limit from 16 clients for a second, every one
 * answered with a 2xx and no event-loop stall over 400 ms; meanwhile a buyer changes their wishlist
 * and lists after each change, and no listing (answered from the server's read cache or not) is
 * behind the change just made. A stall counts the time the process was
 * working, not the time other processes held the CPU (Vitest runs files side by side), so a busy
 * machine does not fail it. The speed budgets themselves are measured by `pnpm bench:mock`, not here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildHeaders, createAttarClient, createMemorySession, DEFAULT_MARKETPLACE_KEY, unwrap } from '@attar/sdk';
import { actions, type ActionName } from '@attar/sdk/contract';
import { BODY_LIMIT } from '../src/server/body.ts';
import { startMockServer } from '../src/server/index.ts';
import { createStateStore } from '../src/server/state-store.ts';
import { XSRF_HEADERS } from './harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'attar-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('answers a mixed load with no error and no stall', async () => {
  const store = createStateStore(join(dir, 'shop.json'));
  const running = await startMockServer({ port: 0, start: '2026-11-20T10:00:00Z', beforeReply: store.beforeReply });
  store.track(running.mock);
  const session = createMemorySession();
  const attar = createAttarClient({ baseUrl: running.url, session });
  unwrap(await attar.auth.signInWithPassword({ username: '9876543210', password: 'Attar@2026' }));
  const cartId = unwrap(await attar.cart.get()).checkoutId;
  // one perfume per cart worker, nine deep in stock
  const cins: string[] = [];
  for (const { cin } of unwrap(await attar.catalog.list({ inStock: true, pageSize: 40 })).items) {
    if (cins.length === 8) break;
    if ((await attar.cart.addItem({ cin, quantity: 9 })).error) continue;
    unwrap(await attar.cart.removeItem({ checkoutId: cartId, cin }));
    cins.push(cin);
  }
  expect(cins).toHaveLength(8);

  const send = (action: ActionName, body: string, token?: string, query = '') => {
    const headers = buildHeaders({
      session: createMemorySession(token ?? null),
      marketplaceKey: DEFAULT_MARKETPLACE_KEY,
      actiontag: action,
      getCookie: () => undefined,
    });
    return fetch(`${running.url}${actions[action].path}${query}`, {
      method: actions[action].method,
      headers: { ...headers, ...XSRF_HEADERS, 'content-type': 'application/json' },
      body,
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });
  };
  const token = session.getToken()!;
  // a perfume not on the buyer's wishlist, on the first page of 40
  const productId = unwrap(await attar.catalog.list({ pageSize: 40 })).items.find((item) => !item.wishlisted)!.productId;
  const statuses = new Map<number, number>();
  const stalls = watchStalls();
  const until = Date.now() + 1000;
  // the buyer puts the perfume on the wishlist and takes it off again, listing after each change: every
  // listing shows the change just acknowledged, while other workers read (and cache) the same listing
  let toggles = 0;
  let stale = 0;
  const toggler = (async () => {
    for (let on = true; Date.now() < until; on = !on) {
      unwrap(on ? await attar.wishlist.add({ wishList: { productId } }) : await attar.wishlist.remove({ productId }));
      const card = unwrap(await attar.catalog.list({ pageSize: 40 })).items.find((item) => item.productId === productId);
      if (card?.wishlisted !== on) stale++;
      toggles++;
    }
  })();
  await Promise.all(
    Array.from({ length: 16 }, async (_, worker) => {
      for (let i = 0; Date.now() < until; i++) {
        const status =
          worker === 0 && i % 10 === 0
            ? // a body just under the limit: read whole, parsed, answered
              await send('catalogList', `{}${' '.repeat(BODY_LIMIT - 10)}`)
            : worker % 2
              ? // as a guest, or as the buyer the very listing the wishlist worker checks
                await send('catalogList', '{}', i % 2 ? token : undefined, i % 2 ? '?pageSize=40' : '')
              : // one cin per worker, back to none after ten: the cart never refuses
                await send(i % 10 === 9 ? 'cartRemoveItem' : 'cartAddItem', cartBody(cins[worker / 2]!, i), token);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  await toggler;
  const longestStallMs = stalls.stop();
  await running.close();
  store.close();
  const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
  console.info(
    `${answered} requests in 1 s, statuses ${JSON.stringify([...statuses])}, ${toggles} wishlist changes (${stale} listings behind one), longest stall ${longestStallMs} ms`,
  );
  expect([...statuses.keys()]).toEqual([200]);
  expect(toggles).toBeGreaterThan(0);
  expect(stale).toBe(0);
  // process.cpuUsage() also counts the process's helper threads (garbage collection, the JIT), which
  // run beside the main thread: in a clean-clone run of the test command one gap counted 217 ms that
  // way. The bound catches a reply that holds the loop for a long time, not jitter; the speed itself
  // is pnpm bench:mock's.
  expect(longestStallMs).toBeLessThan(400);

  /** Up to nine adds of one, then the line removed. */
  function cartBody(cin: string, i: number): string {
    return i % 10 === 9 ? JSON.stringify({ checkoutId: cartId, cin }) : JSON.stringify({ cin, quantity: 1 });
  }
}, 20_000);

/**
 * The longest time the event loop was held up by this process's own work: a 5 ms timer that fires
 * late by more than the CPU time the process used meanwhile was waiting for the CPU, not blocked.
 */
function watchStalls(): { stop(): number } {
  let longest = 0;
  let wall = performance.now();
  let cpu = process.cpuUsage();
  const timer = setInterval(() => {
    const now = performance.now();
    const used = process.cpuUsage(cpu);
    const late = now - wall - 5;
    longest = Math.max(longest, Math.min(late, (used.user + used.system) / 1000));
    wall = now;
    cpu = process.cpuUsage();
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return Math.round(longest);
    },
  };
}
