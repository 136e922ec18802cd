/**
 * Routes every (method, path) of the spec to the shop's handlers by `actiontag`, enforcing what Prism
 * cannot: the header/body pairing, closed bodies, the marketplace headers and the caller's session.
 * Every reply, success or refusal, reports the rate-limit budget (core/rate-limit.ts).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { actions, type ActionName } from '@attar/sdk/contract';
import type { Shop } from '../shop/shop.ts';
import type { ActionHandlers, Caller, HandlerContext } from './context.ts';
import { bodyPropertySchema, checkBody, checkParams, checkReply } from './contract.ts';
import { ShopError, type FieldIssue } from './errors.ts';
import { budgetHeaders, exhausted, meterRequest, RateLimitedError, takeRateLimit, type Budget } from './rate-limit.ts';
import { nextRequestId, problemReply } from './replies.ts';
import { parseScenario, SCENARIO_HEADER, type Scenario } from './scenario.ts';
import { resolveSession } from './sessions.ts';

export interface RouterOptions {
  /** Prefix of every route: `*` (any origin, the default) or a base URL. */
  baseUrl?: string;
  /** Check every reply against the contract and turn a mismatch into a 500 (on in tests). */
  checkReplies?: boolean;
}

type Route = { method: string; path: string; actions: ActionName[] };

/** The routes of the action table: one per method and path, with the actions sharing it. */
export function routes(): Route[] {
  const byKey = new Map<string, Route>();
  for (const name of Object.keys(actions) as ActionName[]) {
    const { method, path } = actions[name];
    const key = `${method} ${path}`;
    const route = byKey.get(key) ?? { method, path, actions: [] };
    route.actions.push(name);
    byKey.set(key, route);
  }
  return [...byKey.values()];
}

const toMswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Builds the MSW handlers for every route over the shop that `getShop` returns. */
export function createRouteHandlers(
  getShop: () => Shop,
  handlers: Partial<ActionHandlers>,
  options: RouterOptions = {},
): HttpHandler[] {
  const base = options.baseUrl ?? '*';
  return routes().map((route) => {
    const method = route.method.toLowerCase() as 'get' | 'put' | 'post' | 'delete' | 'patch';
    return http[method](`${base}${toMswPath(route.path)}`, async ({ request, params }) => {
      const shop = getShop();
      const requestId = nextRequestId(shop);
      const budget = meterRequest(shop);
      try {
        return await dispatch(shop, route, request, params as Record<string, string>, handlers, { requestId, budget, options });
      } catch (error) {
        if (error instanceof RateLimitedError) return problemReply(shop, requestId, error, exhausted(error.retryAfterSeconds!));
        if (error instanceof ShopError) return problemReply(shop, requestId, error, budget);
        shop.log(`[mock] ${requestId} crashed: ${error instanceof Error ? error.stack : String(error)}`);
        return problemReply(
          shop,
          requestId,
          new ShopError(500, 'server.error', 'Something went wrong on our side. Please try again.'),
          budget,
        );
      }
    });
  });
}

async function dispatch(
  shop: Shop,
  route: Route,
  request: Request,
  params: Record<string, string>,
  handlers: Partial<ActionHandlers>,
  { requestId, budget, options }: { requestId: string; budget: Budget; options: RouterOptions },
): Promise<Response> {
  const { scenario, problems } = parseScenario(request.headers.get(SCENARIO_HEADER) ?? '', shop.flags, 'request');
  if (problems.length)
    throw new ShopError(400, 'scenario.invalid', problems.join('; '), {
      fieldErrors: problems.map((message) => ({ field: `headers.${SCENARIO_HEADER}`, message })),
    });
  const retryAfter = takeRateLimit(shop, scenario);
  if (scenario.latencyMs > 0) await delay(scenario.latencyMs);
  if (retryAfter !== undefined) throw new RateLimitedError(retryAfter);
  if (scenario.errorRate > 0 && shop.random.next() < scenario.errorRate) {
    throw new ShopError(500, 'server.error', 'The shop failed on purpose (scenario errors).');
  }

  const tag = request.headers.get('actiontag');
  if (!tag)
    throw headerProblem('actiontag', `is required; this endpoint takes ${route.actions.join(', ')}`, 'request.actiontagMissing');
  if (!route.actions.includes(tag as ActionName)) {
    throw headerProblem(
      'actiontag',
      `"${tag}" is not an action of ${route.method} ${route.path}; expected one of ${route.actions.join(', ')}`,
      'request.unknownAction',
    );
  }
  const action = tag as ActionName;
  checkMarketplaceHeaders(request);
  const caller = resolveCaller(shop, request);

  const row = actions[action];
  const url = new URL(request.url);
  const query = readQuery(action, url);
  const path = { ...params };
  const body = row.body ? await readBody(action, request) : undefined;
  const fieldErrors: FieldIssue[] = [...checkParams(action, query, path)];
  if (row.body)
    fieldErrors.push(
      ...withFilesSetAside(body, (plain) => checkBody(action, plain ?? {}, row.contentType !== 'application/json')),
    );
  if (fieldErrors.length) {
    const first = fieldErrors[0]!;
    throw new ShopError(400, 'request.invalid', `${first.field} ${first.message}`, { fieldErrors });
  }
  if (row.signedIn && caller.kind !== 'buyer') throw new ShopError(401, 'auth.signInRequired', 'Please sign in to continue.');

  const handler = handlers[action] as ((ctx: HandlerContext<ActionName>) => unknown) | undefined;
  if (!handler) throw new ShopError(501, 'mock.notImplemented', `The mock shop does not handle ${action} yet.`);
  const ctx: HandlerContext<ActionName> = {
    action,
    input: { ...(body as object), ...query, ...path } as never,
    shop,
    caller,
    scenario,
    request,
    reply: { message: 'OK' },
  };
  const data = await handler(ctx);
  const reply = { status: 200, message: ctx.reply.message, requestId, timestamp: shop.nowIso(), data };
  if (options.checkReplies) {
    const issues = checkReply(action, reply);
    if (issues.length) {
      shop.log(`[mock] ${requestId} ${action} reply breaks the contract: ${JSON.stringify(issues.slice(0, 5))}`);
      throw new ShopError(
        500,
        'mock.contractViolation',
        `The mock's reply to ${action} breaks ${row.reply}: ${issues
          .slice(0, 3)
          .map((i) => `${i.field} ${i.message}`)
          .join('; ')}`,
        { fieldErrors: issues },
      );
    }
  }
  return HttpResponse.json(reply, { status: 200, headers: { 'x-request-id': requestId, ...budgetHeaders(budget) } });
}

const headerProblem = (name: string, message: string, code = 'request.invalidHeader') =>
  new ShopError(400, code, `Header ${name} ${message}`, { fieldErrors: [{ field: `headers.${name}`, message }] });

const FIXED_HEADERS: Array<[string, string]> = [
  ['responseFlag', 'true'],
  ['dataTag', 'PRIMARY'],
  ['channel', 'web'],
];

function checkMarketplaceHeaders(request: Request): void {
  for (const [name, value] of FIXED_HEADERS) {
    const got = request.headers.get(name);
    if (got !== value) throw headerProblem(name, got === null ? `is required (${value})` : `must be ${value}, got "${got}"`);
  }
  const apiType = request.headers.get('apiType');
  if (apiType !== 'G' && apiType !== 'C')
    throw headerProblem('apiType', apiType === null ? 'is required (G or C)' : `must be G or C, got "${apiType}"`);
}

/** Public key with apiType G is a guest; a live token with apiType C is a buyer; anything else is 401. */
function resolveCaller(shop: Shop, request: Request): Caller {
  const auth = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(auth);
  if (!match)
    throw new ShopError(401, 'auth.missingCredentials', 'Send the marketplace key or your session token as a bearer token.');
  const token = match[1]!;
  const apiType = request.headers.get('apiType');
  if (token === shop.marketplaceKey) {
    if (apiType !== 'G') throw new ShopError(401, 'auth.apiTypeMismatch', 'The public key speaks with apiType G.');
    return { kind: 'guest' };
  }
  const session = resolveSession(shop, token);
  if (!session) throw new ShopError(401, 'auth.sessionExpired', 'Your session has expired. Please sign in again.');
  if (apiType !== 'C') throw new ShopError(401, 'auth.apiTypeMismatch', 'A session token speaks with apiType C.');
  return { kind: 'buyer', buyerId: session.buyerId, token };
}

/** Query values as strings, repeated keys as arrays (coerced by schema later). */
function readQuery(action: ActionName, url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name of Object.keys(actions[action].query)) {
    const values = url.searchParams.getAll(name);
    if (values.length === 1) query[name] = values[0];
    else if (values.length > 1) query[name] = values;
  }
  return query;
}

async function readBody(action: ActionName, request: Request): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new ShopError(400, 'request.malformedBody', 'The form body could not be read.');
    }
    const body: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const schema = bodyPropertySchema(action, key);
      const values = form.getAll(key).map((v) => decodeFormValue(v, schema?.type === 'array' ? schema.items : schema));
      body[key] = schema?.type === 'array' ? values : values[0];
    }
    return body;
  }
  const text = await request.text();
  if (text.trim() === '') return {};
  if (type !== 'application/json' && type !== '') {
    throw new ShopError(
      415,
      'request.unsupportedMediaType',
      `Send ${actions[action].contentType ?? 'application/json'}, not ${type}.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ShopError(400, 'request.malformedJson', 'The request body is not valid JSON.', {
      fieldErrors: [{ field: '(body)', message: 'is not valid JSON' }],
    });
  }
}

/**
 * Validates a form body whose files are set aside: Ajv sees a placeholder string (a binary field is a
 * string in the schema) and coerces the other fields in place; the files come back afterwards.
 */
function withFilesSetAside<T>(body: unknown, check: (plain: unknown) => T): T {
  if (typeof body !== 'object' || body === null) return check(body);
  const record = body as Record<string, unknown>;
  const files: Array<[string, number | undefined, Blob]> = [];
  for (const [key, value] of Object.entries(record)) {
    if (value instanceof Blob) {
      files.push([key, undefined, value]);
      record[key] = `file:${key}`;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item instanceof Blob) {
          files.push([key, i, item]);
          value[i] = `file:${key}:${i}`;
        }
      });
    }
  }
  try {
    return check(record);
  } finally {
    for (const [key, index, file] of files) {
      if (index === undefined) record[key] = file;
      else (record[key] as unknown[])[index] = file;
    }
  }
}

function decodeFormValue(value: FormDataEntryValue, schema: any): unknown {
  if (typeof value !== 'string') return value;
  if (schema?.type === 'object' || schema?.$ref) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}
