/**
 * sdk/src/generated/rules.gen.ts (over rules/*.gen.ts, one module per rule), names.gen.ts and inputs.gen.ts:
 * the contract's input rules as plain constants, for code that checks
 * input before sending it (the CLI's option parsers, the storefront's forms, the mock shop's own
 * limits) without loading zod. From the merged document:
 *   - `<Name>Rule` for every named schema that is a bounded string, number or list, or an enum:
 *     `QuantityRule = { type: 'integer', minimum: 1, maximum: 10 }`;
 *   - `<actiontag>Input`: the rule of each input field (body, query and path) of one action that has
 *     one, pointing at the named rule where the field refers to one; `inputRules` gathers them;
 *   - `<Schema>Fields` (fields.gen.ts): each object schema's fields with their rules, replies included,
 *     so the mock shop keeps its state within what its replies may carry;
 *   - `headerNames`: every request header the contract names, by its parameter name;
 *   - `parameterNames`: the wire name of every shared header and cookie parameter, by its component name
 *     (`parameterNames.XsrfCookie` is `XSRF-TOKEN`), so code names them through the contract.
 * A rule is what a client can check alone: type, length, pattern, enum, range, item count. Objects and
 * cross-field rules stay with the validators and the server.
 */
import type { ActionEntry } from './spec-check.ts';
import { operations, type OpenApiDocument } from './spec-files.ts';

const KEYS = [
  'type',
  'format',
  'minLength',
  'maxLength',
  'pattern',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
] as const;
const lit = (v: unknown) => JSON.stringify(v);
const refName = (ref: string) => ref.split('/').pop()!;

type Schema = Record<string, any>;

/** The rule of a schema as source text, or undefined when it has nothing a client can check alone. */
function ruleOf(schema: Schema | undefined, named: Set<string>): string | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return named.has(refName(schema.$ref)) ? `${refName(schema.$ref)}Rule` : undefined;
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (type === 'object' || (!type && !schema.enum)) return undefined;
  const parts = KEYS.filter((key) => key !== 'type' && schema[key] !== undefined).map((key) => `${key}: ${lit(schema[key])}`);
  if (type === 'array') {
    const items = ruleOf(schema.items, named);
    if (items) parts.push(`items: ${items}`);
  }
  if (!parts.length || (parts.length === 1 && schema.format && type !== 'string')) return undefined;
  return `{ type: ${lit(type ?? 'string')}, ${parts.join(', ')} }`;
}

/** Doc comment from a schema's description, one line. */
const doc = (schema: Schema) =>
  schema.description ? `/** ${String(schema.description).replace(/\s+/g, ' ').replace(/\*\//g, '*\\/').trim()} */\n` : '';

export function generateRules(
  all: OpenApiDocument,
  header: string,
): { rules: string; names: string; ruleFiles: Record<string, string>; inputs: string; fields: string } {
  const schemas: Record<string, Schema> = all.components?.schemas ?? {};
  // named rules may refer to each other (a list of Pincode): order them so each comes after what it uses
  const named = new Set(
    Object.keys(schemas).filter((name) => {
      const s = schemas[name]!;
      const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
      return type !== 'object' && !s.oneOf && !s.anyOf && !s.allOf && !s.properties && (type || s.enum);
    }),
  );
  const emitted = new Set<string>();
  const lines: string[] = [];
  // one module per rule: a bundler keeps a module whole in one chunk, so the two rules a first view
  // needs (a product URL's id and slug) do not bring the forty its lazy forms use (see the barrel's note)
  const ruleFiles: Record<string, string> = {};
  const emit = (name: string) => {
    if (emitted.has(name)) return;
    emitted.add(name);
    const s = schemas[name]!;
    if (s.items?.$ref && named.has(refName(s.items.$ref))) emit(refName(s.items.$ref));
    const rule = ruleOf(s, named);
    if (rule) {
      lines.push(`export { ${name}Rule } from './rules/${name}Rule.gen.ts';`);
      const uses = [...new Set(rule.match(/\b[A-Z]\w*Rule\b/g) ?? [])].sort();
      const imports = uses.map((used) => `import { ${used} } from './${used}.gen.ts';\n`).join('');
      ruleFiles[`rules/${name}Rule.gen.ts`] =
        `${header}\n${imports ? `${imports}\n` : ''}${doc(s)}export const ${name}Rule = ${rule} as const;\n`;
    } else named.delete(name);
  };
  for (const name of [...named].sort()) emit(name);

  // each object's fields with their rules (replies included: the shop keeps within them too)
  const fieldLines: string[] = [];
  for (const [name, schema] of Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) {
    if (named.has(name)) continue;
    const fields = Object.entries<Schema>(schema.properties ?? {})
      .map(([field, property]) => [field, ruleOf(property, named)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
    if (fields.length)
      fieldLines.push(
        `/** Fields of ${name}. */\nexport const ${name}Fields = { ${fields.map(([f, r]) => `${f}: ${r}`).join(', ')} } as const;`,
      );
  }

  const parameters: Record<string, Schema> = all.components?.parameters ?? {};
  const input: string[] = [];
  const inputLines: string[] = [];
  const headers = new Map<string, string>();
  for (const { op } of operations(all)) {
    const params = (op.parameters ?? [])
      .map((p: Schema) => (p.$ref ? parameters[refName(p.$ref)] : p))
      .filter(Boolean) as Schema[];
    for (const p of params) if (p.in === 'header') headers.set(p.name, p.name);
    for (const action of op['x-actions'] as ActionEntry[]) {
      const fields: string[] = [];
      const body = action.body ? schemas[action.body] : undefined;
      for (const [field, schema] of Object.entries<Schema>(body?.properties ?? {})) {
        const rule = ruleOf(schema, named);
        if (rule) fields.push(`${field}: ${rule}`);
      }
      for (const p of params) {
        if (p.in === 'header' || p.in === 'cookie' || (p.in === 'query' && !(action.query ?? {})[p.name])) continue;
        const rule = ruleOf(p.schema, named);
        if (rule) fields.push(`${p.name}: ${rule}`);
      }
      if (fields.length)
        input.push(action.actiontag),
          inputLines.push(
            `/** Input rules of ${action.actiontag}. */\nexport const ${action.actiontag}Input = { ${fields.join(', ')} } as const;`,
          );
    }
  }
  input.sort();

  const rules = `${header}
/**
 * The contract's input rules as constants: check a value before sending it, name the limit in a usage
 * error or a form. Each rule is the named schema's own bounds (see spec/common.yaml and spec/README.md).
 */
export type Rule = {
  readonly type: 'string' | 'integer' | 'number' | 'boolean' | 'array';
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly items?: Rule;
};

${lines.join('\n')}

export { headerNames, parameterNames } from './names.gen.ts';
`;
  const names = `${header}
/** Every request header the contract names. */
export const headerNames = {
${[...headers.keys()]
  .sort()
  .map((name) => `  ${lit(name)}: ${lit(name)},`)
  .join('\n')}
} as const;

/** The wire name of each shared header and cookie parameter (spec/common.yaml), by its component name. */
export const parameterNames = {
${Object.entries(parameters)
  .filter(([, p]) => p.in === 'header' || p.in === 'cookie')
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([component, p]) => `  ${component}: ${lit(p.name)},`)
  .join('\n')}
} as const;
`;
  // the actions' input rules in a module of their own: a bundler keeps a module whole in one chunk,
  // so an app that reads one action's rules in a lazy chunk does not put every action's in its first
  const used = [...new Set(inputLines.join('\n').match(/\b[A-Z]\w*Rule\b/g) ?? [])].sort();
  const inputs = `${header}
import type { Rule } from './rules.gen.ts';
import { ${used.join(', ')} } from './rules.gen.ts';

${inputLines.sort().join('\n')}

/** Per actiontag, the rule of each input field (body, query, path) that has one (\`<actiontag>Input\`). */
export const inputRules = {
${input.map((tag) => `  ${tag}: ${tag}Input,`).join('\n')}
} as const satisfies Record<string, Record<string, Rule>>;
`;
  const usedByFields = [...new Set(fieldLines.join('\n').match(/\b[A-Z]\w*Rule\b/g) ?? [])].sort();
  const fields = `${header}
// each object schema's fields with their rules, \`<Schema>Fields\`; a module of its own, like inputs.gen.ts
import { ${usedByFields.join(', ')} } from './rules.gen.ts';

${fieldLines.join('\n')}
`;
  return { rules, names, ruleFiles, inputs, fields };
}
