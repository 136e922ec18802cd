/**
 * The lean table the SDK runs on (runtime.gen.ts, replies.gen.ts) says the same as the full action table
 * (actions.gen.ts) for every action, so the browser and the tooling can never disagree about a route.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actionRows } from '../src/action-table.ts';
import { actions, type ActionName } from '../src/contract.ts';
import { replies } from '../src/generated/replies.gen.ts';
import { runtimeActions } from '../src/generated/runtime.gen.ts';
import * as validators from '../src/generated/zod.gen.ts';
import { document } from './spec.ts';

const names = Object.keys(actions) as ActionName[];

describe('runtime.gen.ts agrees with actions.gen.ts', () => {
  it('has exactly the actions of the full table', () => {
    expect([...actionRows().keys()].sort()).toEqual([...names].sort());
    expect(Object.keys(runtimeActions)).toHaveLength(names.length);
  });

  it.each(names)('%s', (name) => {
    const full = actions[name];
    const lean = actionRows().get(name)!;
    expect(lean).toBeDefined();
    expect({
      actiontag: lean.actiontag,
      module: lean.module,
      fn: lean.fn,
      service: lean.service,
      method: lean.method,
      path: lean.path,
      query: lean.query ?? [],
      pathParams: lean.pathParams ?? [],
      contentType: lean.contentType ?? null,
      hasBody: lean.contentType !== undefined,
      guard: lean.guard ?? null,
      session: lean.session ?? null,
      idempotent: lean.idempotent ?? false,
    }).toEqual({
      actiontag: full.actiontag,
      module: full.module,
      fn: full.fn,
      service: full.service,
      method: full.method,
      path: full.path,
      query: Object.keys(full.query),
      pathParams: [...full.pathParams],
      contentType: full.contentType,
      hasBody: full.body !== null,
      guard: full.guard,
      session: full.session,
      idempotent: full.idempotent,
    });
    // the guards read the body fields; an unguarded action carries none
    if (full.guard) expect(lean.bodyFields).toEqual(full.bodyFields);
    else expect(lean.bodyFields).toBeUndefined();
  });
});

describe("runtime.gen.ts names the JSON type of each success reply's data", () => {
  // the transport refuses a success whose data is not of this type, validated or not: every example must pass
  it.each(names)('%s', (name) => {
    const { path, method } = actions[name];
    const example = document.paths[path]![method.toLowerCase()].responses['200'].content['application/json'].examples[name].value;
    expect(Array.isArray(example.data) ? 'array' : typeof example.data).toBe(actionRows().get(name)!.data ?? 'object');
  });
});

describe('replies.gen.ts agrees with actions.gen.ts', () => {
  it('names the reply schema of every action, and each has a validator', () => {
    expect(Object.keys(replies).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(replies[name], name).toBe(actions[name].reply);
      expect(validators, name).toHaveProperty(`z${actions[name].reply}`);
    }
  });
});

describe('the full table stays out of the running SDK', () => {
  // index.ts re-exports `actions` for tooling (unused, it is tree-shaken) and contract.ts is never in a bundle;
  // every other module may use actions.gen.ts for types only
  const src = new URL('../src/', import.meta.url);
  const files = readdirSync(src).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts' && f !== 'contract.ts',
  );
  it.each(files)('%s imports actions.gen.ts for types only', (file) => {
    const text = readFileSync(new URL(file, src), 'utf8');
    const imports = text.match(/^\s*(?:import|export)\b[^;]*?from\s+'\.\/generated\/actions\.gen\.ts'/gms) ?? [];
    for (const statement of imports) expect(statement.trim(), file).toMatch(/^(import|export) type\b/);
  });
});
