/**
 * Benchmark: what a client and one call of the packed @attar/sdk cost a consumer's bundle (budget: the
 * main chunk at most 8 kB gzip, with reply validation and the guards left in lazy chunks). Packs the
 * SDK, unpacks it into a temporary project beside its two dependencies (linked from the workspace),
 * and bundles scripts/consumer/src/one-call.mjs with esbuild (consumer-bundle.ts).
 *
 *   tsx scripts/src/bench-sdk-bundle.ts [--json]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleOneCall } from './consumer-bundle.ts';

const BUDGET_KB = 8;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const json = process.argv.includes('--json');
const work = mkdtempSync(join(tmpdir(), 'attar-sdk-bench-'));
try {
  const pnpm = join(dirname(createRequire(join(root, 'package.json')).resolve('pnpm')), 'bin', 'pnpm.cjs');
  const packed = spawnSync(process.execPath, [pnpm, 'pack', '--pack-destination', work], {
    cwd: join(root, 'sdk'),
    encoding: 'utf8',
  });
  if (packed.status !== 0) throw new Error(`pnpm pack failed:\n${packed.stdout}${packed.stderr}`);
  const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack made no tarball');

  const project = join(work, 'project');
  const modules = join(project, 'node_modules');
  mkdirSync(join(modules, '@attar'), { recursive: true });
  const untar = spawnSync('tar', ['xzf', join(work, tarball), '-C', work], { encoding: 'utf8' });
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
  cpSync(join(work, 'package'), join(modules, '@attar', 'sdk'), { recursive: true });
  // the SDK's dependencies as the workspace installed them (the versions its manifest pins)
  for (const dep of ['openapi-fetch', 'zod'])
    symlinkSync(realpathSync(join(root, 'sdk', 'node_modules', dep)), join(modules, dep), 'dir');
  cpSync(join(root, 'scripts', 'consumer', 'src'), join(project, 'src'), { recursive: true });

  const result = await bundleOneCall(project);
  const kb = result.mainGzip / 1024;
  const ok = kb <= BUDGET_KB && result.lazyInMain.length === 0;
  if (json)
    console.log(
      JSON.stringify({
        mainGzipKb: +kb.toFixed(2),
        totalGzipKb: +(result.totalGzip / 1024).toFixed(2),
        budgetKb: BUDGET_KB,
        lazyInMain: result.lazyInMain,
        ok,
      }),
    );
  else {
    console.log(
      `sdk one-call bundle: main chunk ${kb.toFixed(1)} kB gzip (budget ${BUDGET_KB}), all chunks ${(result.totalGzip / 1024).toFixed(1)} kB gzip`,
    );
    console.log('main chunk, biggest inputs (minified bytes):');
    for (const input of result.mainInputs.slice(0, 8))
      console.log(`  ${String(input.bytes).padStart(7)}  ${input.path.replace(/^.*node_modules\//, '')}`);
    if (result.lazyInMain.length) console.log(`in the main chunk but meant to be lazy: ${result.lazyInMain.join(', ')}`);
    console.log(ok ? 'pass' : 'FAIL');
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
