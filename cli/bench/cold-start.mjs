#!/usr/bin/env node
/**
 * Cold start of the bundled CLI: `node cli/dist/attar.mjs --help` against `node -e 0` on the same
 * machine (issue 4, item 6: at most 1.3 times). Builds the bundle when it is missing, runs each command
 * twice to warm the file cache, then 10 times each, interleaved so both see the same machine load, and
 * prints the medians and their ratio.
 *
 *   node cli/bench/cold-start.mjs [--runs 10] [--warmup 2] [--json] [--check] [--rebuild]
 *
 * `--check` exits 1 when the ratio is above the goal (for CI); without it the script only reports.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const GOAL = 1.3;
const cli = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(cli, 'dist', 'attar.mjs');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    json: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(warmup) || warmup < 0) {
  console.error('usage: cold-start.mjs [--runs N>=1] [--warmup N>=0] [--json] [--check] [--rebuild]');
  process.exit(2);
}

if (values.rebuild || !existsSync(bundle)) {
  const built = spawnSync(process.execPath, [join(cli, 'scripts', 'build.mjs')], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  if (!values.json) process.stdout.write(built.stdout);
}

// a clean environment: no colour, no CI switches, no user config (the help never reads it anyway)
const env = { PATH: process.env.PATH ?? '', NO_COLOR: '1', HOME: process.env.HOME ?? '' };
const commands = {
  attar: [bundle, '--help'],
  node: ['-e', '0'],
};

/** Wall time of one run in milliseconds; a failing run aborts the benchmark. */
function once(args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { stdio: 'ignore', env });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) {
    console.error(`node ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    process.exit(1);
  }
  return ms;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

for (let i = 0; i < warmup; i++) for (const args of Object.values(commands)) once(args);
const times = { attar: [], node: [] };
for (let i = 0; i < runs; i++) for (const [name, args] of Object.entries(commands)) times[name].push(once(args));

const stats = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });
const attar = stats(times.attar);
const node = stats(times.node);
const ratio = attar.median / node.median;
const load = loadavg()[0];
const cores = availableParallelism();
const busy = load > cores;
const ok = ratio <= GOAL;

if (values.json) {
  console.log(JSON.stringify({ node: process.version, runs, warmup, attar, nodeBaseline: node, ratio, goal: GOAL, ok, loadAverage: load, cpus: cores }, null, 2));
} else {
  const ms = (n) => `${n.toFixed(1)} ms`;
  const row = (label, s) => `  ${label.padEnd(34)} median ${ms(s.median).padStart(9)}   min ${ms(s.min).padStart(9)}   max ${ms(s.max).padStart(9)}`;
  console.log(`cold start, ${runs} runs each after ${warmup} warm-ups (node ${process.version})`);
  console.log(row(`node ${relative(process.cwd(), bundle)} --help`, attar));
  console.log(row('node -e 0', node));
  console.log(`  ratio ${ratio.toFixed(2)}x (goal <= ${GOAL}x): ${ok ? 'met' : 'NOT met'}`);
  if (busy) console.log(`  note: the load average (${load.toFixed(1)}) is above the ${cores} CPUs: start-up waits for the scheduler, so these figures overstate both times and their ratio`);
}
if (values.check && !ok) process.exit(1);
