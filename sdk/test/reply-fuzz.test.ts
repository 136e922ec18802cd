/**
 * Property-based: whatever comes back (status, headers, a body whole, in pieces, cut short, deep, huge,
 * of the wrong type or envelope, or nothing at all), a call resolves, to a typed error or to data the
 * reply really holds. At least 10,000 replies per run; docs/decisions/013-bounded-replies.md.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as analytics from '../src/analytics.ts';
import * as external from '../src/external.ts';
import { type ActionName, createAttarClient, isAttarError } from '../src/index.ts';
import { actions } from '../src/contract.ts';
import { replies } from '../src/generated/replies.gen.ts';
import * as zod from '../src/generated/zod.gen.ts';
import { safeParse } from '../src/safe-parse.ts';
import { document } from './spec.ts';

/** Small, so that "longer than the bound" costs little to build; the default bound has its own test in bounds.test.ts. */
const MAX_BYTES = 16 * 1024;
const DEPTH = 256;
/** Cases run side by side in batches, so that the ones that must time out wait together. */
const BATCH = 100;
/** The timeout of the cases that must time out: short, since a batch waits for them. */
const TIMEOUT = 2;
const RUNS = 100;

/** Actions whose reply data is an object, a list; a body, a query, nothing. */
const NAMES = ['catalogProduct', 'cartGet', 'addressList', 'logisticsCheckServiceability', 'ordersList'] as const;
const example = (name: ActionName) => {
  const { path, method } = actions[name];
  const op = document.paths[path]![method.toLowerCase()];
  return {
    request: op.requestBody?.content?.['application/json']?.examples?.[name]?.value,
    reply: op.responses['200'].content['application/json'].examples[name].value as Record<string, unknown>,
  };
};
const EXAMPLES = Object.fromEntries(NAMES.map((name) => [name, example(name)]));

const nest = (depth: number, inner = '0') => '['.repeat(depth) + inner + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** Built and encoded once: deep and huge replies are the expensive ones, and their exact depth and size is what matters. */
const DEEP = [
  ...[DEPTH - 2, DEPTH + 1].flatMap((d) => [nest(d), deepObject(d), `{"status":500,"message":"no","errors":${nest(d - 1)}}`]),
  ...[DEPTH, DEPTH + 1, 5_000, 200_000].map((d) => `{"status":200,"message":"OK","data":{"x":${nest(d - 2)}}}`),
  nest(200_000),
].map((text) => new TextEncoder().encode(text));
const pad = (bytes: number) => 'a'.repeat(bytes);
const HUGE = [MAX_BYTES - 100, MAX_BYTES - 40, MAX_BYTES + 1, 4 * MAX_BYTES].map((size) =>
  new TextEncoder().encode(`{"status":200,"message":"OK","requestId":"r","timestamp":"t","data":{"x":"${pad(size - 75)}"}}`),
);

/**
 * JSON whose `length` is not a number: zod's length checks read it on a value of the wrong type and can
 * throw (sdk/src/safe-parse.ts). Mixed into every generated value.
 */
const LENGTH_TRAPS: unknown[] = JSON.parse(
  '[{"length":{"toString":0}},{"length":{"valueOf":null,"toString":null}},{"length":[1,2]},{"length":"x"}]',
);
const json = fc.oneof(
  { weight: 20, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(...LENGTH_TRAPS) },
);
/** Every object and list inside a value (the value's own included): where a trap can take their place. */
const leavesOf = (value: unknown): object[] =>
  typeof value === 'object' && value !== null ? [value, ...Object.values(value).flatMap(leavesOf)] : [];
const envelopeOf = (name: (typeof NAMES)[number]) => EXAMPLES[name]!.reply;
/** A reply body for an action, as bytes: the contract's example, mangled or not, or something else entirely. */
const bodyOf = (name: (typeof NAMES)[number]) => {
  const whole = JSON.stringify(envelopeOf(name));
  const text = fc.oneof(
    { weight: 8, arbitrary: fc.constant(whole) },
    {
      weight: 4,
      arbitrary: fc
        .record({
          key: fc.constantFrom('status', 'data', 'message', 'requestId', 'errors', 'retryAfterSeconds', 'code'),
          value: fc.oneof(json, fc.constant(undefined)),
        })
        .map(({ key, value }) => JSON.stringify({ ...envelopeOf(name), [key]: value })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({ status: fc.oneof(fc.constantFrom(200, 400, 401, 429, 503), json), data: json })
        .map((envelope) => JSON.stringify(envelope)),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({ at: fc.constantFrom(...leavesOf(envelopeOf(name))), trap: fc.constantFrom(...LENGTH_TRAPS) })
        .map(({ at, trap }) => JSON.stringify(envelopeOf(name), (key, value) => (value === at ? trap : value))),
    },
    { weight: 2, arbitrary: json.map((value) => JSON.stringify(value)) },
    {
      weight: 2,
      arbitrary: fc.nat().map((n) => whole.slice(0, n % whole.length)),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom('', 'null', '[]', '"ok"', '200', '{}', '<html>502 Bad Gateway</html>') },
  );
  return fc.oneof(
    { weight: 20, arbitrary: text.map((t) => new TextEncoder().encode(t)) },
    { weight: 1, arbitrary: fc.constantFrom(...DEEP) },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) },
  );
};

/** How the reply arrives, if it does. */
const DELIVERIES = [
  'whole',
  'chunks',
  'broken',
  'stalled',
  'deaf',
  'late',
  'rejects',
  'throws',
  'not a response',
  'aborted',
] as const;
type Delivery = (typeof DELIVERIES)[number];
const delivery = fc.oneof(
  { weight: 30, arbitrary: fc.constant<Delivery>('whole') },
  { weight: 10, arbitrary: fc.constant<Delivery>('chunks') },
  { weight: 1, arbitrary: fc.constantFrom<Delivery>(...DELIVERIES.slice(2)) },
);

/** One generated reply to one call, built per action once (a chain would rebuild the arbitraries for every case). */
const replyCase = fc.oneof(
  ...NAMES.map((name) =>
    fc.record({
      name: fc.constant(name),
      validate: fc.boolean(),
      retry: fc.boolean(),
      status: fc.oneof(
        { weight: 3, arbitrary: fc.constant(200) },
        { weight: 2, arbitrary: fc.constantFrom(201, 204, 400, 401, 404, 422, 429, 500, 503) },
        { weight: 1, arbitrary: fc.integer({ min: 200, max: 599 }) },
      ),
      contentLength: fc.constantFrom<'none' | 'true' | 'small' | 'huge'>('none', 'none', 'true', 'small', 'huge'),
      headers: fc.dictionary(
        fc.constantFrom(
          'retry-after',
          'ratelimit-limit',
          'ratelimit-remaining',
          'ratelimit-reset',
          'x-request-id',
          'content-type',
        ),
        fc.string({ maxLength: 30 }).filter((v) => /^[\t\x20-\x7e]*$/.test(v)),
      ),
      body: bodyOf(name),
      cuts: fc.array(fc.nat(), { maxLength: 6 }),
      delivery,
    }),
  ),
);
type Case = typeof replyCase extends fc.Arbitrary<infer C> ? C : never;

const NULL_BODY = new Set([204, 205, 304]);

/** The body cut where the case says, in the order sent. */
function piecesOf(c: Case): Uint8Array[] {
  const at = [...new Set(c.cuts.map((n) => n % (c.body.length + 1)))].sort((a, b) => a - b);
  return [0, ...at].map((from, i) => c.body.slice(from, [...at, c.body.length][i]));
}

function responseOf(c: Case): Response {
  const bytes = c.body;
  const headers = new Headers(c.headers);
  if (c.contentLength !== 'none')
    headers.set('content-length', String(c.contentLength === 'true' ? bytes.length : c.contentLength === 'small' ? 3 : 2 ** 40));
  if (NULL_BODY.has(c.status)) return new Response(null, { status: c.status, headers });
  if (c.delivery === 'whole') return new Response(bytes, { status: c.status, headers });
  const pieces = piecesOf(c);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces.slice(0, c.delivery === 'chunks' ? undefined : 1)) controller.enqueue(piece);
      if (c.delivery === 'chunks') controller.close();
      if (c.delivery === 'broken') controller.error(new TypeError('connection reset'));
      // stalled: neither more nor an end
    },
  });
  return new Response(body, { status: c.status, headers });
}

const never = () => new Promise<Response>(() => {});

/** A fetch answering `c` as it says, ignoring its signal throughout (as the worst fetch does). */
function fetchOf(c: Case): (request: Request) => Promise<Response> {
  switch (c.delivery) {
    case 'deaf':
    case 'aborted':
      return never;
    case 'late':
      return () => new Promise((resolve) => setTimeout(() => resolve(responseOf({ ...c, delivery: 'whole' })), 4 * TIMEOUT));
    case 'rejects':
      return () => Promise.reject(c.cuts.length ? new TypeError('fetch failed') : c.status);
    case 'throws':
      return () => {
        throw new Error('no fetch here');
      };
    case 'not a response':
      return async () => (c.cuts.length ? {} : undefined) as unknown as Response;
    default:
      return async () => responseOf(c);
  }
}

/** Depth of a parsed value without recursion (the value may be 200,000 deep). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    deepest = Math.max(deepest, d + 1);
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}

const validators = zod as unknown as Record<string, { safeParse(v: unknown): { success: boolean } }>;

/** What the reply truly says: the data a call may return, or undefined when it must fail. */
function truth(c: Case): { data: unknown } | undefined {
  if (c.delivery !== 'whole' && c.delivery !== 'chunks') return undefined;
  if (c.status < 200 || c.status > 299 || NULL_BODY.has(c.status)) return undefined;
  const bytes = c.body;
  if (bytes.length > MAX_BYTES || (c.contentLength === 'huge' && 2 ** 40 > MAX_BYTES)) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
  if (depthOf(body) > DEPTH || typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { status, data } = body as { status?: unknown; data?: unknown };
  if (status !== 200) return undefined;
  const list = actions[c.name].reply === 'SavedAddressesReply';
  if (list ? !Array.isArray(data) : typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  if (c.validate && !safeParse(validators[`z${replies[c.name]}`]!, body).success) return undefined;
  return { data };
}

const tally = { replies: 0, successes: 0, throws: 0, hangs: 0, falseSuccesses: 0, falseFailures: 0, wrongKinds: 0 };
type Problem = Exclude<keyof typeof tally, 'replies' | 'successes'>;
const kinds = new Set<string>();
const HANG = Symbol('hang');
/** The error kind a reply that never (fully) arrives must end in. */
const ENDS: Partial<Record<Delivery, string>> = { stalled: 'timeout', deaf: 'timeout', late: 'timeout', aborted: 'aborted' };

/** Runs one case; returns what went wrong, if anything. */
async function run(c: Case): Promise<Problem | undefined> {
  tally.replies++;
  const attar = createAttarClient({
    baseUrl: 'http://shop.test',
    fetch: fetchOf(c),
    validateReplies: c.validate,
    maxReplyBytes: MAX_BYTES,
    retry: c.retry && { attempts: 1, sleep: async () => {} },
    getCookie: () => undefined,
  });
  const hangs = ['stalled', 'deaf', 'late'].includes(c.delivery);
  const controller = c.delivery === 'aborted' ? new AbortController() : undefined;
  if (controller) setTimeout(() => controller.abort(), 1);
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    attar
      .call(c.name, EXAMPLES[c.name]!.request, { timeoutMs: hangs ? TIMEOUT : 60_000, signal: controller?.signal })
      .catch(() => 'threw' as const),
    new Promise<typeof HANG>((resolve) => (watchdog = setTimeout(() => resolve(HANG), 5_000))),
  ]);
  clearTimeout(watchdog);
  if (outcome === HANG) return 'hangs';
  if (outcome === 'threw' || !(outcome.error === undefined ? 'data' in outcome : isAttarError(outcome.error))) return 'throws';
  const expected = truth(c);
  if (outcome.error) {
    kinds.add(outcome.error.kind);
    if (expected) return 'falseFailures';
    // a stalled body may be judged before it stalls: by its declared length, a status that has no body, or a first piece already too long
    const declared = c.contentLength === 'huge' || (c.contentLength === 'true' && c.body.length > MAX_BYTES);
    const judged = c.delivery === 'stalled' && (declared || NULL_BODY.has(c.status) || piecesOf(c)[0]!.length > MAX_BYTES);
    const end = judged ? undefined : ENDS[c.delivery];
    return end && outcome.error.kind !== end ? 'wrongKinds' : undefined;
  }
  tally.successes++;
  if (!expected) return 'falseSuccesses';
  expect(outcome.data).toEqual(expected.data);
}

/** A failing case as a line to read: its body cut short. */
const summary = (c: Case) => JSON.stringify({ ...c, body: new TextDecoder().decode(c.body.subarray(0, 300)) });

describe('generated replies', () => {
  it(`resolve to a typed error or to data the reply holds: ${RUNS * BATCH} replies, none thrown, hung or mistaken`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(replyCase, { minLength: BATCH, maxLength: BATCH }), async (cases) => {
        const problems = await Promise.all(cases.map(run));
        const failed = cases.flatMap((c, i) => (problems[i] ? [`${problems[i]}: ${summary(c)}`] : []));
        for (const problem of problems) if (problem) tally[problem]++;
        expect(failed).toEqual([]);
      }),
      // a failure prints its seed and path: FC_SEED=<seed> FC_PATH=<path> replays it
      {
        numRuns: RUNS,
        endOnFailure: true,
        seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined,
        path: process.env.FC_PATH,
      },
    );
    expect(tally).toMatchObject({ throws: 0, hangs: 0, falseSuccesses: 0, falseFailures: 0, wrongKinds: 0 });
    expect(tally.replies).toBeGreaterThanOrEqual(10_000);
    // the generators reach both sides: plenty of true successes, and failures of every kind
    expect(tally.successes).toBeGreaterThan(1_000);
    expect([...kinds].sort()).toEqual(['aborted', 'api', 'bad-response', 'network', 'timeout']);
  }, 60_000);
});

describe('the analytics and external validators', () => {
  const all = ([...Object.entries(analytics), ...Object.entries(external)] as Array<[string, unknown]>).filter(
    (entry): entry is [string, { safeParse(v: unknown): { success: boolean } }] =>
      typeof (entry[1] as { safeParse?: unknown }).safeParse === 'function',
  );

  it('answer any JSON a socket frame or a third party may send, however deep, without throwing (through safeParse)', () => {
    expect(all.length).toBeGreaterThan(20);
    const deep = [JSON.parse(nest(200_000)), JSON.parse(deepObject(200_000))];
    for (const trap of LENGTH_TRAPS)
      for (const [name, validator] of all) expect(safeParse(validator, trap).success, name).toBe(false);
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.constantFrom(...deep, ...LENGTH_TRAPS)), (value) => {
        for (const [name, validator] of all) expect(typeof safeParse(validator, value).success, name).toBe('boolean');
      }),
      { numRuns: 100 },
    );
  });
});
