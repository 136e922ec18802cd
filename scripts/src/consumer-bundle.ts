/**
 * What the SDK costs a consumer's bundle: scripts/consumer/src/one-call.mjs (a client and one call)
 * bundled by esbuild for the browser, minified, with code splitting, as an app's bundler would. The
 * metafile says which of the SDK's modules land in the main chunk; reply validation (zod and the
 * generated schemas) and the input guards must not, since they load on first use.
 */
import { gzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

export interface OneCallBundle {
  /** Bytes of the main chunk, minified and gzipped. */
  mainGzip: number;
  /** Bytes of every chunk together, gzipped (what `validateReplies` would add is in here). */
  totalGzip: number;
  /** Modules of the main chunk that should have stayed lazy (empty when all is well). */
  lazyInMain: string[];
  /** The main chunk's inputs with their bytes in it, biggest first. */
  mainInputs: Array<{ path: string; bytes: number }>;
}

const LAZY = /[\\/](zod|zod\.gen|replies\.gen|guards)(\.js|[\\/])/;

/** Bundles one-call.mjs of the consumer project at `project` (where @attar/sdk is installed). */
export async function bundleOneCall(project: string): Promise<OneCallBundle> {
  const outdir = mkdtempSync(join(tmpdir(), 'attar-one-call-'));
  try {
    const result = await build({
      absWorkingDir: project,
      entryPoints: ['src/one-call.mjs'],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      metafile: true,
      outdir,
      logLevel: 'silent',
    });
    let mainGzip = 0;
    let totalGzip = 0;
    let mainInputs: OneCallBundle['mainInputs'] = [];
    for (const [file, output] of Object.entries(result.metafile.outputs)) {
      if (!file.endsWith('.js')) continue;
      const gzip = gzipSync(readFileSync(join(project, file))).length;
      totalGzip += gzip;
      if (output.entryPoint === 'src/one-call.mjs') {
        mainGzip = gzip;
        mainInputs = Object.entries(output.inputs)
          .map(([path, { bytesInOutput }]) => ({ path, bytes: bytesInOutput }))
          .filter((input) => input.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
      }
    }
    return {
      mainGzip,
      totalGzip,
      mainInputs,
      lazyInMain: mainInputs.filter((input) => LAZY.test(input.path)).map((input) => input.path),
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
