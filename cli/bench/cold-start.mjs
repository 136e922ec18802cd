#!/usr/bin/env node
/**
 * Cold start of the CLI as people install it: `attar --help` from the packed package against
 * `node -e 0`, whole processes, in wall time and in CPU time (goal: at most 1.2 times, each).
 *
 * What it runs: packs cli/ with pnpm (prepack builds dist/), installs the tarball with npm into an
 * empty folder in the system's temp dir (outside the repository; offline, the package has no
 * dependencies), and times `node <install>/node_modules/@attar/cli/<bin> --help` against `node -e 0`.
 * Both are `node` with arguments; the installed `attar` link would add its shebang's `/usr/bin/env`,
 * which any Node CLI pays and attar cannot change.
 *
 * How: each run is one child started by bash's `time` keyword, which reports the child's wall time and
 * its user+system CPU time as the kernel accounts them when the child is reaped (getrusage of the
 * children: every thread, V8's compiler and GC threads too), to the millisecond. Node cannot read a
 * child's CPU time itself, and wall time alone hides work done on other cores. stdout goes to a file,
 * as in `attar --help > help.txt` (the help is checked once first). After the warm-ups (file cache),
 * the runs alternate attar, node, node, attar, ... so both meet the same load; the figures are the
 * medians of each and the ratios of the medians.
 *
 * The environment is a clean one (PATH, HOME, NO_COLOR): above all without NODE_EXTRA_CA_CERTS. Where
 * it is set, every Node process loads those certificates at start (about 25 ms on the machine this
 * was written on), attar or not: a cost added to both sides pulls the ratio towards 1 and would
 * flatter attar. `--inherit-env` keeps the caller's environment, to see that effect.
 *
 *   node cli/bench/cold-start.mjs [--runs 20] [--warmup 3] [--json] [--check] [--tarball FILE] [--inherit-env] [--keep]
 *
 * `--check` exits 1 when either ratio is above the goal (for CI); without it the script only reports.
 * `--tarball FILE` measures a tarball packed already; `--keep` leaves the temp folder and prints it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const GOAL = 1.2;
const cli = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(cli, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    tarball: { type: 'string' },
    'inherit-env': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);
if (!Number.isInteger(runs) || runs < 10 || !Number.isInteger(warmup) || warmup < 1) {
  console.error(
    'usage: cold-start.mjs [--runs N>=10] [--warmup N>=1] [--json] [--check] [--tarball FILE] [--inherit-env] [--keep]',
  );
  process.exit(2);
}
const say = (line) => void (values.json || console.log(line));

/** Runs a setup step to completion; its output is shown only when it fails. */
function step(what, command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
  if (result.status !== 0) {
    console.error(`${what} failed (${command} ${args.join(' ')}):\n${result.stdout ?? ''}${result.stderr ?? result.error ?? ''}`);
    process.exit(1);
  }
  return result.stdout;
}

const work = mkdtempSync(join(tmpdir(), 'attar-cold-start-'));
process.on('exit', () => (values.keep ? console.error(`kept ${work}`) : rmSync(work, { recursive: true, force: true })));

// 1. the tarball: `pnpm pack` in cli/, with the repository's pnpm, else the version it names
let tarball = values.tarball && resolve(values.tarball);
if (!tarball) {
  const local = join(repo, 'node_modules', '.bin', 'pnpm');
  const version =
    /^pnpm@(.+)$/.exec(JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).packageManager ?? '')?.[1] ?? 'latest';
  const [command, ...pre] = existsSync(local) ? [local] : ['npx', '-y', `pnpm@${version}`];
  step('pnpm pack', command, [...pre, 'pack', '--pack-destination', work], { cwd: cli });
  tarball = join(work, readdirSync(work).find((f) => f.endsWith('.tgz')) ?? 'no .tgz was written');
}

// 2. installed into an empty project outside the repository
const project = join(work, 'project');
mkdirSync(project);
writeFileSync(join(project, 'package.json'), '{ "name": "attar-cold-start", "private": true }\n');
step('npm install', 'npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: project });
const installed = join(project, 'node_modules', '@attar', 'cli');
const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
const bin = join(installed, manifest.bin.attar);

// a clean environment (see the header), or the caller's with --inherit-env
const env = values['inherit-env']
  ? { ...process.env, NO_COLOR: '1' }
  : { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NO_COLOR: '1' };
const commands = { attar: [process.execPath, bin, '--help'], node: [process.execPath, '-e', '0'] };
const out = join(work, 'out.txt');

// the help is what it should be, before anything is timed
const help = spawnSync(process.execPath, [bin, '--help'], { env, encoding: 'utf8' });
if (help.status !== 0 || !help.stdout.startsWith('Usage: attar')) {
  console.error(`${bin} --help did not print the help (exit ${help.status}):\n${help.stdout}${help.stderr}`);
  process.exit(1);
}

/** One timed run: wall and CPU milliseconds of the child, as bash's `time` reports them. */
function once(name) {
  const script = 'out="$1"; shift; TIMEFORMAT="%3R %3U %3S"; time "$@" >"$out" 2>&1; echo "$?"';
  const result = spawnSync('bash', ['-c', script, 'bench', out, ...commands[name]], { env, encoding: 'utf8' });
  const status = Number(result.stdout.trim());
  const [real, user, sys] = result.stderr.trim().split(/\s+/).slice(-3).map(Number);
  if (result.status !== 0 || status !== 0 || [real, user, sys].some((n) => !Number.isFinite(n))) {
    console.error(`${commands[name].join(' ')} failed (exit ${status}): ${result.stderr}${readFileSync(out, 'utf8')}`);
    process.exit(1);
  }
  // bash prints seconds to the millisecond: rounding drops the binary noise of the conversion
  return { wall: Math.round(real * 1000), cpu: Math.round((user + sys) * 1000) };
}

for (let i = 0; i < warmup; i++) for (const name of ['attar', 'node']) once(name);
const times = { attar: { wall: [], cpu: [] }, node: { wall: [], cpu: [] } };
for (let i = 0; i < runs; i++) {
  for (const name of i % 2 === 0 ? ['attar', 'node'] : ['node', 'attar']) {
    const { wall, cpu } = once(name);
    times[name].wall.push(wall);
    times[name].cpu.push(cpu);
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const stats = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });
const result = {};
for (const name of ['attar', 'node']) result[name] = { wall: stats(times[name].wall), cpu: stats(times[name].cpu) };
const ratio = { wall: result.attar.wall.median / result.node.wall.median, cpu: result.attar.cpu.median / result.node.cpu.median };
const ok = ratio.wall <= GOAL && ratio.cpu <= GOAL;
const load = loadavg()[0];
const cores = availableParallelism();
const tarballBytes = statSync(tarball).size;

if (values.json) {
  const summary = {
    node: process.version,
    runs,
    warmup,
    tarball: { file: tarball, bytes: tarballBytes },
    bin,
    inheritEnv: values['inherit-env'],
    attar: result.attar,
    nodeBaseline: result.node,
    ratio,
    goal: GOAL,
    ok,
    loadAverage: load,
    cpus: cores,
  };
  console.log(JSON.stringify(summary, null, 2));
} else {
  const ms = (n) => `${n.toFixed(1)} ms`.padStart(9);
  const row = (label, s) => `  ${label.padEnd(16)} median ${ms(s.median)}   min ${ms(s.min)}   max ${ms(s.max)}`;
  say(
    `cold start, ${runs} runs each after ${warmup} warm-ups (node ${process.version}${values['inherit-env'] ? ", caller's environment" : ', clean environment'})`,
  );
  say(`  tarball ${tarball} (${(tarballBytes / 1024).toFixed(1)} KB), installed in ${project}`);
  say(`  attar: node ${bin} --help`);
  for (const kind of ['wall', 'cpu']) {
    say(`${kind === 'wall' ? 'wall time' : 'CPU time (user+sys)'}`);
    say(row('attar --help', result.attar[kind]));
    say(row('node -e 0', result.node[kind]));
    say(`  ratio ${ratio[kind].toFixed(2)}x (goal <= ${GOAL}x): ${ratio[kind] <= GOAL ? 'met' : 'NOT met'}`);
  }
  if (load > cores)
    say(
      `  note: the load average (${load.toFixed(1)}) is above the ${cores} CPUs: start-up waits for the scheduler, so wall times are overstated`,
    );
}
if (values.check && !ok) process.exit(1);
