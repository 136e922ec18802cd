/**
 * Request and reply checks against the contract (the merged OpenAPI document), compiled lazily per
 * action with Ajv. Request bodies are closed, so an unknown field is named; query and form values
 * arrive as strings and are coerced by the parameter's schema.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { actions, openapiDocument, type ActionName } from '@attar/sdk/contract';
import type { FieldIssue } from './errors.ts';

function createAjv(coerceTypes: boolean) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerceTypes ? 'array' : false, useDefaults: false });
  addFormats(ajv);
  for (const format of ['binary', 'int32', 'int64', 'float', 'double', 'password', 'byte']) ajv.addFormat(format, true);
  ajv.addSchema({ $id: 'attar', components: openapiDocument.components }, 'attar');
  return ajv;
}

const strictAjv = createAjv(false);
const coercingAjv = createAjv(true);
const cache = new Map<string, ValidateFunction>();

const rebase = (schema: unknown): object =>
  JSON.parse(JSON.stringify(schema ?? {}).replaceAll('"#/components/', '"attar#/components/'));

const compile = (key: string, schema: object, coerce: boolean): ValidateFunction => {
  let fn = cache.get(key);
  if (!fn) {
    fn = (coerce ? coercingAjv : strictAjv).compile(schema);
    cache.set(key, fn);
  }
  return fn;
};

/** The operation object of an action, with its parameters resolved. */
export function operationOf(action: ActionName): { op: any; params: any[] } {
  const row = actions[action];
  const op = openapiDocument.paths[row.path]?.[row.method.toLowerCase()];
  const params = (op?.parameters ?? []).map((p: any) =>
    p.$ref ? openapiDocument.components.parameters?.[p.$ref.split('/').pop()] : p,
  );
  return { op, params };
}

/** The schema of one body property (to decode multipart and form fields). */
export function bodyPropertySchema(action: ActionName, field: string): any {
  const body = actions[action].body;
  if (!body) return undefined;
  const schema = openapiDocument.components.schemas?.[body]?.properties?.[field];
  return schema?.$ref ? openapiDocument.components.schemas?.[schema.$ref.split('/').pop()] : schema;
}

function issues(errors: ErrorObject[] | null | undefined, prefix: string): FieldIssue[] {
  return (errors ?? []).map((e) => {
    const missing = e.keyword === 'required' ? `.${(e.params as { missingProperty: string }).missingProperty}` : '';
    const extra =
      e.keyword === 'additionalProperties' ? `.${(e.params as { additionalProperty: string }).additionalProperty}` : '';
    const path = `${prefix}${e.instancePath.replaceAll('/', '.')}${missing}${extra}`.replace(/^\./, '');
    const message =
      e.keyword === 'additionalProperties'
        ? 'is not a field of this action'
        : e.keyword === 'required'
          ? 'is required'
          : (e.message ?? 'is invalid');
    return { field: path || prefix || '(body)', message };
  });
}

/** Checks a decoded body against the action's closed request schema. */
export function checkBody(action: ActionName, body: unknown, coerce: boolean): FieldIssue[] {
  const name = actions[action].body;
  if (!name) return [];
  const validate = compile(`body:${name}:${coerce}`, { $ref: `attar#/components/schemas/${name}` }, coerce);
  return validate(body) ? [] : issues(validate.errors, '');
}

/** The query and path validators of each action, built on first use. */
const paramValidators = new Map<ActionName, { query: ValidateFunction; path: ValidateFunction }>();

function paramValidatorsOf(action: ActionName): { query: ValidateFunction; path: ValidateFunction } {
  let found = paramValidators.get(action);
  if (found) return found;
  const { params } = operationOf(action);
  const row = actions[action];
  const group = (where: 'query' | 'path', names: string[], required: string[]) => {
    const properties: Record<string, unknown> = {};
    for (const name of names) properties[name] = rebase(params.find((p) => p.in === where && p.name === name)?.schema ?? {});
    return compile(`${where}:${action}`, { type: 'object', properties, required }, true);
  };
  const requiredQuery = Object.entries(row.query)
    .filter(([, v]) => v === 'required')
    .map(([k]) => k);
  found = {
    query: group('query', Object.keys(row.query), requiredQuery),
    path: group('path', [...row.pathParams], [...row.pathParams]),
  };
  paramValidators.set(action, found);
  return found;
}

/** Checks (and coerces in place) the query and path parameters an action takes. */
export function checkParams(action: ActionName, query: Record<string, unknown>, path: Record<string, unknown>): FieldIssue[] {
  const validators = paramValidatorsOf(action);
  const problems: FieldIssue[] = [];
  if (!validators.query(query)) problems.push(...issues(validators.query.errors, ''));
  if (!validators.path(path)) problems.push(...issues(validators.path.errors, ''));
  return problems;
}

/** Checks a reply body against the action's reply schema (the mock's self-check). */
export function checkReply(action: ActionName, reply: unknown): FieldIssue[] {
  const name = actions[action].reply;
  const validate = compile(`reply:${name}`, { $ref: `attar#/components/schemas/${name}` }, false);
  return validate(reply) ? [] : issues(validate.errors, '');
}

/** Checks a failure body against `Problem`. */
export function checkProblem(reply: unknown): FieldIssue[] {
  const validate = compile('problem', { $ref: 'attar#/components/schemas/Problem' }, false);
  return validate(reply) ? [] : issues(validate.errors, '');
}
