/**
 * Bundles the CLI into one file, dist/attar.mjs (ESM, Node 20).
 *
 * The reply validators (zod and the generated schemas, ~200 KB) are only needed with `--validate`; the SDK
 * loads them with a dynamic import. Bundled normally they would still be parsed on every start, so they are
 * built as a separate self-contained module and embedded as a `data:` URL that the dynamic import loads on
 * first use: still one file, and `attar --help` never parses them.
 */
import { build } from 'esbuild';
import { chmodSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/build.mjs [outfile]`: tests build into a temporary folder
const outfile = process.argv[2] ?? join(root, 'dist', 'attar.mjs');
const common = { bundle: true, platform: 'node', target: 'node20', format: 'esm', minify: true, legalComments: 'none', logLevel: 'warning' };

const validators = await build({ ...common, entryPoints: [join(root, '..', 'sdk', 'src', 'generated', 'zod.gen.ts')], write: false });
const validatorsUrl = `data:text/javascript;base64,${Buffer.from(validators.outputFiles[0].contents).toString('base64')}`;

/** Points the SDK's `import('./generated/zod.gen.ts')` at the embedded module. */
const lazyValidators = {
  name: 'lazy-validators',
  setup(b) {
    b.onResolve({ filter: /generated\/zod\.gen\.ts$/ }, (args) => (args.kind === 'dynamic-import' ? { path: validatorsUrl, external: true } : undefined));
  },
};

const result = await build({
  ...common,
  entryPoints: [join(root, 'src', 'main.ts')],
  outfile,
  metafile: true,
  plugins: [lazyValidators],
  // commander and other CommonJS parts call require() for node built-ins
  banner: { js: "import { createRequire as __attarRequire } from 'node:module'; const require = __attarRequire(import.meta.url);" },
});
chmodSync(outfile, 0o755);
const kb = (file) => Math.round(statSync(file).size / 1024);
console.log(`cli: ${outfile} ${kb(outfile)} KB (${Object.keys(result.metafile.inputs).length} modules; validators ${Math.round(validators.outputFiles[0].contents.length / 1024)} KB embedded, loaded on --validate)`);
