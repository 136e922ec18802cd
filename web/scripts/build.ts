/**
 * The production build the benchmarks measure: both halves of `vite build && vite build --ssr` (the
 * browser's assets in `<dist>/client`, the self-contained server in `<dist>/server/main.js`) into
 * .tmp/bench/dist, so it never races `pnpm build` or the end-to-end run; or an existing build given
 * with `--dist DIR`. The client half also writes Vite's manifest: bundle-size.ts maps chunks with it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
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

/** A build is usable only with both halves. */
const complete = (dist: string) => existsSync(join(dist, 'client/index.html')) && existsSync(join(dist, 'server/main.js'));

/** Builds (unless `--dist DIR` or `--no-build` with a build already there) and returns the dist folder. */
export function productionBuild(): string {
  const given = argValue('dist');
  if (given) {
    const dir = resolve(given);
    if (!complete(dir)) throw new Error(`--dist ${dir} has no client/index.html and server/main.js`);
    return dir;
  }
  const dist = join(benchTmp, 'dist');
  if (hasFlag('no-build') && complete(dist)) return dist;
  // a clean folder: nothing left from an older build (or the pre-server layout) is measured
  rmSync(dist, { recursive: true, force: true });
  const started = Date.now();
  const vite = (args: string[]) =>
    execFileSync(join(webRoot, 'node_modules/.bin/vite'), ['build', ...args, '--logLevel', 'warn'], {
      cwd: webRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', ATTAR_BUILD_DIR: dist },
    });
  vite(['--manifest']);
  vite(['--ssr']);
  console.log(`built the storefront (client and server) in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${dist}`);
  return dist;
}

// run directly: just build
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) productionBuild();
