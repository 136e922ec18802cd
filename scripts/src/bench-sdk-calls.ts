/**
 * Benchmark: what one SDK call costs next to a hand-written `fetch` + `JSON.parse` of the same reply
 * (budget: at most 1.5x without reply validation, 2x with it). Both sides talk to the same in-memory
 * fetch, which builds a Request from what it is given (as a real fetch must) and answers with the
 * contract's own example reply, so the figures are the client's work and nothing else. Batches of the
 * two run in turn after a warm-up, and the ratio reported is the median over batches.
 * A benchmark, not a test: it prints figures and fails (exit 1) only when a ratio is over budget.
 *
 *   tsx scripts/src/bench-sdk-calls.ts [--json] [--batches N] [--size N] [--sdk <another sdk/src>]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ActionName, createAttarClient as CreateClient } from '../../sdk/src/index.ts';
import { repoRoot } from './spec-files.ts';

const BUDGET = { plain: 1.5, validated: 2 } as const;
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const json = args.includes('--json');
const batches = option('--batches', 30);
const size = option('--size', 2000);
// --sdk <dir>: another copy of sdk/src (an older commit's, to compare)
const sdkAt = args.includes('--sdk') ? args[args.indexOf('--sdk') + 1]! : join(repoRoot, 'sdk/src');
const { createAttarClient } = (await import(pathToFileURL(join(sdkAt, 'index.ts')).href)) as {
  createAttarClient: typeof CreateClient;
};

type Document = { paths: Record<string, Record<string, any>> };
const doc = JSON.parse(readFileSync(join(repoRoot, 'sdk/src/generated/openapi.gen.json'), 'utf8')) as Document;

/** The contract's example request and reply of an action (the documents key their examples by actiontag). */
function examples(path: string, method: string, actiontag: string) {
  const op = doc.paths[path]![method]!;
  const request = op.requestBody?.content?.['application/json']?.examples?.[actiontag]?.value;
  const reply = op.responses['200'].content['application/json'].examples[actiontag].value;
  return { request, reply: JSON.stringify(reply) };
}

interface Case {
  action: ActionName;
  call: (attar: ReturnType<typeof createAttarClient>) => Promise<{ error?: unknown }>;
  method: string;
  path: string;
  request: unknown;
  reply: string;
}

const product = examples('/catalogProducts', 'put', 'catalogProduct');
const add = examples('/checkout', 'post', 'cartAddItem');
const cart = examples('/checkout', 'get', 'cartGet');
const cases: Case[] = [
  {
    action: 'catalogProduct',
    call: (a) => a.catalog.product(product.request),
    method: 'PUT',
    path: '/catalogProducts',
    ...product,
  },
  { action: 'cartAddItem', call: (a) => a.cart.addItem(add.request), method: 'POST', path: '/checkout', ...add },
  { action: 'cartGet', call: (a) => a.cart.get(), method: 'GET', path: '/checkout', ...cart },
];

const BASE = 'https://shop.example';

/** An in-memory fetch: takes a Request or (url, init) like the real one, answers `reply`. */
function fakeFetch(reply: string) {
  const headers = { 'content-type': 'application/json' };
  return async (input: Request | string, init?: RequestInit): Promise<Response> => {
    // a real fetch makes a Request of (url, init) too: both sides pay for one
    const request = typeof input === 'string' ? new Request(input, init) : input;
    void request;
    return new Response(reply, { status: 200, headers });
  };
}

/** What a careful hand-written call does: the same headers, body and URL, then the reply's data. */
function rawCall(c: Case, fetch: ReturnType<typeof fakeFetch>) {
  const headers: Record<string, string> = {
    authorization: 'Bearer public',
    apiType: 'G',
    actiontag: c.action,
    responseFlag: 'true',
    dataTag: 'PRIMARY',
    channel: 'web',
  };
  return async () => {
    const init: RequestInit = { method: c.method, headers };
    if (c.request !== undefined) {
      init.body = JSON.stringify(c.request);
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(BASE + c.path, init);
    const body = JSON.parse(await response.text()) as { status: number; data: unknown };
    if (body.status !== 200) throw new Error('refused');
    return body.data;
  };
}

async function time(fn: () => Promise<unknown>, n: number): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  return Number(process.hrtime.bigint() - start) / n;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface Figure {
  action: string;
  validate: boolean;
  rawNs: number;
  sdkNs: number;
  ratio: number;
  budget: number;
}

async function measure(c: Case, validate: boolean): Promise<Figure> {
  const fetch = fakeFetch(c.reply);
  const raw = rawCall(c, fetch);
  const attar = createAttarClient({ baseUrl: BASE, fetch, validateReplies: validate, getCookie: () => undefined });
  const sdk = async () => {
    const result = await c.call(attar);
    if (result.error) throw result.error;
  };
  // warm-up: the JIT, the lazy chunks (validators) and the per-action templates
  await time(raw, size);
  await time(sdk, size);
  const ratios: number[] = [];
  const raws: number[] = [];
  const sdks: number[] = [];
  for (let b = 0; b < batches; b++) {
    const r = await time(raw, size);
    const s = await time(sdk, size);
    raws.push(r);
    sdks.push(s);
    ratios.push(s / r);
  }
  return {
    action: c.action,
    validate,
    rawNs: median(raws),
    sdkNs: median(sdks),
    ratio: median(ratios),
    budget: validate ? BUDGET.validated : BUDGET.plain,
  };
}

const figures: Figure[] = [];
for (const validate of [false, true]) for (const c of cases) figures.push(await measure(c, validate));
const over = figures.filter((f) => f.ratio > f.budget);
if (json) console.log(JSON.stringify({ batches, size, figures }, null, 1));
else {
  console.log(`sdk per-call cost vs raw fetch + JSON.parse (in-memory fetch, median of ${batches} batches of ${size} calls)`);
  for (const f of figures) {
    console.log(
      `  ${f.action.padEnd(16)} ${f.validate ? 'validated' : 'plain    '}  raw ${(f.rawNs / 1000).toFixed(1).padStart(6)} µs  sdk ${(f.sdkNs / 1000).toFixed(1).padStart(6)} µs  ${f.ratio.toFixed(2)}x (budget ${f.budget}x)`,
    );
  }
  console.log(
    over.length ? `over budget: ${over.map((f) => `${f.action}${f.validate ? ' validated' : ''}`).join(', ')}` : 'pass',
  );
}
process.exitCode = over.length ? 1 : 0;
