/**
 * The `--state` journal in process: the change tracker records every kind of change a handler makes,
 * and a shop restored from the snapshot and the journal alone (no clean stop) is exactly the shop that
 * was running, clock and generator included. A cut-short last line is skipped; a damaged line before
 * the end, or a FILE that cannot be written, stops the start with exit code 2.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap } from '@attar/sdk';
import { createRandom } from '../src/core/random.ts';
import { parseMockArgs, type MockCommandOptions } from '../src/server/args.ts';
import { startMockServer } from '../src/server/index.ts';
import { createMockCommand, StartError } from '../src/server/run.ts';
import { applyChanges, trackChanges } from '../src/server/state-changes.ts';
import { createStateStore } from '../src/server/state-store.ts';
import { saveShop } from '../src/shop/create.ts';

const dir = mkdtempSync(join(tmpdir(), 'attar-journal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const START = '2026-11-20T10:00:00Z';
const json = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('change tracking', () => {
  it('replays a long run of random changes at any depth to the same object', () => {
    type Node = Record<string, any>;
    const state: Node = { records: {}, lists: { a: [], b: [] }, counter: 0 };
    const copy = json(state);
    const tracker = trackChanges(state);
    const live = tracker.state;
    const random = createRandom(7);
    const pickKey = (record: Node) => random.pick(Object.keys(record));
    for (let step = 0; step < 2000; step++) {
      const list: any[] = live.lists[random.pick(['a', 'b'])];
      const ids = Object.keys(live.records);
      switch (random.int(0, 9)) {
        case 0:
          live.records[`r${step}`] = { n: step, tags: [step], inner: { deep: { v: step } } };
          break;
        case 1:
          if (ids.length) delete live.records[pickKey(live.records)];
          break;
        case 2:
          if (ids.length) live.records[pickKey(live.records)].inner.deep.v = step;
          break;
        case 3:
          if (ids.length) live.records[pickKey(live.records)].tags.push(step);
          break;
        case 4:
          list.push({ at: step });
          break;
        case 5:
          if (list.length) list.splice(random.int(0, list.length - 1), 1);
          break;
        case 6:
          list.sort((x, y) => y.at - x.at);
          break;
        case 7:
          if (list.length) list[random.int(0, list.length - 1)].at = -step;
          break;
        case 8:
          // a value read from the state and stored elsewhere in it: the state keeps plain objects
          if (list.length && ids.length) live.records[pickKey(live.records)].copy = { ...list[0] };
          break;
        default:
          live.counter++;
      }
      if (step % 7 === 0) applyChanges(copy, tracker.take());
    }
    applyChanges(copy, tracker.take());
    expect(copy).toEqual(json(state));
    expect(tracker.changed()).toBe(false);
  });

  it('hands over only the outermost path of nested changes', () => {
    const tracker = trackChanges({ cart: { lines: [{ q: 1 }] as Array<{ q: number }> } });
    tracker.state.cart.lines[0]!.q = 2;
    tracker.state.cart.lines = [{ q: 3 }];
    tracker.state.cart.lines[0]!.q = 4;
    expect(tracker.take()).toEqual([[['cart', 'lines'], [{ q: 4 }]]]);
  });
});

describe('--state journal', () => {
  it('restores exactly the shop that was running, from what is on disk when it never stopped', async () => {
    const file = join(dir, 'shop.json');
    const store = createStateStore(file);
    const running = await startMockServer({ port: 0, start: START, beforeReply: store.beforeReply });
    store.track(running.mock);
    try {
      const attar = createAttarClient({ baseUrl: running.url, session: createMemorySession() });
      unwrap(await attar.auth.signInWithPassword({ username: '9876543210', password: 'Attar@2026' }));
      unwrap(await attar.cart.addItem({ cin: 'ATR-OUD-100', quantity: 2 }));
      const cart = unwrap(await attar.cart.addItem({ cin: 'ATR-NIM-50', quantity: 1 }));
      unwrap(await attar.cart.removeItem({ checkoutId: cart.checkoutId, cin: 'ATR-OUD-100' }));
      await fetch(`${running.url}/_mock/advance`, { method: 'POST', body: JSON.stringify({ hours: 5 }) });
      await fetch(`${running.url}/_mock/reset`, { method: 'POST' });
      const after = createAttarClient({ baseUrl: running.url, session: createMemorySession() });
      unwrap(await after.auth.signInWithPassword({ username: '9876543210', password: 'Attar@2026' }));
      unwrap(await after.wishlist.add({ wishList: { productId: 'PR00003' } }));
      unwrap(await after.catalog.productByHandle({ handle: 'oud-noir' }));

      // no stop, no last snapshot: only what the journal holds, as after kill -9
      expect(readFileSync(`${file}.journal`, 'utf8').split('\n').length).toBeGreaterThan(5);
      const restored = createStateStore(file).restore({ start: START });
      expect(json(saveShop(restored!))).toEqual(json(saveShop(running.mock.shop)));
    } finally {
      await running.close();
    }
  });

  it('skips a record cut short by a kill, and refuses a damaged one before the end', async () => {
    const file = join(dir, 'torn.json');
    const store = createStateStore(file);
    const running = await startMockServer({ port: 0, start: START, beforeReply: store.beforeReply });
    store.track(running.mock);
    const attar = createAttarClient({ baseUrl: running.url, session: createMemorySession() });
    unwrap(await attar.auth.signInWithPassword({ username: '9876543210', password: 'Attar@2026' }));
    const expected = json(saveShop(running.mock.shop));
    await running.close();

    appendFileSync(`${file}.journal`, '{"n":99,"clockOffsetMs":0,"changes":[[["sessi');
    expect(json(saveShop(createStateStore(file).restore({ start: START })!))).toEqual(expected);

    const lines = readFileSync(`${file}.journal`, 'utf8').split('\n');
    writeFileSync(`${file}.journal`, ['{"n":', ...lines].join('\n'));
    const command = createMockCommand(options('--port', '0', '--state', file), { out: () => {}, err: () => {} });
    const error = await command.start().then(
      () => undefined,
      (e: unknown) => e,
    );
    await command.stop();
    expect(error).toBeInstanceOf(StartError);
    expect(error).toMatchObject({ exitCode: 2, message: expect.stringMatching(/line 1 is not a record/) });
  });

  it('stops the start with exit code 2 when FILE cannot be written, instead of failing later', async () => {
    const file = join(dir, 'no-such-folder', 'shop.json');
    const command = createMockCommand(options('--port', '0', '--state', file), { out: () => {}, err: () => {} });
    const error = await command.start().then(
      () => undefined,
      (e: unknown) => e,
    );
    await command.stop();
    expect(error).toMatchObject({ exitCode: 2, message: expect.stringMatching(/^cannot write --state .*ENOENT/) });
  });
});

function options(...argv: string[]): MockCommandOptions {
  const parsed = parseMockArgs([...argv, '--quiet']);
  if (parsed.command !== 'run') throw new Error(`not a run: ${argv.join(' ')}`);
  return parsed.options;
}
