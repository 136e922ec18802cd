/**
 * `pnpm bench`: every measured budget, one after another, each run even when an earlier one fails:
 * the production build of the server-rendered storefront (build.ts, once, into .tmp/bench/dist), its
 * first-load JavaScript and mock-free client (bundle-size.ts), its production server's time to first
 * byte and behaviour under load (server-load.ts), Lighthouse on that server (lighthouse.ts, every one
 * of 5 runs per page within budget), the CLI's cold start (cli/bench/cold-start.mjs), what one
 * call of the packed SDK costs a consumer's bundle (scripts/src/bench-sdk-bundle.ts), and the
 * standalone mock shop's speed and bounds on one core (scripts/src/bench-mock.ts). Prints a summary;
 * exits 1 when any budget is missed.
 *
 *   node_modules/.bin/tsx web/scripts/bench.ts [--runs 5] [--duration 30] [--only bundle,server,lighthouse,cli,sdk,mock]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { argValue, repoRoot } from './build.ts';

const tsx = join(repoRoot, 'node_modules/.bin/tsx');
const runs = argValue('runs') ?? '5';
const duration = argValue('duration') ?? '30';
const only = argValue('only')?.split(',');
const webSteps = ['bundle', 'server', 'lighthouse'];
const steps: Array<{ name: string; command: string; args: string[] }> = [
  // one build for the three storefront steps, which then take it as it is
  { name: 'build', command: tsx, args: ['web/scripts/build.ts'] },
  { name: 'bundle', command: tsx, args: ['web/scripts/bundle-size.ts', '--no-build'] },
  { name: 'server', command: tsx, args: ['web/scripts/server-load.ts', '--no-build', '--duration', duration] },
  { name: 'lighthouse', command: tsx, args: ['web/scripts/lighthouse.ts', '--no-build', '--runs', runs] },
  { name: 'cli', command: process.execPath, args: ['cli/bench/cold-start.mjs', '--check'] },
  { name: 'sdk', command: tsx, args: ['scripts/src/bench-sdk-bundle.ts'] },
  { name: 'mock', command: tsx, args: ['scripts/src/bench-mock.ts', '--duration', duration] },
];

const summary: string[] = [];
let failed = false;
const chosen = (name: string) => !only || only.includes(name) || (name === 'build' && only.some((n) => webSteps.includes(n)));
for (const step of steps.filter((s) => chosen(s.name))) {
  if (step.name === 'cli' && !existsSync(join(repoRoot, step.args[0]!))) {
    summary.push(`${step.name.padEnd(11)} missing (${step.args[0]})`);
    failed = true;
    continue;
  }
  console.log(`\n=== ${step.name}: ${[step.command.replace(`${repoRoot}/`, ''), ...step.args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { cwd: repoRoot, stdio: 'inherit' });
  const ok = result.status === 0;
  failed ||= !ok;
  summary.push(
    `${step.name.padEnd(11)} ${ok ? 'pass' : `FAIL (exit ${result.status ?? result.signal})`}  ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}
console.log(`\n=== bench summary\n${summary.join('\n')}\nreports: .tmp/bench/*.json`);
process.exitCode = failed ? 1 : 0;
