/**
 * The mock shop under measurement, started by bench-mock.ts as a child process (pinned to one core):
 * `startMockServer` as `attar-mock` runs it, plus what only the process itself can see: its longest
 * event-loop stall (as measured, and of its own making), its CPU time and its memory after a full
 * garbage collection. It talks to the bench over IPC:
 * it sends `{ url }` once it listens, and answers `mark` (start a new phase: reset the stall monitor
 * and the CPU count) and `report` (the phase's stall figures, the CPU time it used, the memory now)
 * with one message each.
 *
 * With `--bare` it is the reference instead: a bare `node:http` server that reads each request's body
 * and answers with the reply the bench last handed it (`{ serve: { status, headers, body } }`, the
 * shop's own reply to the request under load), so the bench can say what share of this machine's
 * plain Node speed the shop reaches.
 *
 *   node --expose-gc --import tsx scripts/src/bench-mock-server.ts [--state FILE | --bare]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startMockServer } from '../../mocks/src/server/index.ts';
import { createStateStore } from '../../mocks/src/server/state-store.ts';

/** A reply the bare server sends to every request. */
interface Canned {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const at = process.argv.indexOf('--state');
const store = at === -1 ? undefined : createStateStore(process.argv[at + 1]!);
// the body as text, as the shop hands its JSON to Node (which then writes head and body in one go)
let canned: Canned = { status: 204, headers: {}, body: '' };
const running = process.argv.includes('--bare') ? await startBare() : await startShop();

async function startShop(): Promise<{ url: string; close(): Promise<void> }> {
  const shop = await startMockServer({ port: 0, ...(store ? { beforeReply: store.beforeReply } : {}) });
  store?.track(shop.mock);
  return shop;
}

/** The reference: node:http, the body read, the canned reply written. */
async function startBare(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(canned.status, canned.headers).end(canned.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const stalls = monitorEventLoopDelay({ resolution: 1 });
stalls.enable();

/**
 * The longest stall of the shop's own making: a 5 ms timer late by more than the CPU time the process
 * used meanwhile was waiting for a CPU (other processes on a busy machine), not held up by the shop.
 */
let busyStallMs = 0;
let lastTick = { wall: performance.now(), cpu: process.cpuUsage() };
setInterval(() => {
  const wall = performance.now();
  const used = process.cpuUsage(lastTick.cpu);
  busyStallMs = Math.max(busyStallMs, Math.min(wall - lastTick.wall - 5, (used.user + used.system) / 1000));
  lastTick = { wall, cpu: process.cpuUsage() };
}, 5).unref();

/** Heap and resident memory in MB after a full collection (the bench runs node with --expose-gc). */
function memory(): { heapUsedMb: number; rssMb: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsedMb: Math.round(heapUsed / 1e5) / 10, rssMb: Math.round(rss / 1e5) / 10 };
}

let cpuAtMark = process.cpuUsage();
process.on('message', (message: string | { serve: Canned }) => {
  if (typeof message === 'object') {
    canned = message.serve;
    process.send!({ serving: true });
  } else if (message === 'mark') {
    // the full collection first: its pause (tens of ms) is the bench's, not the phase's
    const now = memory();
    stalls.reset();
    busyStallMs = 0;
    lastTick = { wall: performance.now(), cpu: process.cpuUsage() };
    cpuAtMark = process.cpuUsage();
    process.send!({ mark: true, memory: now });
  } else if (message === 'report') {
    process.send!({
      report: true,
      maxStallMs: Math.round(stalls.max / 1e4) / 100,
      maxBusyStallMs: Math.round(busyStallMs * 100) / 100,
      p99StallMs: Math.round(stalls.percentile(99) / 1e4) / 100,
      cpuMs: (({ user, system }) => Math.round((user + system) / 1000))(process.cpuUsage(cpuAtMark)),
      memory: memory(),
    });
    stalls.reset();
    busyStallMs = 0;
  } else if (message === 'stop') {
    void running.close().then(() => {
      store?.close();
      process.exit(0);
    });
  }
});
process.send!({ url: running.url });
