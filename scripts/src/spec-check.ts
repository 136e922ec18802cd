/**
 * Checks the conventions of spec/README.md that Redocly cannot: the x-actions table of every
 * operation, closed and pairwise-disjoint request bodies, examples per action, and names unique
 * across services. Usage: `tsx scripts/src/spec-check.ts [spec/<service>.yaml ...]` (default: all).
 */
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  bundleDocument,
  marketplaceServices,
  operations,
  readDocument,
  type OpenApiDocument,
  type ServiceName,
} from './spec-files.ts';

export const GUARDS = ['username', 'mobile', 'reviewCart', 'savedProduct', 'guestClearCart'] as const;
export const COMMON_HEADERS = ['responseFlag', 'apiType', 'dataTag', 'channel', 'X-XSRF-TOKEN'];

/** One row of an operation's x-actions table, as written in the spec. */
export interface ActionEntry {
  actiontag: string;
  sdk: string;
  summary: string;
  body?: string;
  query?: Record<string, 'required' | 'optional'>;
  reply: string;
  guard?: (typeof GUARDS)[number];
  /** What the action does to the buyer's session: a token in the reply starts one; sign-out ends it. */
  session?: 'start' | 'end' | 'endOnSuccess';
  /** Safe to send twice (a read that travels on PUT or POST): a retry policy may repeat it. GETs are so already. */
  'x-idempotent'?: true;
  /** Store features (the site configuration's `features`) the action needs: with one off, 403 `feature.disabled`. */
  features?: string[];
}

/** The store features the site configuration declares (content.yaml's SiteFeatureFlags), read once. */
let featureNames: string[] | undefined;
export const storeFeatureNames = (): string[] =>
  (featureNames ??= Object.keys(readDocument('content').components?.schemas?.SiteFeatureFlags?.properties ?? {}));

const refName = (ref: unknown): string | undefined =>
  typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : undefined;

/** `cart.addItem` -> `cartAddItem` */
export const actiontagFor = (sdk: string): string =>
  sdk
    .split('.')
    .map((part, i) => (i === 0 ? part : part[0]!.toUpperCase() + part.slice(1)))
    .join('');

/** Schema names a media type offers: a `$ref`, or the branches of `oneOf` (requests) / `anyOf` (replies). */
function schemaRefs(schema: any, union: 'oneOf' | 'anyOf'): string[] {
  if (!schema) return [];
  if (schema.$ref) return [refName(schema.$ref) ?? `<${schema.$ref}>`];
  if (Array.isArray(schema[union])) return schema[union].map((s: any) => refName(s.$ref) ?? '<inline>');
  return [`<not a $ref or ${union}>`];
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Resolves allOf of local refs into one object's properties/required (enough for disjointness). */
function flatten(doc: OpenApiDocument, schema: any): { props: Set<string>; required: Set<string> } {
  const props = new Set<string>();
  const required = new Set<string>();
  const visit = (s: any) => {
    if (!s) return;
    if (s.$ref) return visit(doc.components?.schemas?.[refName(s.$ref) ?? '']);
    for (const p of Object.keys(s.properties ?? {})) props.add(p);
    for (const r of s.required ?? []) required.add(r);
    for (const part of s.allOf ?? []) visit(part);
  };
  visit(schema);
  return { props, required };
}

/** Problems in one bundled service document; `seen` collects names across documents. */
export function checkService(service: ServiceName, doc: OpenApiDocument, seen: Map<string, string> = new Map()): string[] {
  const problems: string[] = [];
  const schemas = doc.components?.schemas ?? {};
  const claim = (kind: string, name: string, where: string) => {
    const key = `${kind}:${name}`;
    const prior = seen.get(key);
    if (prior) problems.push(`${where}: ${kind} "${name}" is already used by ${prior}`);
    else seen.set(key, where);
  };
  for (const { path, method, op } of operations(doc)) {
    const where = `${service} ${method.toUpperCase()} ${path}`;
    if (op.operationId) claim('operationId', op.operationId, where);
    const actions: ActionEntry[] = op['x-actions'];
    if (!Array.isArray(actions) || actions.length === 0) {
      problems.push(`${where}: no x-actions table`);
      continue;
    }
    const params: any[] = (op.parameters ?? []).map((p: any) =>
      p.$ref ? (doc.components?.parameters?.[p.$ref.split('/').pop()] ?? p) : p,
    );
    const header = params.find((p) => p.in === 'header' && p.name === 'actiontag');
    const tags = actions.map((a) => a.actiontag);
    if (!header) problems.push(`${where}: no actiontag header parameter`);
    else if (!header.required || !sameSet(header.schema?.enum ?? [], tags)) {
      problems.push(`${where}: actiontag header must be required with enum [${tags.join(', ')}]`);
    }
    for (const name of COMMON_HEADERS) {
      if (!params.some((p) => p.in === 'header' && p.name === name)) problems.push(`${where}: missing header ${name}`);
    }
    const queryParams = new Map(params.filter((p) => p.in === 'query').map((p) => [p.name, p]));
    for (const a of actions) {
      const at = `${where} [${a.actiontag}]`;
      claim('actiontag', a.actiontag, at);
      claim('sdk', a.sdk, at);
      if (!/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*$/.test(a.sdk ?? '')) problems.push(`${at}: sdk must look like module.function`);
      else if (actiontagFor(a.sdk) !== a.actiontag) problems.push(`${at}: actiontag must be ${actiontagFor(a.sdk)}`);
      if (!a.summary) problems.push(`${at}: no summary`);
      if (!a.reply || !schemas[a.reply]) problems.push(`${at}: reply schema "${a.reply}" not in components`);
      if (a.guard && !GUARDS.includes(a.guard)) problems.push(`${at}: unknown guard ${a.guard}`);
      if (a.session && !['start', 'end', 'endOnSuccess'].includes(a.session))
        problems.push(`${at}: session must be start|end|endOnSuccess`);
      if (a.features !== undefined) {
        const known = storeFeatureNames();
        if (!Array.isArray(a.features) || a.features.length === 0)
          problems.push(`${at}: features must be a non-empty list (or left out)`);
        else
          for (const f of a.features)
            if (!known.includes(f)) problems.push(`${at}: unknown store feature ${f} (SiteFeatureFlags: ${known.join(', ')})`);
        if (!op.responses?.['403']) problems.push(`${at}: an action behind a store feature needs a 403 reply (feature.disabled)`);
      }
      if ('x-idempotent' in a && a['x-idempotent'] !== true) problems.push(`${at}: x-idempotent must be true (or left out)`);
      if (a['x-idempotent'] && method.toUpperCase() !== 'PUT' && method.toUpperCase() !== 'POST')
        problems.push(`${at}: x-idempotent is for reads on PUT or POST (a GET is one already; a DELETE never is)`);
      if (a.body) {
        const s = schemas[a.body];
        if (!s) problems.push(`${at}: body schema "${a.body}" not in components`);
        else if (s.type !== 'object' || s.additionalProperties !== false) {
          problems.push(`${at}: body schema ${a.body} must be a closed object (additionalProperties: false)`);
        }
      }
      for (const [q, need] of Object.entries(a.query ?? {})) {
        if (!queryParams.has(q)) problems.push(`${at}: query parameter ${q} not declared on the operation`);
        if (need !== 'required' && need !== 'optional') problems.push(`${at}: query ${q} must be required|optional`);
      }
    }
    for (const [name, p] of queryParams) {
      if (p.required && !actions.every((a) => a.query?.[name] === 'required')) {
        problems.push(`${where}: query ${name} is required on the operation but not by every action`);
      }
      if (!actions.some((a) => a.query && name in a.query)) problems.push(`${where}: query ${name} is used by no action`);
    }
    // request body
    const bodies = [...new Set(actions.flatMap((a) => (a.body ? [a.body] : [])))];
    const content = op.requestBody?.content ?? {};
    const media = Object.values(content) as any[];
    if (bodies.length === 0 && op.requestBody) problems.push(`${where}: request body but no action declares one`);
    if (bodies.length > 0) {
      if (!op.requestBody) problems.push(`${where}: actions declare bodies but the operation has none`);
      const bodyless = actions.some((a) => !a.body);
      if (op.requestBody && bodyless && op.requestBody.required)
        problems.push(`${where}: requestBody must not be required (some actions send none)`);
      for (const m of media) {
        if (!sameSet(schemaRefs(m.schema, 'oneOf'), bodies))
          problems.push(`${where}: request schema must be ${bodies.length > 1 ? 'oneOf ' : ''}[${bodies.join(', ')}]`);
        const keys = Object.keys(m.examples ?? {});
        for (const a of actions)
          if (a.body && !keys.includes(a.actiontag)) problems.push(`${where}: request example for ${a.actiontag} missing`);
      }
      for (let i = 0; i < bodies.length; i++) {
        for (let j = i + 1; j < bodies.length; j++) {
          const A = flatten(doc, schemas[bodies[i]!]);
          const B = flatten(doc, schemas[bodies[j]!]);
          const disjoint = [...A.required].some((r) => !B.props.has(r)) || [...B.required].some((r) => !A.props.has(r));
          if (!disjoint)
            problems.push(`${where}: bodies ${bodies[i]} and ${bodies[j]} overlap (neither requires a property the other lacks)`);
        }
      }
    }
    // 200 reply
    const ok = op.responses?.['200'];
    const replies = [...new Set(actions.map((a) => a.reply))];
    const okMedia = Object.values(ok?.content ?? {}) as any[];
    if (okMedia.length === 0) problems.push(`${where}: no 200 reply content`);
    for (const m of okMedia) {
      if (!sameSet(schemaRefs(m.schema, 'anyOf'), replies))
        problems.push(`${where}: 200 schema must be ${replies.length > 1 ? 'anyOf ' : ''}[${replies.join(', ')}]`);
      const keys = Object.keys(m.examples ?? {});
      for (const a of actions) if (!keys.includes(a.actiontag)) problems.push(`${where}: 200 example for ${a.actiontag} missing`);
    }
  }
  return problems;
}

async function main(argv: string[]): Promise<number> {
  const wanted = argv.length ? argv.map((f) => basename(f, '.yaml') as ServiceName) : [...marketplaceServices];
  const seen = new Map<string, string>();
  let total = 0;
  for (const service of wanted) {
    if (!marketplaceServices.includes(service)) {
      console.error(`spec-check: ${service} is not a marketplace service (external and analytics have no actions)`);
      continue;
    }
    const problems = checkService(service, await bundleDocument(service), seen);
    total += problems.length;
    for (const p of problems) console.error(`  ${p}`);
  }
  const actions = [...seen.keys()].filter((k) => k.startsWith('actiontag:')).length;
  if (total > 0) {
    console.error(`spec-check: ${total} problem(s)`);
    return 1;
  }
  console.log(`spec-check: ${wanted.length} service(s), ${actions} actions, conventions hold`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
