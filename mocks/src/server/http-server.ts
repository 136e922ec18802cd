/**
 * The mock shop as a local HTTP server on 127.0.0.1, so the storefront, the CLI and Prism's proxy share
 * one shop. A call of the contract is looked up in the route table behind the MSW handlers and answered
 * by the same route, straight from the Node request (node-call.ts); everything else (control routes,
 * media, third-party lookups) becomes a Fetch request answered by MSW's `getResponse`. Bodies are read
 * with a size limit (body.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, HttpHandler } from 'msw';
import { WebSocketServer } from 'ws';
import { headerNames } from '@attar/sdk/rules';
import { receiveAnalyticsFrame, refuseAnalyticsKey, CLOSE_POLICY } from '../analytics.ts';
import { ShopError } from '../core/errors.ts';
import { meterRequest } from '../core/rate-limit.ts';
import { invalidateReads } from '../core/read-cache.ts';
import { nextRequestId, problemBody, problemHeaders } from '../core/replies.ts';
import { routeTables, type RouteTable } from '../core/router.ts';
import { createMockShop, type MockShop, type MockShopOptions } from '../index.ts';
import { pictureFolder } from '../picture-folder.ts';
import { SCENARIO_HEADER } from '../scenario-header.ts';
import { DEFAULT_CORS_ORIGINS } from './cors-origins.ts';
import { bodyLimitOf, BodyTooLargeError, declaredLength, describeBytes, lingerAfterReply, readBody } from './body.ts';
import { fetchHeaders, nodeCall, requestUrl } from './node-call.ts';

export interface MockServerOptions extends MockShopOptions {
  port?: number;
  host?: string;
  /**
   * Called before every reply is sent, once the shop has answered (and before a 413): `--state`
   * writes what the request changed here, so a change is on disk before it is acknowledged. A
   * rejection turns the reply into a 500 that says so.
   */
  beforeReply?: (mock: MockShop, request: { method: string; actiontag?: string }) => void | Promise<void>;
  /** Called once per request with a one-line summary. */
  onRequest?: (line: string) => void;
  /**
   * Origins whose pages may call the shop from a browser (CORS); `DEFAULT_CORS_ORIGINS` when not
   * given. Any other origin's requests get no `Access-Control-Allow-*` headers, so its scripts can
   * neither send the marketplace headers nor read a reply.
   */
  corsOrigins?: readonly string[];
}

export { DEFAULT_CORS_ORIGINS };

export interface RunningMockServer {
  url: string;
  mock: MockShop;
  server: Server;
  close(): Promise<void>;
}

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-methods': 'GET, PUT, POST, DELETE, PATCH, OPTIONS',
  // the contract's request headers (generated from the spec), the bearer token, JSON bodies and the scenario switch
  'access-control-allow-headers': ['authorization', ...Object.keys(headerNames), 'content-type', SCENARIO_HEADER]
    .map((name) => name.toLowerCase())
    .join(', '),
  // what a storefront on another origin needs to read: the request id to quote, when to retry, the budget
  'access-control-expose-headers': 'x-request-id, retry-after, ratelimit-limit, ratelimit-remaining, ratelimit-reset',
  'access-control-max-age': '600',
};

/** The CORS headers of a reply: the allow headers for a configured origin only (none for a call without an Origin). */
function corsHeaders(req: IncomingMessage, options: MockServerOptions): Record<string, string> {
  const origin = req.headers.origin;
  const allowed = origin !== undefined && (options.corsOrigins ?? DEFAULT_CORS_ORIGINS).includes(origin);
  return allowed ? { ...CORS_HEADERS, 'access-control-allow-origin': origin, vary: 'origin' } : NO_CORS;
}

/** What a reply to a call from no configured origin carries (shared: never changed, only spread). */
const NO_CORS: Readonly<Record<string, string>> = Object.freeze({ vary: 'origin' });

/**
 * Starts the mock server and resolves once it listens.
 * @example
 * const { url, close } = await startMockServer({ port: 0 });
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  // the server is the only way into its shop's state: the listing reads can be answered from a cache
  const mock = createMockShop({ pictures: pictureFolder(), ...options, cacheReads: options.cacheReads ?? true });
  // with a base URL the routes answer one origin only: MSW's matching checks it
  const table = options.baseUrl ? undefined : routeTables.get(mock);
  const tableRoutes = new Set<unknown>(table?.routes.map((r) => `${r.method} ${r.path}`));
  // the rest (control routes, media, third-party lookups) through MSW, without the table's routes
  const httpHandlers = mock.handlers.filter(
    (h): h is HttpHandler => h instanceof HttpHandler && !tableRoutes.has(routeOfHandler(h)),
  );
  const host = options.host ?? '127.0.0.1';
  const fail = (res: ServerResponse) => (error: unknown) => {
    mock.shop.log(`[mock] request failed: ${error instanceof Error ? error.stack : String(error)}`);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 500, message: 'The mock server failed.', code: 'server.error' }));
  };
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    void handle(mock, table, httpHandlers, req, res, options).catch(fail(res));
  };
  const server = createServer(onRequest);
  // `Expect: 100-continue` (curl does it for large bodies): refuse an oversize body before it is sent
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    const limit = bodyLimitOf(req);
    if ((declaredLength(req) ?? 0) > limit) return void refuseTooLarge(mock, req, res, limit, options).catch(fail(res));
    res.writeContinue();
    onRequest(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => resolve());
  });
  const sockets = attachAnalyticsSocket(server, mock, options);
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  return {
    url,
    mock,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The analytics socket on `/analytics?key=...`: the same checks and store as MSW's in-process link. */
function attachAnalyticsSocket(server: Server, mock: MockShop, options: MockServerOptions): WebSocketServer {
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/analytics') {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (client) => {
      const key = url.searchParams.get('key');
      const refused = refuseAnalyticsKey(mock.shop, key);
      if (refused) {
        client.send(JSON.stringify(refused));
        client.close(CLOSE_POLICY, refused.code);
        return;
      }
      options.onRequest?.('analytics socket connected');
      client.on('message', (data) => {
        invalidateReads(mock.shop);
        const result = receiveAnalyticsFrame(mock.shop, data.toString(), key!);
        if (!result.ok) client.send(JSON.stringify(result.rejection));
        // a frame has no reply to hold back; what it stored is journalled all the same
        void Promise.resolve(options.beforeReply?.(mock, { method: 'WEBSOCKET' })).catch((error: unknown) =>
          mock.shop.log(`[mock] could not save the shop's state: ${error instanceof Error ? error.message : String(error)}`),
        );
      });
    });
  });
  return sockets;
}

/** `METHOD /path` of a route handler, in the spec's spelling, to leave the table's routes out of MSW's list. */
function routeOfHandler(handler: HttpHandler): string {
  const { method, path } = handler.info;
  return `${String(method)} ${String(path)
    .replace(/^\*/, '')
    .replace(/:(\w+)/g, '{$1}')}`;
}

async function handle(
  mock: MockShop,
  table: RouteTable | undefined,
  httpHandlers: HttpHandler[],
  req: IncomingMessage,
  res: ServerResponse,
  options: MockServerOptions,
): Promise<void> {
  const cors = corsHeaders(req, options);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const started = Date.now();
  const limit = bodyLimitOf(req);
  if ((declaredLength(req) ?? 0) > limit) return refuseTooLarge(mock, req, res, limit, options);
  let body: Buffer<ArrayBuffer> | undefined;
  try {
    body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuseTooLarge(mock, req, res, limit, options);
    throw error;
  }
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const found = table?.match(req.method ?? 'GET', queryAt === -1 ? url : url.slice(0, queryAt));
  let status: number;
  let headers: Record<string, string>;
  let payload: string | Buffer;
  if (found) {
    const reply = await found.route.answer(
      nodeCall(req, body ?? EMPTY, queryAt === -1 ? '' : url.slice(queryAt + 1)),
      found.params,
    );
    ({ status, headers, body: payload } = reply);
    headers = { ...cors, 'content-type': 'application/json', ...headers };
  } else {
    const request = new Request(requestUrl(req), {
      method: req.method ?? 'GET',
      headers: fetchHeaders(req),
      ...(body?.length ? { body } : {}),
    });
    // a control route may change anything (flags, the clock, the whole shop): no cached read survives it
    invalidateReads(mock.shop);
    const response = await getResponse(httpHandlers, request).finally(() => invalidateReads(mock.shop));
    if (!response) {
      status = 404;
      headers = { ...cors, 'content-type': 'application/json' };
      payload = JSON.stringify({ status: 404, message: `No route for ${req.method} ${req.url}`, code: 'route.notFound' });
    } else {
      status = response.status;
      headers = { ...cors };
      response.headers.forEach((value, key) => {
        headers[key] = value;
      });
      payload = Buffer.from(await response.arrayBuffer());
    }
  }
  if (!(await saved(mock, req, res, cors, options))) return;
  res.writeHead(status, headers).end(payload);
  if (options.onRequest) {
    const tag = req.headers.actiontag ? ` [${String(req.headers.actiontag)}]` : '';
    const note = !found && status === 404 && !headers['x-request-id'] ? ' (no route)' : '';
    options.onRequest(`${req.method} ${req.url}${tag} -> ${status}${note} (${Date.now() - started} ms)`);
  }
}

const EMPTY = Buffer.alloc(0) as Buffer<ArrayBuffer>;

/**
 * Runs `beforeReply` (the `--state` journal). When it fails, the change is not on disk: the reply
 * becomes a 500 saying so rather than an acknowledgement, and false is returned.
 */
async function saved(
  mock: MockShop,
  req: IncomingMessage,
  res: ServerResponse,
  cors: Record<string, string>,
  options: MockServerOptions,
): Promise<boolean> {
  if (!options.beforeReply) return true;
  try {
    const tag = req.headers.actiontag;
    await options.beforeReply(mock, { method: req.method ?? 'GET', ...(typeof tag === 'string' ? { actiontag: tag } : {}) });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    mock.shop.log(`[mock] could not save the shop's state: ${reason}`);
    res.writeHead(500, { ...cors, 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ status: 500, message: `The mock shop could not save its state: ${reason}`, code: 'mock.stateNotSaved' }),
    );
    return false;
  }
}

/**
 * 413 `request.tooLarge` in the Problem envelope, with `Connection: close`: Node then closes the
 * socket once the reply is out rather than reading the rest of the body, and the next request comes
 * on a new connection. It counts as a request of the shop (request id, rate-limit budget).
 */
async function refuseTooLarge(
  mock: MockShop,
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
  options: MockServerOptions,
): Promise<void> {
  const shop = mock.shop;
  const requestId = nextRequestId(shop);
  const message = `is larger than ${describeBytes(limit)}`;
  const error = new ShopError(
    413,
    'request.tooLarge',
    `The request body is larger than the ${describeBytes(limit)} this call takes.`,
    { fieldErrors: [{ field: '(body)', message }] },
  );
  const headers = { ...corsHeaders(req, options), ...problemHeaders(error, requestId, meterRequest(shop)) };
  const body = JSON.stringify(problemBody(error, requestId, shop.nowIso()));
  lingerAfterReply(req);
  if (!(await saved(mock, req, res, headers, options))) return;
  res.writeHead(413, { ...headers, 'content-type': 'application/json', connection: 'close' });
  res.end(body);
  options.onRequest?.(`${req.method} ${req.url} -> 413 (body over ${describeBytes(limit)})`);
}
