/** Test helpers: a client whose fetch is injected and observed (no globals patched). */
import { createAttarClient, createMemorySession, type AttarClientOptions } from '../src/index.ts';

export interface Observed {
  method: string;
  url: URL;
  headers: Headers;
  body: string | FormData | null;
}

export type Responder = (request: Request) => Response | Promise<Response>;

/** A JSON reply with the given envelope fields. */
export function reply(body: unknown, init: ResponseInit = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  reply({ status: 200, message: 'OK', requestId: 'req_test0001', timestamp: '2026-11-20T10:15:30Z', data, ...extra });

export const problem = (
  status: number,
  code: string,
  message: string,
  httpStatus = status,
  extra: Record<string, unknown> = {},
) =>
  reply(
    {
      status,
      message,
      requestId: 'req_fail0001',
      timestamp: '2026-11-20T10:15:30Z',
      type: `urn:attar:problem:${code}`,
      title: 'Refused',
      code,
      ...extra,
    },
    { status: httpStatus },
  );

/**
 * Creates a client whose every request is recorded and answered by `respond`.
 * @example
 * const { client, requests } = createObservedClient(() => ok({ done: true }));
 */
export function createObservedClient(respond: Responder, options: AttarClientOptions = {}) {
  const requests: Observed[] = [];
  const session = options.session ?? createMemorySession();
  const client = createAttarClient({
    baseUrl: 'http://shop.test',
    session,
    getCookie: () => undefined,
    ...options,
    fetch: async (request: Request) => {
      const type = request.headers.get('content-type') ?? '';
      const body =
        request.body === null
          ? null
          : type.startsWith('multipart/form-data')
            ? await request.clone().formData()
            : await request.clone().text();
      requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
      return respond(request);
    },
  });
  return { client, requests, session };
}
