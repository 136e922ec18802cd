/**
 * The mock shop as a local HTTP server on 127.0.0.1, so the storefront, the CLI and Prism's proxy share
 * one shop. Node requests become Fetch requests answered by the same MSW handlers as in tests; bodies
 * are read with a size limit (body.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, HttpHandler } from 'msw';
import { WebSocketServer } from 'ws';
import { headerNames } from '@attar/sdk/rules';
import { receiveAnalyticsFrame, refuseAnalyticsKey, CLOSE_POLICY } from '../analytics.ts';
import { ShopError } from '../core/errors.ts';
import { meterRequest } from '../core/rate-limit.ts';
import { nextRequestId, problemBody, problemHeaders } from '../core/replies.ts';
import { createMockShop, type MockShop, type MockShopOptions } from '../index.ts';
import { SCENARIO_HEADER } from '../scenario-header.ts';
import { bodyLimitOf, BodyTooLargeError, declaredLength, describeBytes, readBody } from './body.ts';

export interface MockServerOptions extends MockShopOptions {
  port?: number;
  host?: string;
  /** Called after every request that may have changed the shop (to save `--state`). */
  onChange?: (mock: MockShop) => void;
  /** Called once per request with a one-line summary. */
  onRequest?: (line: string) => void;
}

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

/**
 * Starts the mock server and resolves once it listens.
 * @example
 * const { url, close } = await startMockServer({ port: 0 });
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const mock = createMockShop(options);
  const httpHandlers = mock.handlers.filter((h): h is HttpHandler => h instanceof HttpHandler);
  const host = options.host ?? '127.0.0.1';
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    void handle(mock, httpHandlers, req, res, options).catch((error: unknown) => {
      mock.shop.log(`[mock] request failed: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 500, message: 'The mock server failed.', code: 'server.error' }));
    });
  };
  const server = createServer(onRequest);
  // `Expect: 100-continue` (curl does it for large bodies): refuse an oversize body before it is sent
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    const limit = bodyLimitOf(req);
    if ((declaredLength(req) ?? 0) > limit) return refuseTooLarge(mock, req, res, limit, options);
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
        const result = receiveAnalyticsFrame(mock.shop, data.toString(), key!);
        if (!result.ok) client.send(JSON.stringify(result.rejection));
      });
    });
  });
  return sockets;
}

async function handle(
  mock: MockShop,
  httpHandlers: HttpHandler[],
  req: IncomingMessage,
  res: ServerResponse,
  options: MockServerOptions,
): Promise<void> {
  const origin = req.headers.origin;
  const cors = { ...CORS_HEADERS, 'access-control-allow-origin': origin ?? '*', vary: 'origin' };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const started = Date.now();
  const limit = bodyLimitOf(req);
  if ((declaredLength(req) ?? 0) > limit) return refuseTooLarge(mock, req, res, limit, options);
  let request: Request;
  try {
    request = await toFetchRequest(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuseTooLarge(mock, req, res, limit, options);
    throw error;
  }
  const response = await getResponse(httpHandlers, request);
  if (!response) {
    res.writeHead(404, { ...cors, 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 404, message: `No route for ${req.method} ${req.url}`, code: 'route.notFound' }));
    options.onRequest?.(`${req.method} ${req.url} -> 404 (no route)`);
    return;
  }
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers).end(body);
  const tag = req.headers.actiontag ? ` [${String(req.headers.actiontag)}]` : '';
  options.onRequest?.(`${req.method} ${req.url}${tag} -> ${response.status} (${Date.now() - started} ms)`);
  if (req.method !== 'GET') options.onChange?.(mock);
}

/**
 * 413 `request.tooLarge` in the Problem envelope, with `Connection: close`: Node then closes the
 * socket once the reply is out rather than reading the rest of the body, and the next request comes
 * on a new connection. It counts as a request of the shop (request id, rate-limit budget).
 */
function refuseTooLarge(
  mock: MockShop,
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
  options: MockServerOptions,
): void {
  const shop = mock.shop;
  const requestId = nextRequestId(shop);
  const message = `is larger than ${describeBytes(limit)}`;
  const error = new ShopError(
    413,
    'request.tooLarge',
    `The request body is larger than the ${describeBytes(limit)} this call takes.`,
    { fieldErrors: [{ field: '(body)', message }] },
  );
  const headers = {
    ...CORS_HEADERS,
    'access-control-allow-origin': req.headers.origin ?? '*',
    vary: 'origin',
    ...problemHeaders(error, requestId, meterRequest(shop)),
  };
  res.writeHead(413, { ...headers, 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify(problemBody(error, requestId, shop.nowIso())));
  options.onRequest?.(`${req.method} ${req.url} -> 413 (body over ${describeBytes(limit)})`);
}

async function toFetchRequest(req: IncomingMessage, limit: number): Promise<Request> {
  const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? await readBody(req, limit) : undefined;
  return new Request(url, { method: req.method ?? 'GET', headers, ...(body?.length ? { body } : {}) });
}
