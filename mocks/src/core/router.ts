/**
 * Routes every (method, path) of the spec to the shop's handlers by `actiontag`, enforcing what Prism
 * cannot: the header/body pairing, closed bodies, the marketplace headers and the caller's session.
 * Every reply, success or refusal, reports the rate-limit budget (core/rate-limit.ts).
 *
 * The routes are compiled once into a table keyed by method and path (`createRouteTable`). MSW's
 * runtimes reach them as one handler per route (`createRouteHandlers`); the standalone server looks
 * a request up in the table itself, so it skips MSW's per-request matching over every handler, its
 * cookie parsing and the Fetch Request and Response around each call (docs/decisions/012-mock-server-route-table.md).
 */
import { http, type HttpHandler } from 'msw';
import { actionFeatures, actions, type ActionName } from '@attar/sdk/contract';
import { featureOffFor } from '../shop/features.ts';
import type { Shop } from '../shop/shop.ts';
import { callFromRequest, jsonReply, toResponse, type Call, type Reply } from './call.ts';
import type { ActionHandlers, Caller, HandlerContext } from './context.ts';
import { bodyPropertySchema, checkBody, checkParams, checkReply } from './contract.ts';
import { ShopError, type FieldIssue } from './errors.ts';
import { budgetHeaders, exhausted, meterRequest, RateLimitedError, takeRateLimit, type Budget } from './rate-limit.ts';
import { cachedRead, CACHED_READS, invalidateReads, readKey, readVersion, storeRead } from './read-cache.ts';
import { nextRequestId, problemReply } from './replies.ts';
import { parseScenario, SCENARIO_HEADER, type Scenario } from './scenario.ts';
import { resolveSession } from './sessions.ts';
import { checkXsrf, xsrfSetCookie } from './xsrf.ts';

export interface RouterOptions {
  /** Prefix of every route: `*` (any origin, the default) or a base URL. */
  baseUrl?: string;
  /** Check every reply against the contract and turn a mismatch into a 500 (on in tests). */
  checkReplies?: boolean;
  /**
   * Called with each `Set-Cookie` value a reply carries. The browser entry stores it in `document.cookie`:
   * a reply made by a service worker cannot set a cookie, so the page does what the browser would have.
   */
  onCookie?: (setCookie: string) => void;
  /**
   * Keep the replies of the catalogue's listing reads as JSON text and answer the same read again
   * from it until any other call, control route or analytics frame reaches the shop (core/read-cache.ts).
   * Every check of the request still runs. Only for a shop whose state changes through its routes
   * alone: the standalone server turns it on; in-process runtimes, whose tests may change
   * `mock.shop.state` directly, leave it off.
   */
  cacheReads?: boolean;
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

/** One route of the table: answers a call with the path parameters already taken out of its path. */
export interface CompiledRoute extends Route {
  answer(call: Call, params: Record<string, string>): Promise<Reply>;
}

export interface RouteTable {
  routes: CompiledRoute[];
  /**
   * The route of a method and path (no query), as MSW matches it: any case, one trailing slash
   * allowed, parameters URL-decoded. Undefined when no route of the contract has that method and path.
   */
  match(method: string, pathname: string): { route: CompiledRoute; params: Record<string, string> } | undefined;
}

/**
 * The route table behind each mock shop's handlers (createMockShop registers it), for the standalone
 * server: the same routes as the handlers, looked up by method and path.
 */
export const routeTables = new WeakMap<object, RouteTable>();

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;

/** Compiles every route of the action table over the shop that `getShop` returns. */
export function createRouteTable(
  getShop: () => Shop,
  handlers: Partial<ActionHandlers>,
  options: RouterOptions = {},
): RouteTable {
  const compiled = routes().map(
    (route): CompiledRoute => ({
      ...route,
      answer: (call, params) => answerCall(getShop(), route, call, params, handlers, options),
    }),
  );
  const fixed = new Map<string, CompiledRoute>();
  const withParams: Array<{ route: CompiledRoute; method: string; pattern: RegExp; names: string[] }> = [];
  for (const route of compiled) {
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (!names.length) fixed.set(routeKey(route.method, route.path), route);
    else {
      const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/#?]+?)');
      withParams.push({ route, method: route.method, pattern: new RegExp(`^${source}/?$`, 'i'), names });
    }
  }
  return {
    routes: compiled,
    match(method, pathname) {
      const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
      const route = fixed.get(routeKey(method, path));
      if (route) return { route, params: {} };
      for (const candidate of withParams) {
        if (candidate.method !== method.toUpperCase()) continue;
        const found = candidate.pattern.exec(pathname);
        if (!found) continue;
        const params: Record<string, string> = {};
        candidate.names.forEach((name, i) => {
          params[name] = safeDecode(found[i + 1]!);
        });
        return { route: candidate.route, params };
      }
      return undefined;
    },
  };
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The MSW handlers of a route table: one per route, answering any origin unless a base URL is given. */
export function routeHandlers(table: RouteTable, options: RouterOptions = {}): HttpHandler[] {
  const base = options.baseUrl ?? '*';
  return table.routes.map((route) => {
    const method = route.method.toLowerCase() as 'get' | 'put' | 'post' | 'delete' | 'patch';
    return http[method](`${base}${toMswPath(route.path)}`, async ({ request, params, cookies }) =>
      toResponse(await route.answer(callFromRequest(request, cookies), params as Record<string, string>)),
    );
  });
}

/** Builds the MSW handlers for every route over the shop that `getShop` returns. */
export function createRouteHandlers(
  getShop: () => Shop,
  handlers: Partial<ActionHandlers>,
  options: RouterOptions = {},
): HttpHandler[] {
  return routeHandlers(createRouteTable(getShop, handlers, options), options);
}

/** One call of a route: the shop's reply, or a Problem for a refusal or a crash. */
async function answerCall(
  shop: Shop,
  route: Route,
  call: Call,
  params: Record<string, string>,
  handlers: Partial<ActionHandlers>,
  options: RouterOptions,
): Promise<Reply> {
  const requestId = nextRequestId(shop);
  const budget = meterRequest(shop);
  let reply: Reply;
  let refusedForgery = false;
  // a call that may write empties the read cache before it runs and once it has
  const invalidates = options.cacheReads === true && !CACHED_READS.has(call.header('actiontag') ?? '');
  if (invalidates) invalidateReads(shop);
  try {
    reply = await dispatch(shop, route, call, params, handlers, { requestId, budget, options });
  } catch (error) {
    if (error instanceof RateLimitedError) reply = problemReply(shop, requestId, error, exhausted(error.retryAfterSeconds!));
    else if (error instanceof ShopError) {
      refusedForgery = error.code.startsWith('xsrf.');
      reply = problemReply(shop, requestId, error, budget);
    } else {
      shop.log(`[mock] ${requestId} crashed: ${error instanceof Error ? error.stack : String(error)}`);
      reply = problemReply(
        shop,
        requestId,
        new ShopError(500, 'server.error', 'Something went wrong on our side. Please try again.'),
        budget,
      );
    }
  } finally {
    if (invalidates) invalidateReads(shop);
  }
  // every reply hands out the anti-forgery cookie to a caller that does not echo it yet (core/xsrf.ts)
  const setCookie = xsrfSetCookie(call, refusedForgery);
  if (setCookie) {
    reply.headers['set-cookie'] = setCookie;
    options.onCookie?.(setCookie);
  }
  return reply;
}

async function dispatch(
  shop: Shop,
  route: Route,
  call: Call,
  params: Record<string, string>,
  handlers: Partial<ActionHandlers>,
  { requestId, budget, options }: { requestId: string; budget: Budget; options: RouterOptions },
): Promise<Reply> {
  const { scenario, problems } = parseScenario(call.header(SCENARIO_HEADER) ?? '', shop.flags, 'request');
  if (problems.length)
    throw new ShopError(400, 'scenario.invalid', problems.join('; '), {
      fieldErrors: problems.map((message) => ({ field: `headers.${SCENARIO_HEADER}`, message })),
    });
  const retryAfter = takeRateLimit(shop, scenario);
  if (scenario.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, scenario.latencyMs));
  if (retryAfter !== undefined) throw new RateLimitedError(retryAfter);
  if (scenario.errorRate > 0 && shop.random.next() < scenario.errorRate) {
    throw new ShopError(500, 'server.error', 'The shop failed on purpose (scenario errors).');
  }

  const tag = call.header('actiontag');
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
  checkMarketplaceHeaders(call);
  checkXsrf(call, action);
  const caller = resolveCaller(shop, call);
  // a store feature the action needs (its x-actions row) is switched off: refused before anything else
  const off = featureOffFor(shop, actionFeatures[action]);
  if (off) throw off;

  const row = actions[action];
  const query = readQuery(action, call.query);
  const path = { ...params };
  const body = row.body ? await readBody(action, call) : undefined;
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
  const input = { ...(body as object), ...query, ...path };
  const replyHeaders = () => ({ 'x-request-id': requestId, ...budgetHeaders(budget) });
  const cacheKey =
    options.cacheReads && CACHED_READS.has(action) ? readKey(action, caller, call.header(SCENARIO_HEADER), input) : undefined;
  if (cacheKey !== undefined) {
    const hit = cachedRead(shop, cacheKey);
    if (hit) return { status: 200, headers: replyHeaders(), body: envelope(hit.message, requestId, shop.nowIso(), hit.data) };
  }
  const version = cacheKey === undefined ? 0 : readVersion(shop);
  const ctx: HandlerContext<ActionName> = {
    action,
    input: input as never,
    shop,
    caller,
    scenario,
    reply: { message: 'OK' },
  };
  const data = await handler(ctx);
  const reply = { status: 200, message: ctx.reply.message, requestId, timestamp: shop.nowIso(), data };
  if (options.checkReplies && !shop.uncheckedReplies.has(action)) {
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
  if (data === undefined) return jsonReply(200, reply, replyHeaders());
  const dataJson = JSON.stringify(data);
  if (cacheKey !== undefined) storeRead(shop, cacheKey, version, reply.message, dataJson);
  return { status: 200, headers: replyHeaders(), body: envelope(reply.message, requestId, reply.timestamp, dataJson) };
}

/** The JSON text of a success reply around data already serialised: what `JSON.stringify` of the whole reply gives. */
const envelope = (message: string, requestId: string, timestamp: string, data: string): string =>
  `{"status":200,"message":${JSON.stringify(message)},"requestId":${JSON.stringify(requestId)},"timestamp":${JSON.stringify(timestamp)},"data":${data}}`;

const headerProblem = (name: string, message: string, code = 'request.invalidHeader') =>
  new ShopError(400, code, `Header ${name} ${message}`, { fieldErrors: [{ field: `headers.${name}`, message }] });

const FIXED_HEADERS: Array<[string, string]> = [
  ['responseFlag', 'true'],
  ['dataTag', 'PRIMARY'],
  ['channel', 'web'],
];

function checkMarketplaceHeaders(call: Call): void {
  for (const [name, value] of FIXED_HEADERS) {
    const got = call.header(name);
    if (got !== value) throw headerProblem(name, got === null ? `is required (${value})` : `must be ${value}, got "${got}"`);
  }
  const apiType = call.header('apiType');
  if (apiType !== 'G' && apiType !== 'C')
    throw headerProblem('apiType', apiType === null ? 'is required (G or C)' : `must be G or C, got "${apiType}"`);
}

/** Public key with apiType G is a guest; a live token with apiType C is a buyer; anything else is 401. */
function resolveCaller(shop: Shop, call: Call): Caller {
  const auth = call.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(auth);
  if (!match)
    throw new ShopError(401, 'auth.missingCredentials', 'Send the marketplace key or your session token as a bearer token.');
  const token = match[1]!;
  const apiType = call.header('apiType');
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
function readQuery(action: ActionName, params: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name of Object.keys(actions[action].query)) {
    const values = params.getAll(name);
    if (values.length === 1) query[name] = values[0];
    else if (values.length > 1) query[name] = values;
  }
  return query;
}

async function readBody(action: ActionName, call: Call): Promise<unknown> {
  const type = (call.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    let form: FormData;
    try {
      form = await call.formData();
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
  const text = await call.text();
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
