/**
 * Bundles the CLI into one file, dist/attar.mjs (ESM, Node 20).
 *
 * The reply validators (zod and the generated schemas, ~200 KB) are only needed with `--validate`, and the
 * check engine (with the YAML parser) only by `attar check`; both are loaded with a dynamic import. Bundled
 * normally they would still be parsed on every start, so each is built as a separate self-contained module
 * and embedded as a `data:` URL that the dynamic import loads on first use: still one file, and
 * `attar --help` never parses them.
 */
import { build } from 'esbuild';
import { chmodSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/build.mjs [outfile]`: tests build into a temporary folder
const outfile = process.argv[2] ?? join(root, 'dist', 'attar.mjs');
const common = { bundle: true, platform: 'node', target: 'node20', format: 'esm', minify: true, legalComments: 'none', logLevel: 'warning' };

/** A self-contained module as a `data:` URL, for a dynamic import that loads it on first use. */
async function embedded(entry) {
  // a data: URL has no file path to make a require() from, and the CommonJS parts (yaml) only require built-ins
  const banner = "import { createRequire as __attarRequire } from 'node:module'; const require = __attarRequire('file:///attar-embedded.mjs');";
  const built = await build({ ...common, entryPoints: [entry], write: false, banner: { js: banner } });
  const bytes = built.outputFiles[0].contents;
  return { url: `data:text/javascript;base64,${Buffer.from(bytes).toString('base64')}`, kb: Math.round(bytes.length / 1024) };
}

const validators = await embedded(join(root, '..', 'sdk', 'src', 'generated', 'zod.gen.ts'));
// `attar check`'s engine, scenarios and YAML parser: it shares no state with the rest of the CLI
// (the command hands it the SDK client factory), so it can be a module of its own
const checkEngine = await embedded(join(root, 'src', 'check', 'index.ts'));

/**
 * Points the dynamic imports of the validators and the check engine at their embedded modules.
 * Code that is bundled normally is parsed on every start even when it never runs; a string is not.
 */
const lazyModules = {
  name: 'lazy-modules',
  setup(b) {
    b.onResolve({ filter: /generated\/zod\.gen\.ts$/ }, (args) => (args.kind === 'dynamic-import' ? { path: validators.url, external: true } : undefined));
    b.onResolve({ filter: /check\/index\.ts$/ }, (args) => (args.kind === 'dynamic-import' ? { path: checkEngine.url, external: true } : undefined));
  },
};

/**
 * commander requires node:child_process at load for executable subcommands, which attar never uses;
 * loading it is about 1% of the work of `attar --help` (measured), so commander gets it on first use instead.
 */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) => (/[\\/]commander[\\/]/.test(args.importer) ? { path: 'child_process', namespace: 'lazy-child-process' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'lazy-child-process' }, () => ({
      contents: "let loaded; const load = () => (loaded ??= require('node:child_process')); module.exports = new Proxy({}, { get: (_, key) => load()[key] });",
      loader: 'js',
    }));
  },
};

const result = await build({
  ...common,
  entryPoints: [join(root, 'src', 'main.ts')],
  outfile,
  metafile: true,
  plugins: [lazyModules, lazyChildProcess],
  // commander and other CommonJS parts call require() for node built-ins
  banner: { js: "import { createRequire as __attarRequire } from 'node:module'; const require = __attarRequire(import.meta.url);" },
});
chmodSync(outfile, 0o755);
const kb = (file) => Math.round(statSync(file).size / 1024);
console.log(`cli: ${outfile} ${kb(outfile)} KB (${Object.keys(result.metafile.inputs).length} modules; embedded, loaded on first use: validators ${validators.kb} KB on --validate, check engine ${checkEngine.kb} KB on \`attar check\`)`);
