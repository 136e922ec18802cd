/** Inputs for any action, from the spec: path and query parameter examples plus the request example. */
import type { ActionName } from '@attar/sdk';
import { actions, openapiDocument } from '@attar/sdk/contract';
import { operationOf } from '../src/core/contract.ts';

const deref = (node: any): any =>
  node?.$ref ? deref(openapiDocument.components[node.$ref.split('/')[2]!]?.[node.$ref.split('/').pop()]) : node;

function sampleParameter(param: any): unknown {
  const schema = deref(param.schema ?? {});
  const candidates = [
    param.example,
    ...Object.values<any>(param.examples ?? {}).map((e) => e?.value),
    schema.examples?.[0],
    schema.example,
    schema.default,
    schema.enum?.[0],
  ];
  const found = candidates.find((v) => v !== undefined);
  if (found !== undefined) return found;
  return schema.type === 'integer' || schema.type === 'number' ? 1 : 'SAMPLE';
}

/** The spec's own example input for an action (flat: path, query and body). */
export function sampleInput(name: ActionName): Record<string, unknown> {
  const row = actions[name];
  const { op, params } = operationOf(name);
  const input: Record<string, unknown> = {};
  for (const p of params.filter((p) => p.in === 'path')) input[p.name] = sampleParameter(p);
  for (const q of Object.keys(row.query)) input[q] = sampleParameter(params.find((p) => p.in === 'query' && p.name === q));
  if (row.body) {
    const media = Object.values<any>(op.requestBody.content)[0];
    Object.assign(input, structuredClone(media.examples?.[name]?.value ?? {}));
  }
  return input;
}
