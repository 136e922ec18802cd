/**
 * The mock shop under measurement, started by bench-mock.ts as a child process (pinned to one core):
 * `startMockServer` as `attar-mock` runs it, plus what only the process itself can see: its longest
 * event-loop stall (as measured, and of its own making), its CPU time and its memory after a full
 * garbage collection. It talks to the bench over IPC:
 * it sends `{ url }` once it listens, and answers `mark` (start a new phase: reset the stall monitor
 * and the CPU count) and `report` (the phase's stall figures, the CPU time it used, the memory now)
 * with one message each.
 *
 *   node --expose-gc --import tsx scripts/src/bench-mock-server.ts [--state FILE]
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startMockServer } from '../../mocks/src/server/index.ts';
import { createStateStore } from '../../mocks/src/server/state-store.ts';

const at = process.argv.indexOf('--state');
const store = at === -1 ? undefined : createStateStore(process.argv[at + 1]!);
const running = await startMockServer({ port: 0, ...(store ? { beforeReply: store.beforeReply } : {}) });
store?.track(running.mock);

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
process.on('message', (message: string) => {
  if (message === 'mark') {
    stalls.reset();
    busyStallMs = 0;
    cpuAtMark = process.cpuUsage();
    process.send!({ mark: true, memory: memory() });
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
