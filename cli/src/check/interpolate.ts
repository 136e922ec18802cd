/**
 * `${...}` references in step inputs, headers and expectations:
 *
 * - `${steps.<name>.data.items[0].cin}`: an earlier step's result (`data`, `error.code`, `requestId`, `status`)
 * - `${vars.orderId}`: the scenario's `vars` and every `save` so far
 * - `${env.ATTAR_USERNAME}`, `${env.ATTAR_USERNAME:-9876543210}`: the environment, with a default
 * - `${run.id}`: a fresh id per scenario run (idempotency keys)
 *
 * A string that is exactly one reference keeps the value's type (a number stays a number, a list a
 * list); references inside longer text are joined as text. `$${` writes a literal `${`. An unknown
 * reference fails the step naming it, instead of sending an empty value.
 *
 * `{ $pick: [cin, quantity], from: '${steps.review.data.cart.items}' }` keeps only those fields of an
 * object, or of each object of a list (cart lines into order lines).
 */
import { lookup } from './paths.ts';

export class InterpolationError extends Error {}

export interface Scope {
  steps: Record<string, unknown>;
  vars: Record<string, unknown>;
  env: Record<string, string | undefined>;
  run: { id: string; scenario: string };
}

const WHOLE = /^\$\{([^{}]+)\}$/;
const ANY = /\$\$\{|\$\{([^{}]+)\}/g;

function reference(expression: string, scope: Scope): unknown {
  const [rawPath, fallback] = splitDefault(expression.trim());
  const dot = rawPath.search(/[.[]/);
  const root = dot === -1 ? rawPath : rawPath.slice(0, dot);
  const rest = dot === -1 ? '' : rawPath.slice(rawPath[dot] === '.' ? dot + 1 : dot);
  let base: unknown;
  switch (root) {
    case 'steps':
    case 'vars':
    case 'run':
      base = scope[root];
      break;
    case 'env': {
      const value = scope.env[rest];
      if (value !== undefined && value !== '') return value;
      if (fallback !== undefined) return fallback;
      throw new InterpolationError(`\${${expression}}: the environment has no ${rest}`);
    }
    default:
      throw new InterpolationError(`\${${expression}}: a reference starts with steps., vars., env. or run.`);
  }
  let found;
  try {
    found = lookup(base, rest);
  } catch (error) {
    throw new InterpolationError(`\${${expression}}: ${(error as Error).message}`);
  }
  if (found.found && found.value !== undefined) return found.value;
  if (fallback !== undefined) return fallback;
  const known =
    root === 'steps'
      ? ` (steps so far: ${Object.keys(scope.steps).join(', ') || 'none'})`
      : root === 'vars'
        ? ` (vars: ${Object.keys(scope.vars).join(', ') || 'none'})`
        : '';
  throw new InterpolationError(`\${${expression}}: nothing at ${root}.${found.found ? rest : found.at}${known}`);
}

/** `name:-default` -> [name, default]. */
function splitDefault(expression: string): [string, string | undefined] {
  const at = expression.indexOf(':-');
  return at === -1 ? [expression, undefined] : [expression.slice(0, at).trim(), expression.slice(at + 2)];
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Resolves the references in one string. */
export function interpolateString(text: string, scope: Scope): unknown {
  const whole = WHOLE.exec(text);
  if (whole) return reference(whole[1]!, scope);
  return text.replace(ANY, (match, expression: string | undefined) =>
    expression === undefined ? '${' : asText(reference(expression, scope)),
  );
}

function pick(value: unknown, keys: unknown): unknown {
  if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string'))
    throw new InterpolationError('$pick takes a list of field names');
  const one = (item: unknown) => {
    if (item === null || typeof item !== 'object') throw new InterpolationError(`$pick needs objects, got ${asText(item)}`);
    return Object.fromEntries(
      keys
        .filter((k) => (item as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, (item as Record<string, unknown>)[k]]),
    );
  };
  return Array.isArray(value) ? value.map(one) : one(value);
}

/** `{ $file: 'receipt.jpg', type: 'image/jpeg', bytes: 512 }`: a stand-in file for a multipart field (zeros). */
function standInFile(name: unknown, type: unknown, bytes: unknown): File {
  if (typeof name !== 'string' || typeof type !== 'string')
    throw new InterpolationError('$file takes a file name and a `type` (a media type such as image/jpeg)');
  const size = bytes === undefined ? 1024 : Number(bytes);
  if (!Number.isInteger(size) || size < 1) throw new InterpolationError('$file `bytes` is a whole number of bytes');
  return new File([new Uint8Array(size)], name, { type });
}

/** Resolves every reference in a value (strings, lists and objects, recursively). */
export function interpolate(value: unknown, scope: Scope): unknown {
  if (typeof value === 'string') return interpolateString(value, scope);
  if (Array.isArray(value)) return value.map((item) => interpolate(item, scope));
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('$pick' in record) return pick(interpolate(record.from, scope), record.$pick);
    if ('$file' in record) return standInFile(record.$file, record.type, record.bytes);
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, interpolate(item, scope)]));
  }
  return value;
}
