/**
 * Request building: one action call as URL, headers and body. What does not change from call to call
 * (the service's base joined with the path, which input names go to the query or the path, the body's
 * encoding) is worked out once per action and client, on its first call, so a call only walks its input.
 */
import type { ActionName } from './generated/actions.gen.ts';
import { actionRow, type ActionRow } from './action-table.ts';

/** One action's request as far as it is known before the input: built once per client and action. */
export interface RequestTemplate {
  name: ActionName;
  row: ActionRow;
  /** The service's base and the action's path, its `{parameters}` still in it. */
  url: string;
  /** The input names that travel in the query, and in the path (undefined: none). */
  query: ReadonlySet<string> | undefined;
  pathParams: ReadonlySet<string> | undefined;
  /** The body is JSON (the common case); else a form, encoded by encoding.ts. */
  json: boolean;
}

/** The template of `name` for a client whose services are at `baseOf(service)`. */
export function requestTemplate(name: ActionName, baseOf: (service: ActionRow['service']) => string): RequestTemplate {
  const row = actionRow(name);
  const base = baseOf(row.service);
  return {
    name,
    row,
    url: `${base.replace(/\/$/, '')}${row.path}`,
    query: row.query?.length ? new Set(row.query) : undefined,
    pathParams: row.pathParams?.length ? new Set(row.pathParams) : undefined,
    json: row.contentType === 'application/json',
  };
}

/**
 * The URL and the body fields of one call: flat input split by the template into query, path and body.
 * The contract's path and query parameters are all strings and integers, one value each (form style).
 * An action sends a body exactly when it has a content type; undefined values are left out.
 */
export function requestParts(
  t: RequestTemplate,
  input: Record<string, unknown> | undefined,
): { url: string; body: Record<string, unknown> | undefined } {
  const hasBody = t.row.contentType !== undefined;
  // the common case (a JSON body, no query or path parameters): the input is the body, as JSON.stringify drops undefined
  if (!t.query && !t.pathParams) return { url: t.url, body: hasBody ? (t.json && input ? input : definedOf(input)) : undefined };
  let search = '';
  let path: Record<string, unknown> | undefined;
  const body: Record<string, unknown> = {};
  if (input) {
    for (const key in input) {
      const value = input[key];
      if (value === undefined) continue;
      if (t.query?.has(key)) {
        if (value !== null) search += `${search ? '&' : '?'}${key}=${encodeURIComponent(String(value))}`;
      } else if (t.pathParams?.has(key)) (path ??= {})[key] = value;
      else body[key] = value;
    }
  }
  const url =
    path || t.pathParams
      ? t.url.replace(/\{(\w+)\}/g, (param, name: string) =>
          path?.[name] === undefined ? param : encodeURIComponent(String(path[name])),
        )
      : t.url;
  return { url: url + search, body: hasBody ? body : undefined };
}

/** A copy of `input` without its undefined values. */
function definedOf(input: Record<string, unknown> | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key in input) if (input[key] !== undefined) body[key] = input[key];
  return body;
}
