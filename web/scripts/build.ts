/**
 * The production build the benchmarks measure: `vite build --manifest` into .tmp/bench/dist (so it never
 * races `pnpm build` or the end-to-end run), or an existing build given with `--dist DIR`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(webRoot, '..');
export const benchTmp = join(repoRoot, '.tmp/bench');

/** The value of `--name VALUE` on the command line, if given. */
export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
export const hasFlag = (name: string): boolean => process.argv.includes(`--${name}`);

/** Builds (unless `--dist DIR` or `--no-build` with a build already there) and returns the dist folder. */
export function productionBuild(): string {
  const given = argValue('dist');
  if (given) {
    const dir = resolve(given);
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`--dist ${dir} has no index.html`);
    return dir;
  }
  const dist = join(benchTmp, 'dist');
  if (hasFlag('no-build') && existsSync(join(dist, 'index.html'))) return dist;
  const started = Date.now();
  execFileSync(
    join(webRoot, 'node_modules/.bin/vite'),
    ['build', '--manifest', '--emptyOutDir', '--outDir', dist, '--logLevel', 'warn'],
    {
      cwd: webRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  console.log(`built the storefront in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${dist}`);
  return dist;
}
