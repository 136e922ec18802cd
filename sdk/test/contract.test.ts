/**
 * The contract holds together: every operation and action of the spec is reachable through the SDK
 * and sends what the spec says, and every example in the spec fits its schema (ajv and zod both).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import * as validators from '../src/generated/zod.gen.ts';
import { actions } from '../src/index.ts';
import { createObservedClient, ok } from './helpers.ts';
import { allOperations, deref, document, sampleParameter, type XAction } from './spec.ts';

const operations = allOperations();
const entries = operations.flatMap(({ path, method, op }) =>
  (op['x-actions'] as XAction[]).map((action) => ({ path, method, op, action })),
);

describe('every action in the spec is reachable through the SDK', () => {
  it('has as many SDK actions as the spec has x-actions entries', () => {
    expect(Object.keys(actions).sort()).toEqual(entries.map((e) => e.action.actiontag).sort());
  });

  it.each(entries.map((e) => [`${e.action.sdk} (${e.method.toUpperCase()} ${e.path})`, e] as const))(
    '%s',
    async (_, { path, method, op, action }) => {
      const [mod, fn] = action.sdk.split('.') as [string, string];
      const { client, requests } = createObservedClient(() => ok({}));
      const target = (client as unknown as Record<string, Record<string, (input: object) => Promise<unknown>>>)[mod]?.[fn];
      expect(typeof target).toBe('function');

      const params = (op.parameters ?? []).map(deref);
      const input: Record<string, unknown> = {};
      for (const p of params.filter((p: any) => p.in === 'path')) input[p.name] = sampleParameter(p);
      for (const name of Object.keys(action.query ?? {})) input[name] = sampleParameter(params.find((p: any) => p.name === name));
      if (action.body) {
        const media = Object.values(op.requestBody.content)[0] as any;
        Object.assign(input, media.examples[action.actiontag].value);
      }
      await target!(input);

      expect(requests).toHaveLength(1);
      const sent = requests[0]!;
      expect(sent.method).toBe(method.toUpperCase());
      expect(sent.headers.get('actiontag')).toBe(action.actiontag);
      const expectedPath = path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(input[name])));
      expect(sent.url.pathname).toBe(expectedPath);
      for (const name of Object.keys(action.query ?? {})) expect(sent.url.searchParams.has(name)).toBe(true);
      if (!action.body) expect(sent.body).toBeNull();
    },
  );
});

describe('every example in the spec fits its schema', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const format of ['binary', 'int32', 'int64', 'float', 'double', 'password', 'byte']) ajv.addFormat(format, true);
  ajv.addSchema({ $id: 'attar', components: document.components }, 'attar');
  const check = (schema: unknown, value: unknown) => {
    const validate = ajv.compile({ $ref: undefined, ...rebase(schema) });
    const valid = validate(value);
    return valid ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
  };

  const cases: Array<[string, unknown, unknown]> = [];
  for (const { path, method, op } of operations) {
    const where = `${method.toUpperCase()} ${path}`;
    for (const [type, media] of Object.entries<any>(op.requestBody?.content ?? {})) {
      for (const [key, ex] of Object.entries<any>(media.examples ?? {}))
        cases.push([`${where} request ${type} ${key}`, media.schema, ex.value]);
    }
    for (const [code, response] of Object.entries<any>(op.responses ?? {})) {
      for (const media of Object.values<any>(deref(response).content ?? {})) {
        if (media.example !== undefined) cases.push([`${where} ${code}`, media.schema, media.example]);
        for (const [key, ex] of Object.entries<any>(media.examples ?? {}))
          cases.push([`${where} ${code} ${key}`, media.schema, ex.value]);
      }
    }
  }
  for (const [name, schema] of Object.entries<any>(document.components.schemas ?? {})) {
    for (const [i, ex] of (schema.examples ?? []).entries()) cases.push([`schema ${name} example ${i}`, schema, ex]);
  }

  it('finds examples to check', () => {
    expect(cases.length).toBeGreaterThan(entries.length);
  });

  it.each(cases)('%s (ajv)', (_, schema, value) => {
    expect(check(schema, value)).toEqual([]);
  });

  const replyCases = entries.map(({ op, action }) => {
    const media = Object.values<any>(op.responses['200'].content)[0];
    return [`${action.actiontag} -> ${action.reply}`, action.reply, media.examples[action.actiontag].value] as const;
  });
  it.each(replyCases)('%s (zod)', (_, reply, value) => {
    const schema = (validators as Record<string, { safeParse(v: unknown): { success: boolean; error?: unknown } }>)[`z${reply}`];
    expect(schema, `no zod validator for ${reply}`).toBeDefined();
    const result = schema!.safeParse(value);
    expect(result.error).toBeUndefined();
  });
});

/** Points local refs of a schema fragment at the registered document. */
function rebase(schema: unknown): any {
  return JSON.parse(JSON.stringify(schema ?? {}).replaceAll('"#/components/', '"attar#/components/'));
}
