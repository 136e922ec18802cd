/**
 * `--state FILE` keeps what the shop acknowledged: `attar-mock` runs as a real process, one buyer
 * places orders as fast as it can, and the process is killed with SIGKILL in the middle of the
 * traffic. The shop restored from the same file (what `attar-mock --state FILE` does at start, here in
 * process to spare a second start-up) has every order it confirmed, and the buyer's session. That the
 * replayed state is exactly the state before the end is state-journal.test.ts.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap, type AttarClient } from '@attar/sdk';
import { createStateStore } from '../src/server/state-store.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'attar-state-'));
const stateFile = join(dir, 'shop.json');
const children: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** `attar-mock --state FILE` as a process; resolves with its address once it listens. */
async function startShop(): Promise<{ url: string; kill(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'mocks/src/server/main.ts',
      '--port',
      '0',
      '--quiet',
      '--start',
      '2026-11-20T10:00:00Z',
      '--state',
      stateFile,
    ],
    { cwd: repoRoot },
  );
  children.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /attar mock shop: (http:\/\/\S+?)\/ /.exec(output);
      if (found) resolve(found[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => reject(new Error(`attar-mock ended (${code}) before it listened: ${output}`)));
  });
  return {
    url,
    kill: () =>
      new Promise<void>((resolve) => {
        child.once('close', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** One order of one size: add it, price the cart, place the order; its id once the shop confirms it. */
async function placeOrder(attar: AttarClient, cin: string, addressId: string, n: number): Promise<string> {
  unwrap(await attar.cart.addItem({ cin, quantity: 1 }));
  const cart = unwrap(await attar.cart.get());
  const created = unwrap(
    await attar.orders.create({
      checkoutId: cart.checkoutId,
      idempotencyKey: `durable-${n}`,
      paymentMode: 'UPI',
      inputSummary: cart.summary,
      inputLineItems: cart.items.map(({ cin, quantity, unitPrice }) => ({ cin, quantity, unitPrice })),
      deliveryAddress: { addressId },
      billingAddress: { addressId },
    }),
  );
  return created.payment.orderId;
}

it('keeps every order it confirmed through kill -9', async () => {
  const shop = await startShop();
  const session = createMemorySession();
  const attar = createAttarClient({ baseUrl: shop.url, session });
  unwrap(await attar.auth.signInWithPassword({ username: '9876543210', password: 'Attar@2026' }));
  const addressId = unwrap(await attar.address.list())[0]!.addressId;
  const cins = unwrap(await attar.catalog.list({ inStock: true, pageSize: 40 })).items.map((p) => p.cin);

  // orders as fast as one buyer places them; the kill comes once 25 are confirmed, as the next is on its way
  const confirmed: string[] = [];
  let enough: () => void = () => {};
  const reached = new Promise<void>((resolve) => (enough = resolve));
  let n = 0;
  const traffic = (async () => {
    for (;;) {
      const next = n++;
      const orderId = await placeOrder(attar, cins[next % cins.length]!, addressId, next).catch(() => undefined);
      if (!orderId) return;
      confirmed.push(orderId);
      if (confirmed.length === 25) enough();
    }
  })();
  await Promise.race([reached, traffic, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  await shop.kill();
  await traffic;
  expect(confirmed.length).toBeGreaterThan(0);

  const restored = createStateStore(stateFile).restore({ start: '2026-11-20T10:00:00Z' })!;
  const found = confirmed.filter((orderId) => orderId in restored.state.orders.byId);
  console.info(`orders confirmed before kill -9: ${confirmed.length}; found after the restart: ${found.length}`);
  expect(found).toEqual(confirmed);
  // the buyer's session survived too: the same token goes on working after a restart
  expect(restored.state.sessions[session.getToken()!]).toMatchObject({ buyerId: expect.any(String) });
}, 30_000);
