/**
 * `pnpm docs:api` (not `pnpm docs`, which is pnpm's own command that opens a package's web page): the
 * browsable API references, built offline into docs/api/, nothing loaded from the internet when read.
 *
 * - docs/api/index.html and one page per document: the HTTP reference of the contract (Redoc with its
 *   scripts inlined).
 * - docs/api/sdk/: the TypeDoc reference of @attar/sdk's public API (sdk/typedoc.json: the four
 *   package entries, sdk/README.md as its front page).
 *
 * The two run side by side (the Redoc pages as child processes, TypeDoc in this one) to keep the build
 * well under a minute. `--sdk` or `--spec` builds one of them.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { Application, Comment, Converter, DeclarationReflection, ReflectionKind, type ProjectReflection } from 'typedoc';
import { writeBundles } from './bundle.ts';
import { repoRoot } from './spec-files.ts';

export const apiDocsDir = join(repoRoot, 'docs/api');
export const sdkDocsDir = join(apiDocsDir, 'sdk');

/** Runs one command, rejecting with its stderr when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${basename(command)} ${args[1] ?? ''} failed (${code}):\n${stderr}`)),
    );
  });
}

/** Builds the Redoc page of every bundled document, two at a time (each Redocly run is one busy core); returns the index file. */
export async function buildSpecReference(): Promise<string> {
  mkdirSync(apiDocsDir, { recursive: true });
  const redocly = join(repoRoot, 'node_modules/.bin/redocly');
  const queue = (await writeBundles()).map((bundle) => {
    const name = basename(bundle, '.yaml');
    return { bundle, out: join(apiDocsDir, name === 'all' ? 'index.html' : `${name}.html`) };
  });
  const pages = queue.map((page) => page.out);
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      await run(redocly, [
        'build-docs',
        page.bundle,
        '--inlineBundle',
        '--config',
        join(repoRoot, 'redocly.yaml'),
        '-o',
        page.out,
      ]);
    }
  };
  await Promise.all([worker(), worker()]);
  writeFileSync(
    join(apiDocsDir, 'pages.json'),
    JSON.stringify(
      pages.map((p) => relative(apiDocsDir, p)),
      null,
      2,
    ),
  );
  return join(apiDocsDir, 'index.html');
}

/**
 * openapi-typescript's `paths`, `operations` and `components`, and the action table's `ActionTypes`, are
 * the whole contract as nested type literals: rendered member by member they came to 38 MB of HTML that
 * no browser opens comfortably, and they repeat what the HTTP reference already shows better. Their
 * pages stay (every link to them still works: `Schemas`, `ActionInput`, ...) with a note instead of
 * their members; editors still show the full types.
 */
const SUMMARIZED = new Set(['paths', 'operations', 'components', 'ActionTypes']);

function summarizeGeneratedTypes(project: ProjectReflection): void {
  for (const reflection of project.getReflectionsByKind(ReflectionKind.Interface)) {
    if (!(reflection instanceof DeclarationReflection)) continue;
    const generated = reflection.sources?.some((source) => source.fullFileName.includes('/sdk/src/generated/'));
    if (!generated || !SUMMARIZED.has(reflection.name)) continue;
    for (const child of [...(reflection.children ?? [])]) project.removeReflection(child);
    const note =
      'Generated from spec/ by `pnpm codegen`. Its members, every type of the contract, are left out of this page: ' +
      'the HTTP reference (docs/api/index.html) shows each schema and operation, and editors show the full type. ' +
      "Reach one schema as `Schemas['Cart']`, one action's types as `ActionInput<'cartAddItem'>` and `ActionData<'cartAddItem'>`.";
    const summary = reflection.comment?.summary ?? [];
    reflection.comment = new Comment([
      ...summary,
      ...(summary.length ? [{ kind: 'text' as const, text: '\n\n' }] : []),
      { kind: 'text', text: note },
    ]);
  }
}

/** Builds the TypeDoc reference of the SDK; returns its index file and TypeDoc's warning count. */
export async function buildSdkReference(): Promise<{ index: string; warnings: number }> {
  const app = await Application.bootstrapWithPlugins({ options: join(repoRoot, 'sdk/typedoc.json') });
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => summarizeGeneratedTypes(context.project));
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the SDK (see the errors above)');
  app.validate(project);
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) throw new Error('TypeDoc reported errors (see above)');
  return { index: join(sdkDocsDir, 'index.html'), warnings: app.logger.warningCount };
}

/** Builds both references; returns the index file of the HTTP reference. */
export async function buildDocs(): Promise<string> {
  const [index] = await Promise.all([buildSpecReference(), buildSdkReference()]);
  return index;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const started = performance.now();
  const only = process.argv.includes('--sdk') ? 'sdk' : process.argv.includes('--spec') ? 'spec' : undefined;
  const [spec, sdk] = await Promise.all([
    only === 'sdk' ? undefined : buildSpecReference(),
    only === 'spec' ? undefined : buildSdkReference(),
  ]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (spec) console.log(`docs: HTTP API reference in ${relative(repoRoot, spec)}`);
  if (sdk)
    console.log(
      `docs: SDK reference in ${relative(repoRoot, sdk.index)} (TypeDoc: ${sdk.warnings} ${sdk.warnings === 1 ? 'warning' : 'warnings'})`,
    );
  console.log(`docs: built in ${seconds} s; open them in a browser, they work offline`);
}
