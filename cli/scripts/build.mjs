/**
 * Bundles the CLI into dist/ (everything it runs is in there: the package has no dependencies):
 *
 *   attar.cjs   the executable (`bin`), CommonJS and small: prints `attar --help` and `attar --version`
 *               from the root help's layout, taken here from the real root program (src/root.ts), and
 *               imports attar.mjs for everything else (src/bin.ts says why)
 *   attar.mjs   the program (src/main.ts), ESM with code splitting: each noun's commands, the reply
 *               validators (zod and the generated schemas, only with `--validate`) and the check engine
 *               (with the YAML parser, only for `attar check`) are chunks in chunks/, loaded by the
 *               dynamic import that names them, so a command compiles only what it runs
 *
 * `node scripts/build.mjs [outdir]`: tests build into a temporary folder. Before building it removes
 * what an earlier build left in outdir (chunk names carry a content hash, and `files: ["dist"]` packs
 * whatever is there).
 */
import { build } from 'esbuild';
import { chmodSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = process.argv[2] ?? join(root, 'dist');
for (const name of ['attar.cjs', 'attar.mjs', 'chunks']) rmSync(join(outdir, name), { recursive: true, force: true });

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
};

/**
 * commander requires node:child_process at load for executable subcommands, which attar never uses;
 * loading it is about 1% of the work of `attar --help` (measured), so commander gets it on first use instead.
 */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      /[\\/]commander[\\/]/.test(args.importer) ? { path: 'child_process', namespace: 'lazy-child-process' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-child-process' }, () => ({
      contents:
        "let loaded; const load = () => (loaded ??= require('node:child_process')); module.exports = new Proxy({}, { get: (_, key) => load()[key] });",
      loader: 'js',
    }));
  },
};

const program = await build({
  ...common,
  entryPoints: { attar: join(root, 'src', 'main.ts') },
  outdir,
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  plugins: [lazyChildProcess],
  // commander and yaml are CommonJS and call require() for node built-ins
  banner: {
    js: "import { createRequire as __attarRequire } from 'node:module'; const require = __attarRequire(import.meta.url);",
  },
});

/** The root help's layout: root.ts bundled on its own and run here, so the help is commander's. */
async function rootHelpLayout() {
  const built = await build({
    ...common,
    entryPoints: [join(root, 'src', 'root.ts')],
    format: 'cjs',
    write: false,
    metafile: false,
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', built.outputFiles[0].text)(module, module.exports, createRequire(import.meta.url));
  return module.exports.rootHelpLayout();
}

const executable = await build({
  ...common,
  stdin: {
    contents: `#!/usr/bin/env node\nimport { main } from './src/bin.ts';\nmain(${JSON.stringify(await rootHelpLayout())});\n`,
    resolveDir: root,
    sourcefile: 'attar.cjs',
    loader: 'ts',
  },
  outfile: join(outdir, 'attar.cjs'),
  // the program (attar.mjs) is imported at run time from a computed path, so it is never bundled in
  format: 'cjs',
});
chmodSync(join(outdir, 'attar.cjs'), 0o755);

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const chunks = readdirSync(join(outdir, 'chunks'));
const chunkBytes = chunks.reduce((sum, name) => sum + statSync(join(outdir, 'chunks', name)).size, 0);
const modules = (result) => Object.keys(result.metafile.inputs).length;
console.log(
  `cli: ${outdir}: attar.cjs ${kb(statSync(join(outdir, 'attar.cjs')).size)} (${modules(executable)} modules), ` +
    `attar.mjs ${kb(statSync(join(outdir, 'attar.mjs')).size)} + ${chunks.length} chunks ${kb(chunkBytes)} (${modules(program)} modules)`,
);
