/**
 * Budget check: the JavaScript a browser loads for the first view of `/` (at most 109.6 kB gzip, the
 * figure before server rendering), and no mock code in what the browser is sent.
 *
 *   node_modules/.bin/tsx web/scripts/bundle-size.ts [--dist DIR | --no-build] [--budget-kb 109.6] [--by-file] [--no-browser]
 *
 * First load = what the page the SERVER sends for `/` makes the browser load before it hydrates: the
 * entry and the parts' files its loader asks for once the first view has painted
 * (server/entry-loader.ts; or a module script and <link rel="modulepreload">s in its head), plus the code-split parts its bootstrap
 * (`#attar-data`, `modules`) lists, which main.tsx loads before the hydration; each with its static
 * imports (Vite's manifest, transitively). The parts' chunks are found through the manifest, from
 * the `preloadable('id', () => import(...))` and `lazyBlock(...)` lines in web/src: deterministic,
 * and an id that cannot be mapped fails the run rather than being left out. As a cross-check, a
 * headless Chromium loads the page and the JS it fetched until the network is idle is listed (`--no-browser`
 * skips it); chunks it loads that the count leaves out (lazy parts rendered during the hydration at
 * its window size) are named, not counted. Sizes are gzip at zlib's default level (the server sends
 * brotli where the browser takes it, which is smaller); kB = 1000 bytes. Where a chunk has a source
 * map the table also splits it by package (`--by-file`: by source file). Exits 1 when over budget or
 * when any JS in the client half carries mock code ('msw', 'mockServiceWorker', '@attar/mocks').
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { argValue, benchTmp, hasFlag, productionBuild, webRoot } from './build.ts';
import { ENTRY_IMPORTS, PARTS_FILE, type PartFiles } from './part-files.ts';
import { startProductionStack } from './serve.ts';
import { loaderTargets } from '../server/entry-loader.ts';
import { CHROME_FLAGS, CHROME_PATH } from '../e2e/support/stack.ts';

interface ManifestChunk {
  file: string;
  /** the part's name (files are named by hash alone) */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const budgetKb = Number(argValue('budget-kb') ?? 109.6);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const gz = (data: Buffer | string) => gzipSync(data).length;
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

const dist = join(productionBuild(), 'client');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the client half with --manifest`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

// 1. the page the server sends for `/`, and what the browser loads for it
// A render cut short by the server's time limit (a cold start on a busy machine) lists fewer parts and
// would under-count: the page is asked for again until a render finishes whole.
let partial = 0;
const stack = await startProductionStack(dirname(dist), {
  onServerLog: (line) => {
    if (/"event":"render\.(timeout|failed)"/.test(line)) partial++;
    else process.stderr.write(`${line}\n`);
  },
});
let html = '';
let browserScripts: string[] | undefined;
try {
  for (let attempt = 1; ; attempt++) {
    const before = partial;
    const reply = await fetch(`${stack.web}/`, { headers: { accept: 'text/html' } });
    if (!reply.ok) throw new Error(`GET / answered ${reply.status}`);
    html = await reply.text();
    if (partial === before) break;
    if (attempt === 5) throw new Error('the server could not render / whole in 5 tries: the first load cannot be counted');
  }
  if (!hasFlag('no-browser')) browserScripts = await scriptsBeforeLoad(`${stack.web}/`);
} finally {
  stack.stop();
}

/** The JS files a headless Chromium fetched for `url` until the network was idle (the loader asks after `load`). */
async function scriptsBeforeLoad(url: string): Promise<string[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    const seen: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') seen.push(new URL(r.url()).pathname.replace(/^\//, ''));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return seen;
  } finally {
    await browser.close();
  }
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const htmlScripts = tags
  .filter((t) => t.startsWith('<script') && /type="module"/.test(t))
  .map((t) => attr(t, 'src'))
  .filter(Boolean) as string[];
const htmlPreloads = tags
  .filter((t) => /rel="modulepreload"/.test(t))
  .map((t) => attr(t, 'href'))
  .filter(Boolean) as string[];
const htmlStyles = tags
  .filter((t) => /rel="stylesheet"/.test(t))
  .map((t) => attr(t, 'href'))
  .filter(Boolean) as string[];
// a rendered page names its entry and its parts' files in the loader at its end (server/entry-loader.ts)
const loader = loaderTargets(html);
if (loader) {
  htmlScripts.push(loader.entry, ...loader.imports);
  htmlPreloads.push(...loader.files);
}
if (!htmlScripts.length) throw new Error('the page for / names no entry script, in its head or its loader');
const toFile = (url: string) => url.replace(/^\//, '');
const bootstrapJson = /<script type="application\/json" id="attar-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
if (!bootstrapJson) throw new Error('the page for / has no #attar-data bootstrap: was it rendered on the server?');
const modules = (JSON.parse(bootstrapJson) as { modules?: string[] }).modules ?? [];

// 2. each listed part's files, as the build wrote them (scripts/part-files.ts; the server preloads the same)
const partsPath = join(dist, PARTS_FILE);
if (!existsSync(partsPath)) throw new Error(`${partsPath} is missing: was the client built with the part-files plugin?`);
const partFiles = JSON.parse(readFileSync(partsPath, 'utf8')) as PartFiles;
const unmapped = modules.filter((id) => !partFiles[id] || id === ENTRY_IMPORTS);
if (unmapped.length) throw new Error(`cannot find the files of the listed part(s) ${unmapped.join(', ')} in ${PARTS_FILE}`);

// the static import closure of all of it
const firstLoad = new Set<string>([...htmlScripts, ...htmlPreloads].map(toFile));
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const visited = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || visited.has(key)) return;
  visited.add(key);
  firstLoad.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
for (const file of [...firstLoad]) {
  const key = byFile.get(file);
  if (key) visit(key);
}
for (const id of modules) for (const file of partFiles[id]!) firstLoad.add(file);
const lazy = new Set<string>();
for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.js') && !firstLoad.has(chunk.file)) lazy.add(chunk.file);
const firstFiles = [...firstLoad].filter((f) => f.endsWith('.js'));

// 3. sizes, and a split by package from the source maps
interface Row {
  file: string;
  raw: number;
  gzip: number;
}
const measure = (file: string): Row => {
  const data = readFileSync(join(dist, file));
  return { file, raw: data.length, gzip: gz(data) };
};
// files are named by their hash alone (vite.config.ts): the manifest says which part each one is
const partName = new Map<string, string>();
for (const chunk of Object.values(manifest)) {
  if (chunk.name) partName.set(chunk.file, chunk.name);
  for (const file of chunk.css ?? []) if (chunk.name && !partName.has(file)) partName.set(file, chunk.name);
}
const label = (file: string) => (partName.has(file) ? `${file} ${partName.get(file)}` : file);
const first = firstFiles.map(measure).sort((a, b) => b.gzip - a.gzip);
const lazyRows = [...lazy].map(measure).sort((a, b) => b.gzip - a.gzip);
const css = htmlStyles.map((u) => measure(toFile(u)));
const total = first.reduce((s, r) => s + r.gzip, 0);
const totalRaw = first.reduce((s, r) => s + r.raw, 0);

/** Bytes of generated code per original package, from a chunk's source map. */
function packageShares(file: string): Map<string, number> | undefined {
  const mapFile = join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return undefined;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = readFileSync(join(dist, file), 'utf8').split('\n');
  const shares = new Map<string, number>();
  const add = (source: string, n: number) => shares.set(source, (shares.get(source) ?? 0) + n);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const lineLength = lines[lineNo]?.length ?? 0;
    let col = 0;
    const segments = lineMappings ? lineMappings.split(',').map(decodeVlq) : [];
    const starts: Array<[number, number | undefined]> = [];
    for (const seg of segments) {
      col += seg[0]!;
      if (seg.length >= 4) sourceIndex += seg[1]!;
      starts.push([col, seg.length >= 4 ? sourceIndex : undefined]);
    }
    // decodeVlq carries line/column deltas we do not need; only the source index matters
    for (let i = 0; i < starts.length; i++) {
      const [start, src] = starts[i]!;
      const end = i + 1 < starts.length ? starts[i + 1]![0] : lineLength;
      add(src === undefined ? '(unmapped)' : packageOf(map.sources[src] ?? '?'), Math.max(0, end - start));
    }
  });
  return shares;
}

const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = VLQ.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

function packageOf(source: string): string {
  if (hasFlag('by-file'))
    return source
      .replace(/^(\.\.\/)+/, '')
      .replace(/^.*node_modules\//, '')
      .replace(/^work\/main\//, '');
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (/(^|\/)sdk\/src\//.test(source)) return /generated\//.test(source) ? '@attar/sdk (generated)' : '@attar/sdk';
  if (/(^|\/)mocks\/src\//.test(source)) return '@attar/mocks';
  if (/(^|\/)src\//.test(source)) return `web/src/${source.split('src/')[1]!.split('/')[0]}`;
  if (source.includes('vite') || source.startsWith('\0')) return 'vite runtime';
  return source;
}

// 4. no mock code anywhere in the shipped JS
const MOCK_MARKERS = [/\bmsw\b/, /mockServiceWorker/, /@attar\/mocks/];
const mockHits: string[] = [];
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
for (const path of walk(dist).filter((p) => /\.(m?js)$/.test(p))) {
  const text = readFileSync(path, 'utf8');
  const found = MOCK_MARKERS.filter((m) => m.test(text)).map((m) => m.source.replace(/\\b/g, '').replace(/\\/g, ''));
  if (found.length) mockHits.push(`${relative(dist, path)} (${found.join(', ')})`);
}

// 5. report
console.log(
  `\nFirst load of / (${relative(process.cwd(), dist) || dist}): the page's scripts and preloads, and the ${modules.length} parts its bootstrap lists: ${modules.join(', ')}`,
);
console.log(`${pad('file', 44)} ${lpad('raw', 10)} ${lpad('gzip', 10)}`);
for (const r of first) console.log(`${pad(label(r.file), 44)} ${lpad(kb(r.raw), 10)} ${lpad(kb(r.gzip), 10)}`);
console.log(`${pad('total JavaScript', 44)} ${lpad(kb(totalRaw), 10)} ${lpad(kb(total), 10)}   budget ${budgetKb} kB gzip`);
for (const r of css)
  console.log(`${pad(`${label(r.file)} (CSS, not counted)`, 44)} ${lpad(kb(r.raw), 10)} ${lpad(kb(r.gzip), 10)}`);

const split = new Map<string, number>();
for (const r of first) {
  const shares = packageShares(r.file);
  if (!shares) continue;
  const mapped = [...shares.values()].reduce((s, n) => s + n, 0) || 1;
  for (const [pkg, bytes] of shares) split.set(pkg, (split.get(pkg) ?? 0) + (bytes / mapped) * r.gzip);
}
if (split.size) {
  console.log(
    `\nFirst-load JavaScript by ${hasFlag('by-file') ? 'source file' : 'package'} (gzip, shared out by minified bytes from the source maps)`,
  );
  for (const [pkg, bytes] of [...split].sort((a, b) => b[1] - a[1]).slice(0, hasFlag('by-file') ? 200 : 16))
    console.log(`  ${pad(pkg, 40)} ${lpad(kb(bytes), 10)}`);
}

if (browserScripts) {
  const notCounted = browserScripts.filter((f) => !firstLoad.has(f));
  const missed = firstFiles.filter((f) => !browserScripts!.includes(f));
  console.log(
    `\nChromium (headless, default window) asked for ${browserScripts.length} JS files until the network was idle; loaded but not counted: ${notCounted.length ? notCounted.map((f) => `${f} (${existsSync(join(dist, f)) ? kb(measure(f).gzip) : 'not from the build'})`).join(', ') : 'none'}; counted but not loaded: ${missed.length ? missed.join(', ') : 'none'}`,
  );
}

console.log(`\nLoaded later (${lazyRows.length} chunks, ${kb(lazyRows.reduce((s, r) => s + r.gzip, 0))} gzip); the largest:`);
for (const r of lazyRows.slice(0, 8)) console.log(`  ${pad(label(r.file), 42)} ${lpad(kb(r.gzip), 10)}`);

const overBudget = total > budgetKb * 1000;
console.log(`\nbudget: first-load JS ${kb(total)} gzip of ${budgetKb} kB -> ${overBudget ? 'FAIL' : 'pass'}`);
console.log(`mock code in the production build: ${mockHits.length ? `FAIL\n  ${mockHits.join('\n  ')}` : 'none -> pass'}`);

mkdirSync(benchTmp, { recursive: true });
writeFileSync(
  join(benchTmp, 'bundle-size.json'),
  JSON.stringify(
    {
      budgetKb,
      bootstrapModules: modules,
      browserScriptsBeforeLoad: browserScripts,
      firstLoadGzip: total,
      firstLoadRaw: totalRaw,
      files: first,
      css,
      lazy: lazyRows,
      byPackage: Object.fromEntries(split),
      mockHits,
    },
    null,
    2,
  ),
);
process.exitCode = overBudget || mockHits.length ? 1 : 0;
