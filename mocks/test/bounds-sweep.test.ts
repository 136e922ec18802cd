/**
 * Every bound of every action, swept: for each JSON body property and query parameter with a
 * `maxLength`, `maximum` or `maxItems` (nested properties of the spec's example too), the value one
 * past the bound gets a 400 `Problem` naming that field. The named cases in bounds-requests.test.ts
 * read better; this proves no bound of the contract is left unchecked.
 */
import { describe, expect, it } from 'vitest';
import type { ActionName } from '@attar/sdk';
import { actions, openapiDocument } from '@attar/sdk/contract';
import { checkProblem, operationOf } from '../src/core/contract.ts';
import { sampleInput } from './samples.ts';
import { GUEST_HEADERS, TEST_BASE, useMockShop } from './harness.ts';

useMockShop();

const GUEST = GUEST_HEADERS;
const schemas = openapiDocument.components.schemas as Record<string, any>;

/** A schema with its `$ref` followed (siblings such as `description` do not change the bounds). */
const deref = (node: any): any => (node?.$ref ? deref(schemas[node.$ref.split('/').pop()]) : (node ?? {}));

interface Case {
  action: ActionName;
  /** Dotted path of the field, as the Problem names it. */
  field: string;
  where: 'body' | 'query';
  value: unknown;
}

/** The value one past a bound of `schema`, or undefined when it has none to break. */
function pastBound(schema: any, example: unknown): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (type === 'string' && schema.maxLength !== undefined && schema.format !== 'binary') return '1'.repeat(schema.maxLength + 1);
  if ((type === 'integer' || type === 'number') && schema.maximum !== undefined) return schema.maximum + 1;
  if (type === 'array' && schema.maxItems !== undefined) {
    const item = Array.isArray(example) && example.length ? example[0] : '1';
    return Array.from({ length: schema.maxItems + 1 }, () => structuredClone(item));
  }
  return undefined;
}

/** Cases for the properties of an object schema, following the example into nested objects. */
function bodyCases(action: ActionName, schema: any, example: Record<string, unknown>, prefix: string, depth: number): Case[] {
  const cases: Case[] = [];
  for (const [name, raw] of Object.entries<any>(deref(schema).properties ?? {})) {
    const property = deref(raw);
    const field = `${prefix}${name}`;
    const value = pastBound(property, example[name]);
    if (value !== undefined) cases.push({ action, field, where: 'body', value });
    const nested = example[name];
    if (depth < 3 && property.properties && nested && typeof nested === 'object' && !Array.isArray(nested)) {
      cases.push(...bodyCases(action, property, nested as Record<string, unknown>, `${field}.`, depth + 1));
    }
  }
  return cases;
}

function allCases(): Case[] {
  const cases: Case[] = [];
  for (const action of Object.keys(actions) as ActionName[]) {
    const row = actions[action];
    const sample = sampleInput(action);
    if (row.body && row.contentType === 'application/json')
      cases.push(...bodyCases(action, { $ref: `#/components/schemas/${row.body}` }, sample, '', 0));
    const { params } = operationOf(action);
    for (const name of Object.keys(row.query)) {
      const schema = deref(params.find((p: any) => p.in === 'query' && p.name === name)?.schema);
      const value = pastBound(schema, sample[name]);
      if (value !== undefined) cases.push({ action, field: name, where: 'query', value });
    }
  }
  return cases;
}

/** Sets `value` at a dotted path of a copy of `input`. */
function withValue(input: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(input);
  const keys = field.split('.');
  let node: any = copy;
  for (const key of keys.slice(0, -1)) node = node[key];
  node[keys.at(-1)!] = value;
  return copy;
}

/** The raw request of an action from a flat input: path, query and body as the action table says. */
function send(action: ActionName, input: Record<string, unknown>): Promise<Response> {
  const row = actions[action];
  const path = row.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input[name])));
  const query = new URLSearchParams();
  for (const name of Object.keys(row.query)) {
    const value = input[name];
    if (Array.isArray(value)) for (const item of value) query.append(name, String(item));
    else if (value !== undefined) query.set(name, String(value));
  }
  const body = row.body
    ? Object.fromEntries(
        Object.entries(input).filter(([k]) => !(k in row.query) && !(row.pathParams as readonly string[]).includes(k)),
      )
    : undefined;
  return fetch(`${TEST_BASE}${path}${query.size ? `?${query}` : ''}`, {
    method: row.method,
    headers: { ...GUEST, actiontag: action, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

const cases = allCases();

describe('every bound of the contract', () => {
  it('covers the services and kinds of bound', () => {
    const services = new Set(cases.map((c) => actions[c.action].service));
    expect([...services].sort()).toEqual(
      expect.arrayContaining(['buyer', 'buyer-account', 'checkout', 'content', 'logistics', 'order', 'search']),
    );
    expect(cases.length).toBeGreaterThan(300);
  });

  it.each(cases.map((c) => [`${c.action} ${c.where} ${c.field}`, c] as const))('%s', async (_, c) => {
    const res = await send(c.action, withValue(sampleInput(c.action), c.field, c.value));
    const body = await res.json();
    expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(400);
    expect(checkProblem(body)).toEqual([]);
    const fields: string[] = (body.errors ?? []).map((e: { field: string }) => e.field);
    expect(fields, body.message).toContain(c.field);
  });
});
