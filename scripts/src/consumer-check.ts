/**
 * The packages as someone outside this repository gets them (`pnpm consumer:check`, part of `pnpm test`):
 *
 * 1. packs @attar/sdk, @attar/mocks and @attar/cli with `pnpm pack` (each package's `prepack` builds it);
 * 2. lints each tarball with publint (strict) and, for the libraries, @arethetypeswrong/cli (ESM-only
 *    profile: the packages are ES modules, which Node 20.19+ can also `require`);
 * 3. copies scripts/consumer/ into a temporary project outside the workspace and installs the tarballs
 *    there with npm (plus msw, the mocks' peer); only the toolchain (TypeScript, Vitest, @types/node) is
 *    linked in from the workspace, so what the packages need at run time must come from their tarballs;
 * 4. type-checks that project under `moduleResolution` node16 and bundler, runs a Node ESM script
 *    against the packaged `attar-mock`, runs a Vitest suite on `@attar/mocks/node`, and runs
 *    `attar check --all` against `attar-mock` with a JUnit report;
 * 5. bundles the smallest SDK consumer and fails if reply validation (zod) or the guards land in its
 *    main chunk (their size is a benchmark: `pnpm bench:sdk`).
 *
 *   tsx scripts/src/consumer-check.ts [--keep]     (--keep leaves the temporary project for a look)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleOneCall } from './consumer-bundle.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const keep = process.argv.includes('--keep');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (text: string) => console.log(`consumer: ${text} (${elapsed()})`);

/** Fails the check with one line, after cleaning up. */
function fail(text: string): never {
  console.error(`consumer: FAILED: ${text}`);
  cleanup();
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'attar-consumer-'));
const packs = join(work, 'packs');
const project = join(work, 'project');
const children: ChildProcess[] = [];
function cleanup(): void {
  for (const child of children) child.kill('SIGKILL');
  if (!keep) rmSync(work, { recursive: true, force: true });
}

/** Runs a command to its end; its output is shown only when it fails. */
function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): string {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0)
    fail(`${command} ${args.join(' ')} (in ${options.cwd}) exited ${result.status ?? result.signal}\n${output}`);
  return output;
}

/** Runs a command without blocking, so the three packs overlap. */
function runAsync(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve() : fail(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}\n${output}`),
    );
  });
}

const node = process.execPath;
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
// pnpm's package exports only its manifest: its bin is found beside it
const pnpm = join(dirname(createRequire(join(root, 'package.json')).resolve('pnpm')), 'bin', 'pnpm.cjs');
const packages = ['sdk', 'mocks', 'cli'] as const;
const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    devDependencies?: Record<string, string>;
  };

process.on('SIGINT', () => fail('interrupted'));

// 1. pack
mkdirSync(packs);
await Promise.all(packages.map((dir) => runAsync(node, [pnpm, 'pack', '--pack-destination', packs], join(root, dir))));
const tarballs = Object.fromEntries(
  packages.map((dir) => {
    const { name, version } = manifest(dir);
    const file = join(packs, `${name.replace('@', '').replace('/', '-')}-${version}.tgz`);
    if (!existsSync(file)) fail(`pnpm pack made no ${file} (found ${readdirSync(packs).join(', ')})`);
    return [dir, file];
  }),
) as Record<(typeof packages)[number], string>;
step(`packed ${readdirSync(packs).join(', ')}`);

// 2. lint the tarballs
for (const dir of packages) {
  run(bin('publint'), [tarballs[dir], '--strict'], { cwd: packs });
  if (dir !== 'cli') run(bin('attw'), [tarballs[dir], '--profile', 'esm-only', '--format', 'ascii'], { cwd: packs });
}
step('publint (strict): no problems; arethetypeswrong (esm-only) on @attar/sdk and @attar/mocks: no problems');

// 3. the consumer project
cpSync(join(root, 'scripts', 'consumer'), project, { recursive: true });
const msw = manifest('mocks').devDependencies?.msw;
if (!msw) fail('mocks/package.json names no msw version');
writeFileSync(
  join(project, 'package.json'),
  `${JSON.stringify(
    {
      name: 'attar-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@attar/sdk': `file:${tarballs.sdk}`,
        '@attar/mocks': `file:${tarballs.mocks}`,
        '@attar/cli': `file:${tarballs.cli}`,
        msw,
      },
    },
    null,
    2,
  )}\n`,
);
const npmEnv: NodeJS.ProcessEnv = {
  ...process.env,
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};
for (const key of Object.keys(npmEnv))
  if (/^npm_(package|lifecycle)_|^PNPM_|^npm_config_(user_agent|node_gyp)$/i.test(key)) delete npmEnv[key];
run('npm', ['install', '--prefer-offline', '--no-package-lock', '--loglevel=error'], { cwd: project, env: npmEnv });
// the toolchain is the workspace's; the packages and everything they need at run time come from npm
for (const tool of ['typescript', 'vitest', '@types/node']) {
  const target = join(project, 'node_modules', tool);
  if (existsSync(target)) continue; // a dependency brought its own (msw brings @types/node)
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(join(root, 'node_modules', tool), target, 'dir');
}
step('installed the tarballs with npm in a project outside the workspace');

// 4a. types under both resolutions
await Promise.all(
  ['node16', 'bundler'].map((resolution) =>
    runAsync(node, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', `tsconfig.${resolution}.json`], project),
  ),
);
step('type-checked under moduleResolution node16 and bundler (no skipLibCheck)');

// 4b. the packaged mock server, and the SDK against it from a Node ESM script
const home = join(work, 'home');
mkdirSync(home);
const projectEnv = { ...npmEnv, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), NO_COLOR: '1' };
const projectBin = (name: string) => join(project, 'node_modules', '.bin', name);
const usage = run(projectBin('attar-mock'), ['--help'], { cwd: project, env: projectEnv });
if (!/--port/.test(usage)) fail(`attar-mock --help printed no usage:\n${usage}`);
const mockUrl = await startMock(projectBin('attar-mock'), projectEnv);
const script = JSON.parse(
  run(node, ['src/call-mock.mjs'], { cwd: project, env: { ...projectEnv, ATTAR_BASE_URL: mockUrl } })
    .trim()
    .split('\n')
    .pop()!,
) as Record<string, unknown>;
if (
  script.lines !== 1 ||
  script.quantity !== 2 ||
  typeof script.total !== 'string' ||
  !/^₹[0-9,]+$/.test(script.total) ||
  script.refusedCode === null
)
  fail(`the ESM script saw ${JSON.stringify(script)}`);
step(`Node ESM script via the SDK against attar-mock at ${mockUrl}: ${JSON.stringify(script)}`);

// 4c. another project's Vitest suite on @attar/mocks/node
const vitest = run(node, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', project, '--reporter', 'dot'], {
  cwd: project,
  env: projectEnv,
});
if (!/3 passed/.test(vitest)) fail(`the Vitest suite did not pass its 3 tests:\n${vitest}`);
step('Vitest with @attar/mocks/node: 3 passed');

// 4d. attar check against attar-mock, with a JUnit report
const junit = join(work, 'junit.xml');
run(projectBin('attar'), ['--help'], { cwd: project, env: projectEnv });
run(projectBin('attar'), ['check', '--all', '--base-url', mockUrl, '--report', 'junit', junit], {
  cwd: project,
  env: projectEnv,
});
const report = existsSync(junit) ? readFileSync(junit, 'utf8') : '';
// and a scenario file of the user's own, in YAML
const ownReport = join(work, 'own.xml');
run(projectBin('attar'), ['check', 'scenarios/guest-cart.yaml', '--base-url', mockUrl, '--report', 'junit', ownReport], {
  cwd: project,
  env: projectEnv,
});
if (!/failures="0"/.test(readFileSync(ownReport, 'utf8')))
  fail(`attar check scenarios/guest-cart.yaml:\n${readFileSync(ownReport, 'utf8').slice(0, 2000)}`);
const scenarios = report.match(/<testsuite\b/g)?.length ?? 0;
const steps = report.match(/<testcase\b/g)?.length ?? 0;
if (!scenarios || !steps || !/failures="0"/.test(report) || /<failure\b/.test(report))
  fail(`attar check wrote no passing JUnit report:\n${report.slice(0, 2000)}`);
step(
  `attar check --all against attar-mock: ${scenarios} scenarios (${steps} steps) passed, JUnit report written; a YAML scenario of our own passed`,
);

// 5. one call's bundle keeps validation and guards out of the main chunk
const bundle = await bundleOneCall(project);
if (bundle.lazyInMain.length) fail(`the one-call bundle's main chunk holds ${bundle.lazyInMain.join(', ')}`);
step(
  `one SDK call bundles to ${(bundle.mainGzip / 1024).toFixed(1)} kB gzip in its main chunk; validators and guards stay in lazy chunks`,
);

cleanup();
console.log(`consumer: PASS in ${elapsed()}`);
process.exit(0);

/** Starts `attar-mock` on a free port and resolves with its URL once it listens. */
function startMock(command: string, env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(command, ['--port', '0', '--quiet'], { cwd: project, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve) => {
    let output = '';
    const timer = setTimeout(() => fail(`attar-mock did not start within 30 s:\n${output}`), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => fail(`attar-mock exited ${code}:\n${output}`));
  });
}
