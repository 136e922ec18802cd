/**
 * Builds a library package of the workspace into its dist/ (the package's `build` and `prepack`):
 * `tsc -p tsconfig.build.json` emits ES modules, declarations with maps and source maps, one file per
 * source module, with the sources' `.ts` import specifiers rewritten to `.js`. The dist folder is
 * emptied first, so a file removed from src never ships. Files named by the package's `publishConfig.bin`
 * are made executable. Run from the package's folder (pnpm does that for its scripts).
 *
 * It only emits (`--noCheck`): the type-check is `pnpm typecheck`, one program over every package, which
 * the test command and `pnpm pack:packages` run first. Checking again here cost 32 s of the SDK's 33 s
 * build and the same for the mocks, twice inside every test run (measured: 32.2 s checked, 10.0 s not;
 * the emitted files are the same but for the order in which a few literal unions are printed).
 * `--check` type-checks as well, for a package built on its own.
 *
 *   tsx ../scripts/src/build-package.ts [--check]
 *
 * Why tsc and not a bundler: docs/decisions/007-packages.md.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const dir = process.cwd();
const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
  name: string;
  publishConfig?: { bin?: Record<string, string> };
};
if (!existsSync(join(dir, 'tsconfig.build.json'))) {
  console.error(`build-package: ${manifest.name} has no tsconfig.build.json`);
  process.exit(2);
}

rmSync(join(dir, 'dist'), { recursive: true, force: true });
const tsc = createRequire(join(dir, 'package.json')).resolve('typescript/bin/tsc');
const started = Date.now();
const check = process.argv.includes('--check');
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', ...(check ? [] : ['--noCheck'])], {
  cwd: dir,
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);
for (const file of Object.values(manifest.publishConfig?.bin ?? {})) chmodSync(join(dir, file), 0o755);
console.log(`build-package: ${manifest.name} -> dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
