/**
 * Budget check (`pnpm bench:mock`, and the `mock` step of `pnpm bench`): the standalone mock shop's
 * speed and bounds under load, on one core. The shop runs in a child process pinned to CPU 0
 * (bench-mock-server.ts, `taskset` where there is one); autocannon drives it from this process on
 * another core, over 127.0.0.1 only.
 *
 * Each load runs 3 s to warm up before the measured run.
 * (a) catalogue reads: `catalogList` (a page of eight cards), 50 connections for 30 s, as a guest;
 * (b) cart adds: `cartAddItem`, 50 connections for 30 s, each pass of a connection on a buyer of its
 *     own (signed up first): a clear, then 50 adds of one perfume at a time, so every add is a 200;
 * (c) bodies over the limit: 5 MB and 20 MB posts and streamed 20 MB posts, each a 413 that costs
 *     neither a stall nor memory, and a body just under the limit, which the shop answers.
 * Budgets: at least 5,000 catalogue reads/s and 3,000 cart adds/s, p99 under 10 ms, no errors or
 * non-2xx answers under load, no event-loop stall over 100 ms of the shop's own making (time it spent
 * waiting for a CPU other processes held is reported, not counted), and its heap back within
 * 10 MB of where it was before the load once garbage is collected.
 *
 * The reference: before each load, a bare `node:http` server (bench-mock-server.ts `--bare`, pinned to
 * the same core) answers the same requests with the shop's own reply to them, byte for byte, under the
 * same load. The budgets were set on a machine where that bare server did REFERENCE_BARE_RPS catalogue
 * reads a second (issue 16); on a slower machine each budget is also stated scaled by this machine's
 * bare rate over that one, and a load passes when it meets the budget or its scaled form. Every load
 * prints the shop's req/s, p99 and CPU a request beside the bare server's, and the shop's share of it.
 * Prints the figures and the load average, writes .tmp/bench/mock.json, exits 1 when a budget is missed.
 *
 *   tsx scripts/src/bench-mock.ts [--duration 30] [--connections 50] [--only catalogue,cart,bodies] [--state]
 *                                 [--server FILE] [--no-bare] [--profile DIR]
 *
 * `--state` runs the shop with a `--state` file (the journal before every reply) to show its cost.
 * `--server FILE` runs another shop process speaking the same IPC (an older commit's, to compare).
 * `--no-bare` skips the reference runs. `--profile DIR` writes the shop's CPU profile (`node --cpu-prof`) to DIR.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { actions, type ActionName } from '../../sdk/src/contract.ts';
import { buildHeaders, createMemorySession, DEFAULT_MARKETPLACE_KEY } from '../../sdk/src/index.ts';
import { parameterNames } from '../../sdk/src/rules.ts';
import { repoRoot } from './spec-files.ts';

const BUDGET = { catalogueRps: 5000, cartRps: 3000, p99Ms: 10, maxStallMs: 100, heapGrowthMb: 10 };
/** What the bare `node:http` server did on the machine the budgets were set on (issue 16), catalogue reads a second. */
const REFERENCE_BARE_RPS = 28_000;
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const duration = Number(option('--duration') ?? 30);
const connections = Number(option('--connections') ?? 50);
const only = option('--only')?.split(',');
const withState = args.includes('--state');
const withBare = !args.includes('--no-bare');
const profileDir = option('--profile');
const MB = 1024 * 1024;

const cores = availableParallelism(); // before this process is pinned to a core of its own
const stateDir = withState ? mkdtempSync(join(tmpdir(), 'attar-bench-')) : undefined;
const shop = await startShop();
const bare = withBare ? await startShop(true) : undefined;
const failures: string[] = [];
const results: Record<string, unknown> = {};
const loadBefore = loadavg();

/** The anti-forgery token every call of the bench holds as a cookie and echoes, as a browser's SDK does. */
const XSRF_TOKEN = 'bench-xsrf-token-000001';

/** Marketplace headers for a guest or a buyer's token, as the SDK builds them. */
function headersFor(actiontag: string, token?: string): Record<string, string> {
  const session = createMemorySession();
  if (token) session.setToken(token);
  const headers = buildHeaders({
    session,
    marketplaceKey: DEFAULT_MARKETPLACE_KEY,
    actiontag,
    getCookie: (name) => (name === parameterNames.XsrfCookie ? XSRF_TOKEN : undefined),
  });
  return { ...headers, cookie: `${parameterNames.XsrfCookie}=${XSRF_TOKEN}`, 'content-type': 'application/json' };
}

/** One call of an action (its method and path from the action table); its data, or it throws. */
async function call(actiontag: ActionName, body: unknown, token?: string, query = ''): Promise<any> {
  const { method, path } = actions[actiontag];
  const res = await fetch(`${shop.url}${path}${query}`, {
    method,
    headers: headersFor(actiontag, token),
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; code?: string };
  if (!res.ok) throw new Error(`${actiontag} answered ${res.status} ${json.code ?? ''}`);
  return json.data;
}

try {
  const baseline = await shop.mark();
  results.baseline = baseline.memory;
  if (!only || only.includes('catalogue')) await catalogueReads();
  if (!only || only.includes('cart')) await cartAdds();
  if (!only || only.includes('bodies')) await bodiesOverTheLimit();
  const end = await shop.report();
  results.memory = { before: baseline.memory, after: end.memory };
  const growth = end.memory.heapUsedMb - baseline.memory.heapUsedMb;
  console.log(
    `\nmemory of the shop after a full GC: heap ${baseline.memory.heapUsedMb} MB before the load, ${end.memory.heapUsedMb} MB after (rss ${baseline.memory.rssMb} -> ${end.memory.rssMb} MB)`,
  );
  if (growth > BUDGET.heapGrowthMb)
    failures.push(`the heap grew by ${growth.toFixed(1)} MB over the load (budget ${BUDGET.heapGrowthMb} MB)`);
} finally {
  await shop.stop();
  await bare?.stop();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
}

const loadAfter = loadavg();
console.log(
  `\nmachine: ${cores} cores, shop pinned to CPU 0${shop.pinned ? '' : ' (no taskset: not pinned)'}; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after`,
);
for (const line of failures) console.log(`FAIL: ${line}`);
console.log(`\nbudget: ${failures.length ? 'FAIL' : 'pass'}`);
mkdirSync(join(repoRoot, '.tmp/bench'), { recursive: true });
writeFileSync(
  join(repoRoot, '.tmp/bench/mock.json'),
  JSON.stringify(
    {
      budget: BUDGET,
      connections,
      durationS: duration,
      withState,
      ...results,
      machine: { cores, loadBefore, loadAfter },
      failures,
    },
    null,
    2,
  ),
);
process.exitCode = failures.length ? 1 : 0;

/** A reply as the bare server sends it: the shop's status, headers and body. */
interface Canned {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One run of autocannon (after a warm-up) against a server process, with its CPU and stall figures. */
async function load(target: typeof shop, options: () => Omit<autocannon.Options, 'url'>) {
  // warm-up: the contract's validators compile and the JIT settles before anything is counted
  await autocannon({ url: target.url, connections, ...options(), duration: Math.min(3, duration) });
  await target.mark();
  const result = await autocannon({ url: target.url, connections, duration, ...options() });
  const server = await target.report();
  const { latency, requests } = result;
  return {
    result,
    server,
    figures: {
      requests: requests.total,
      requestsPerSecond: requests.average,
      latencyMs: { p50: latency.p50, p90: latency.p90, p99: latency.p99, max: latency.max },
      '2xx': result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      maxStallMs: server.maxStallMs,
      maxBusyStallMs: server.maxBusyStallMs,
      cpuMsPerRequest: Math.round((server.cpuMs / Math.max(1, requests.total)) * 1000) / 1000,
    },
  };
}

/**
 * Measures one load: first the bare server answering it with `sample` (the shop's own reply to the
 * same request), then the shop. Checks the budgets, as they stand and scaled to this machine.
 */
async function measure(
  name: string,
  rpsBudget: number,
  options: () => Omit<autocannon.Options, 'url'>,
  sample: () => Promise<Canned>,
): Promise<void> {
  let reference: Awaited<ReturnType<typeof load>>['figures'] | undefined;
  if (bare) {
    await bare.serve(await sample());
    reference = (await load(bare, options)).figures;
  }
  const { result, server, figures } = await load(shop, options);
  const { latency, requests } = result;
  // this machine's speed against the one the budgets were set on, by the bare server's rate (never above 1)
  const speed = reference ? Math.min(1, reference.requestsPerSecond / REFERENCE_BARE_RPS) : 1;
  const scaled = { rps: Math.round(rpsBudget * speed), p99Ms: Math.round((BUDGET.p99Ms / speed) * 10) / 10 };
  results[name] = {
    ...figures,
    bare: reference,
    ...(reference
      ? {
          shareOfBare: {
            requestsPerSecond: Math.round((requests.average / reference.requestsPerSecond) * 1000) / 1000,
            cpuMsPerRequest: Math.round((figures.cpuMsPerRequest / reference.cpuMsPerRequest) * 10) / 10,
          },
          scaledBudget: scaled,
        }
      : {}),
  };
  console.log(
    `${name}: ${requests.average} req/s (mean of ${result.duration} s), latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms; 2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; longest event-loop stall ${server.maxStallMs} ms (${server.maxBusyStallMs} ms of the shop's own making); the shop's CPU ${figures.cpuMsPerRequest} ms a request`,
  );
  // the rate one core of the shop's alone would give, at the CPU a request it used: the budget's "on one core"
  // without the client's speed or the machine's other work in it
  const oneCoreRps = Math.round(1000 / figures.cpuMsPerRequest);
  (results[name] as Record<string, unknown>).oneCoreRequestsPerSecond = oneCoreRps;
  console.log(
    `  at ${figures.cpuMsPerRequest} ms of CPU a request, a core of its own would give ${oneCoreRps} req/s (the budget ${rpsBudget} needs at most ${(1000 / rpsBudget).toFixed(3)} ms)`,
  );
  if (reference) {
    console.log(
      `  bare node:http, same bytes: ${reference.requestsPerSecond} req/s, p99 ${reference.latencyMs.p99} ms, CPU ${reference.cpuMsPerRequest} ms a request; the shop does ${Math.round((requests.average / reference.requestsPerSecond) * 100)}% of its rate at ${(figures.cpuMsPerRequest / reference.cpuMsPerRequest).toFixed(1)}x its CPU a request`,
    );
    if (speed < 1)
      console.log(
        `  this machine's bare server does ${Math.round(speed * 100)}% of the ${REFERENCE_BARE_RPS} req/s the budgets were set against: scaled, the budget is ${scaled.rps} req/s and p99 under ${scaled.p99Ms} ms`,
      );
  }
  const rpsOk = requests.average >= rpsBudget || requests.average >= scaled.rps;
  const p99Ok = latency.p99 < BUDGET.p99Ms || latency.p99 < scaled.p99Ms;
  if (!rpsOk) failures.push(`${name}: ${requests.average} req/s, under the ${rpsBudget} req/s budget (${scaled.rps} scaled)`);
  if (!p99Ok) failures.push(`${name}: p99 ${latency.p99} ms, not under ${BUDGET.p99Ms} ms (${scaled.p99Ms} ms scaled)`);
  if (result.errors || result.timeouts || result.non2xx)
    failures.push(
      `${name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers; the budget is none`,
    );
  if (server.maxBusyStallMs > BUDGET.maxStallMs) failures.push(`${name}: an event-loop stall of ${server.maxBusyStallMs} ms`);
}

/** The shop's reply to one request, as the bare server is to send it (headers it sets itself left out). */
async function sampleOf(actiontag: ActionName, body: string, token?: string): Promise<Canned> {
  const { method, path } = actions[actiontag];
  const res = await fetch(`${shop.url}${path}`, { method, headers: headersFor(actiontag, token), body });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(key)) headers[key] = value;
  });
  return { status: res.status, headers, body: await res.text() };
}

async function catalogueReads(): Promise<void> {
  await measure(
    'catalogue reads (catalogList)',
    BUDGET.catalogueRps,
    () => ({
      requests: [
        { method: actions.catalogList.method, path: actions.catalogList.path, headers: headersFor('catalogList'), body: '{}' },
      ],
    }),
    () => sampleOf('catalogList', '{}'),
  );
}

async function cartAdds(): Promise<void> {
  // a buyer for every connection, so no two connections share a cart
  const tokens: string[] = [];
  for (let i = 0; i < connections; i++) {
    const username = String(9_100_000_000 + i);
    // names take letters only: the buyer's number in letters (a, b, ... ba, bb)
    const letters = [...i.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');
    await call('authRegister', { name: `Bench Buyer ${letters}`, username, password: 'Bench#Load2026', type: 'BUYER' });
    const session = await call('authVerifyIdentity', { username, otp: shop.otp, type: 'BUYER' });
    tokens.push(session.token);
  }
  // five sizes in stock ten deep: a pass adds each ten times
  const cins: string[] = [];
  const page = await call('catalogList', { inStock: true }, undefined, '?pageSize=40');
  for (const item of page.items as Array<{ cin: string }>) {
    if (cins.length === 5) break;
    try {
      await call('cartAddItem', { cin: item.cin, quantity: 10 }, tokens[0]);
      cins.push(item.cin);
    } catch {
      // not ten in stock: try the next one
    }
  }
  await call('cartClear', { clear: true }, tokens[0]);
  if (cins.length < 5) throw new Error(`only ${cins.length} perfumes in stock ten deep`);
  const passes = () => {
    const free = [...tokens];
    const pass: autocannon.Request[] = [
      {
        method: actions.cartClear.method,
        path: actions.cartClear.path,
        body: JSON.stringify({ clear: true }),
        setupRequest: (req, context: { token?: string }) => {
          context.token = free.shift() ?? tokens[0];
          return { ...req, headers: headersFor('cartClear', context.token) };
        },
      },
    ];
    for (let round = 0; round < 10; round++)
      for (const cin of cins)
        pass.push({
          method: actions.cartAddItem.method,
          path: actions.cartAddItem.path,
          body: JSON.stringify({ cin, quantity: 1 }),
          setupRequest: (req, context: { token?: string }) => ({ ...req, headers: headersFor('cartAddItem', context.token) }),
        });
    pass.at(-1)!.onResponse = (_status, _body, context: { token?: string }) => {
      if (context.token) free.push(context.token);
    };
    return { requests: pass };
  };
  await measure('cart adds (cartAddItem)', BUDGET.cartRps, passes, async () => {
    const reply = await sampleOf('cartAddItem', JSON.stringify({ cin: cins[0], quantity: 1 }), tokens[0]);
    await call('cartClear', { clear: true }, tokens[0]);
    return reply;
  });
}

/** Oversize bodies: every one a 413 in the envelope, no 500, no stall; the shop answers afterwards. */
async function bodiesOverTheLimit(): Promise<void> {
  await shop.mark();
  const statuses: Record<string, number> = {};
  const count = (status: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  // node:http rather than fetch: the shop answers 413 and closes while the body is still going out, and
  // the answer counts; the client's broken pipe afterwards does not
  const post = (body: Buffer | Iterable<Buffer>) =>
    new Promise<void>((resolve) => {
      let status = 0;
      const req = httpRequest(`${shop.url}${actions.guestAddItem.path}`, {
        method: actions.guestAddItem.method,
        headers: headersFor('guestAddItem'),
      });
      req.on('response', (res) => {
        status = res.statusCode ?? 0;
        res.resume().on('end', () => {
          count(status);
          resolve();
        });
      });
      req.on('error', () => {
        if (status) return;
        count(0);
        resolve();
      });
      if (Buffer.isBuffer(body)) return req.end(body);
      // streamed, no Content-Length: chunk after chunk until the shop answers or closes
      void (async () => {
        for (const chunk of body) {
          if (status || req.destroyed) return;
          if (!req.write(chunk))
            await new Promise<void>((next) => {
              const go = () => {
                req.off('drain', go).off('close', go);
                next();
              };
              req.on('drain', go).on('close', go);
            });
        }
        req.end();
      })();
    });
  const started = performance.now();
  for (let round = 0; round < 10; round++) {
    await Promise.all([post(Buffer.alloc(5 * MB, 0x20)), post(Buffer.alloc(20 * MB, 0x20))]);
    await post(Array.from({ length: 80 }, () => Buffer.alloc(MB / 4, 0x20)));
  }
  // just under the limit: read whole and answered by the shop (a guest add of an unknown perfume: 404)
  await post(Buffer.from(`${JSON.stringify({ cin: 'NOPE', quantity: 1 })}${' '.repeat(MB - 100)}`));
  const underTheLimit = statuses[404] === 1;
  const ms = performance.now() - started;
  const server = await shop.report();
  results.bodies = { statuses, ms: Math.round(ms), maxStallMs: server.maxStallMs, maxBusyStallMs: server.maxBusyStallMs };
  console.log(
    `bodies over the limit: answers ${JSON.stringify(statuses)} in ${Math.round(ms)} ms; longest event-loop stall ${server.maxStallMs} ms (${server.maxBusyStallMs} ms of the shop's own making)`,
  );
  if ((statuses[413] ?? 0) !== 30 || !underTheLimit)
    failures.push(
      `bodies: answers ${JSON.stringify(statuses)}; 30 oversize posts should get 413 and the last post the shop's 404`,
    );
  if (server.maxBusyStallMs > BUDGET.maxStallMs) failures.push(`bodies: an event-loop stall of ${server.maxBusyStallMs} ms`);
}

interface ServerFigures {
  maxStallMs: number;
  maxBusyStallMs: number;
  cpuMs: number;
  memory: { heapUsedMb: number; rssMb: number };
}

/** The shop (or with `bareServer` the reference server) in a child process on CPU 0, and the IPC calls to it. */
async function startShop(bareServer = false) {
  const pinned = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
  const command = [
    ...(pinned ? ['taskset', '-c', '0'] : []),
    process.execPath,
    '--expose-gc',
    ...(profileDir && !bareServer ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
    '--import',
    'tsx',
    ...(bareServer
      ? ['scripts/src/bench-mock-server.ts', '--bare']
      : [
          option('--server') ?? 'scripts/src/bench-mock-server.ts',
          ...(stateDir ? ['--state', join(stateDir, 'shop.json')] : []),
        ]),
  ];
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (pinned && !bareServer) spawnSync('taskset', ['-p', '-c', '1', String(process.pid)]);
  const next = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: Record<string, unknown>) => {
        if (!(key in message)) return;
        child.off('message', onMessage);
        child.off('exit', reject);
        resolve(message as T);
      };
      child.on('message', onMessage);
      child.once('exit', reject);
    });
  const { url } = await next<{ url: string }>('url');
  return {
    url,
    pinned,
    otp: '123456',
    mark: () => {
      child.send('mark');
      return next<ServerFigures>('mark');
    },
    report: () => {
      child.send('report');
      return next<ServerFigures>('report');
    },
    /** The reply a bare server sends from now on. */
    serve: (reply: Canned) => {
      child.send({ serve: reply });
      return next<{ serving: true }>('serving');
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}
