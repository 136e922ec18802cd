/** The merged contract as codegen wrote it, with small helpers to walk it in tests. */
import spec from '../src/generated/openapi.gen.json' with { type: 'json' };

export interface XAction {
  actiontag: string;
  sdk: string;
  body?: string;
  query?: Record<string, 'required' | 'optional'>;
  reply: string;
  guard?: string;
  session?: string;
}

export const document = spec as unknown as {
  paths: Record<string, Record<string, any>>;
  components: Record<string, Record<string, any>>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of every marketplace service. */
export function allOperations() {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as any })),
  );
}

/** Resolves a local `$ref` (parameters, schemas) one level. */
export function deref<T = any>(node: any): T {
  if (node && typeof node.$ref === 'string') {
    const [, section, name] = node.$ref.replace('#/components/', '').match(/^([^/]+)\/(.+)$/) ?? [];
    return deref(document.components[section!]?.[name!]);
  }
  return node;
}

/** A plausible value for a parameter: its example, its schema's example or default, else by type. */
export function sampleParameter(param: any): unknown {
  const p = deref(param);
  const schema = deref(p.schema ?? {});
  const candidates = [
    p.example,
    ...(Object.values(p.examples ?? {}) as any[]).map((e) => e?.value),
    schema.examples?.[0],
    schema.example,
    schema.default,
    schema.enum?.[0],
  ];
  const found = candidates.find((v) => v !== undefined);
  if (found !== undefined) return found;
  return schema.type === 'integer' || schema.type === 'number' ? 1 : 'SAMPLE';
}
