/**
 * `pnpm bench`: every measured budget, one after another, each run even when an earlier one fails:
 * the storefront's first-load JavaScript and mock-free build (bundle-size.ts), Lighthouse on the
 * production build (lighthouse.ts, median of 3 runs per page), and the CLI's cold start
 * (cli/bench/cold-start.mjs), and what one call of the packed SDK costs a consumer's bundle
 * (scripts/src/bench-sdk-bundle.ts). Prints a summary; exits 1 when any budget is missed.
 *
 *   node_modules/.bin/tsx web/scripts/bench.ts [--runs 3] [--only bundle,lighthouse,cli,sdk]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { argValue, repoRoot } from './build.ts';

const tsx = join(repoRoot, 'node_modules/.bin/tsx');
const runs = argValue('runs') ?? '3';
const only = argValue('only')?.split(',');
const steps: Array<{ name: string; command: string; args: string[] }> = [
  { name: 'bundle', command: tsx, args: ['web/scripts/bundle-size.ts'] },
  { name: 'lighthouse', command: tsx, args: ['web/scripts/lighthouse.ts', '--no-build', '--runs', runs] },
  { name: 'cli', command: process.execPath, args: ['cli/bench/cold-start.mjs', '--check'] },
  { name: 'sdk', command: tsx, args: ['scripts/src/bench-sdk-bundle.ts'] },
];

const summary: string[] = [];
let failed = false;
for (const step of steps.filter((s) => !only || only.includes(s.name))) {
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
