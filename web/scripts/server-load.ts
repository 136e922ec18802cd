/**
 * Budget check: the production server's speed and behaviour under load, on the mock shop.
 *
 *   node_modules/.bin/tsx web/scripts/server-load.ts [--dist DIR | --no-build] [--duration 30] [--connections 50]
 *
 * (a) Time to first byte of a product page and of `/` on a warm server: 20 warm-up requests, then 200
 *     one after another, each timed from the request to its headers (node:http, process.hrtime) over a
 *     kept-alive connection, as a CDN or a browser reuses one; median and p95. Budget: the product
 *     page's median at most 50 ms.
 * (b) autocannon against 127.0.0.1: 50 connections for 30 s over `/`, `/shop`, a category page and
 *     three product pages, asking for HTML with brotli. Budget: no errors (connection errors or
 *     timeouts) and no non-2xx answer. Prints requests/s and latency p50/p90/p99, and how many renders
 *     the server gave up on (it sends the shell then, still a 200: its log says so).
 * Writes .tmp/bench/server.json; exits 1 when a budget is missed.
 */
import { Agent, request } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { argValue, benchTmp, productionBuild } from './build.ts';
import { startProductionStack } from './serve.ts';

const PRODUCT = '/p/oud-noir/UFIwMDAxMg';
const MIX = ['/', '/shop', '/category/for-her/CA00002', PRODUCT, '/p/kesar-amber/UFIwMDAwMg', '/p/gulab-jal/UFIwMDAwMw'];
const HEADERS = { accept: 'text/html', 'accept-encoding': 'br' };
const BUDGET = { productTtfbMedianMs: 50, errors: 0, non2xx: 0 };
const WARMUP = 20;
const SAMPLES = 200;
const duration = Number(argValue('duration') ?? 30);
const connections = Number(argValue('connections') ?? 50);

const dist = productionBuild();
const serverLog: string[] = [];
const stack = await startProductionStack(dist, { onServerLog: (line) => serverLog.push(line) });

/** One GET: milliseconds until the answer's headers, and its status; the body is read to the end. */
function timeToFirstByte(agent: Agent, path: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(`${stack.web}${path}`, { agent, headers: HEADERS }, (res) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      res
        .resume()
        .on('end', () => resolve({ ms, status: res.statusCode ?? 0 }))
        .on('error', reject);
    });
    req.on('error', reject).end();
  });
}

/**
 * CPU seconds a process has used so far (Linux /proc; undefined elsewhere): says whether the server or
 * the mock shop behind it is the one working under load. The mock runs under tsx, so this is its node
 * child's parent; the wrapper's own share is small and its child is counted when it exits, so the
 * mock's figure is read from the process tree below the wrapper.
 */
function cpuSeconds(pid: number): number | undefined {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  const fields = readFileSync(stat, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  // utime and stime are fields 14 and 15 of the line (11 and 12 after the name)
  const own = (Number(fields[11]) + Number(fields[12])) / 100;
  const children = existsSync(`/proc/${pid}/task/${pid}/children`)
    ? readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    : [];
  return own + children.reduce((sum, child) => sum + (cpuSeconds(child) ?? 0), 0);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

interface Ttfb {
  path: string;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

async function ttfb(path: string): Promise<Ttfb> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < WARMUP; i++) {
      const { status } = await timeToFirstByte(agent, path);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
    }
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const { ms, status } = await timeToFirstByte(agent, path);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    return {
      path,
      medianMs: round(quantile(times, 0.5)),
      p95Ms: round(quantile(times, 0.95)),
      minMs: round(times[0]!),
      maxMs: round(times.at(-1)!),
    };
  } finally {
    agent.destroy();
  }
}

const loadBefore = loadavg()[0]!;
let product: Ttfb;
let home: Ttfb;
let load: autocannon.Result;
let gaveUp: Record<string, number>;
let cpu: { serverS?: number; mockS?: number } = {};
try {
  // every page of the mix must answer 200 before it is measured
  for (const path of MIX) {
    const reply = await fetch(`${stack.web}${path}`, { headers: HEADERS });
    await reply.arrayBuffer();
    if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}`);
  }
  product = await ttfb(PRODUCT);
  home = await ttfb('/');
  const logStart = serverLog.length;
  console.log(`autocannon: ${connections} connections for ${duration} s over ${MIX.join(', ')}`);
  const cpuBefore = { web: cpuSeconds(stack.pids.web), mock: cpuSeconds(stack.pids.mock) };
  load = await autocannon({
    url: stack.web,
    connections,
    duration,
    headers: HEADERS,
    requests: MIX.map((path) => ({ method: 'GET' as const, path })),
  });
  const cpuAfter = { web: cpuSeconds(stack.pids.web), mock: cpuSeconds(stack.pids.mock) };
  const used = (a?: number, b?: number) => (a === undefined || b === undefined ? undefined : Math.round((b - a) * 100) / 100);
  cpu = { serverS: used(cpuBefore.web, cpuAfter.web), mockS: used(cpuBefore.mock, cpuAfter.mock) };
  gaveUp = {};
  for (const line of serverLog.slice(logStart)) {
    const event = /"event":"([^"]+)"/.exec(line)?.[1] ?? 'other';
    gaveUp[event] = (gaveUp[event] ?? 0) + 1;
  }
} finally {
  stack.stop();
}

const cores = availableParallelism();
const loadAfter = loadavg()[0]!;
console.log(`\nTime to first byte, warm server (${WARMUP} warm-up, ${SAMPLES} sequential requests, kept-alive)`);
console.log(`${'page'.padEnd(32)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'min'.padStart(9)} ${'max'.padStart(9)}`);
for (const t of [product, home])
  console.log(
    `${t.path.padEnd(32)} ${`${t.medianMs} ms`.padStart(9)} ${`${t.p95Ms} ms`.padStart(9)} ${`${t.minMs} ms`.padStart(9)} ${`${t.maxMs} ms`.padStart(9)}`,
  );
const lat = load.latency;
console.log(
  `\nautocannon: ${load.requests.total} requests in ${load.duration} s, ${load.requests.average} req/s (mean), latency p50 ${lat.p50} ms, p90 ${lat.p90} ms, p99 ${lat.p99} ms, max ${lat.max} ms`,
);
console.log(`  2xx ${load['2xx']}, non-2xx ${load.non2xx}, errors ${load.errors}, timeouts ${load.timeouts}`);
const logged = Object.entries(gaveUp);
console.log(
  `  server log during the load: ${logged.length ? logged.map(([event, n]) => `${event} x${n}`).join(', ') : 'nothing at warn or above'}`,
);
if (cpu.serverS !== undefined)
  console.log(`  CPU used during the load: server ${cpu.serverS} s, mock shop ${cpu.mockS} s (of ${load.duration} s)`);
console.log(`\nmachine: ${cores} cores, load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);

const failures: string[] = [];
if (product.medianMs > BUDGET.productTtfbMedianMs)
  failures.push(
    `product page TTFB median ${product.medianMs} ms is over the ${BUDGET.productTtfbMedianMs} ms budget by ${round(product.medianMs - BUDGET.productTtfbMedianMs)} ms`,
  );
if (load.errors > BUDGET.errors)
  failures.push(`autocannon saw ${load.errors} errors (${load.timeouts} timeouts); the budget is none`);
if (load.non2xx > BUDGET.non2xx) failures.push(`autocannon saw ${load.non2xx} non-2xx answers; the budget is none`);
for (const line of failures) console.log(`FAIL: ${line}`);
console.log(`\nbudget: ${failures.length ? 'FAIL' : 'pass'}`);

mkdirSync(benchTmp, { recursive: true });
writeFileSync(
  join(benchTmp, 'server.json'),
  JSON.stringify(
    {
      budget: BUDGET,
      ttfb: { warmup: WARMUP, samples: SAMPLES, product, home },
      load: {
        connections,
        durationS: load.duration,
        paths: MIX,
        requests: load.requests.total,
        requestsPerSecond: load.requests.average,
        latencyMs: { p50: lat.p50, p90: lat.p90, p99: lat.p99, max: lat.max },
        '2xx': load['2xx'],
        non2xx: load.non2xx,
        errors: load.errors,
        timeouts: load.timeouts,
        serverLog: gaveUp,
        cpuSeconds: cpu,
      },
      machine: { cores, loadBefore, loadAfter },
      failures,
    },
    null,
    2,
  ),
);
process.exitCode = failures.length ? 1 : 0;
