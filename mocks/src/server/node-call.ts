/**
 * A Node request as the router's `Call`: headers read straight from Node's parsed headers, the query
 * parsed once, the body already read (with its limit, body.ts). A Fetch Request is built only when a
 * form body has to be parsed; JSON calls never need one.
 */
import type { IncomingMessage } from 'node:http';
import { cookiesOf, forwardedHttps, type Call } from '../core/call.ts';

const utf8 = new TextDecoder();

/** Node's parsed headers as a Fetch `Headers` (repeated ones kept). */
export function fetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

/** The full URL of a Node request, for a Fetch Request. */
export const requestUrl = (req: IncomingMessage): string => `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`;

/**
 * @example
 * const call = nodeCall(req, await readBody(req, limit), 'pageSize=8');
 */
export const nodeCall = (req: IncomingMessage, body: Buffer<ArrayBuffer>, search: string): Call =>
  new NodeCall(req, body, search);

/** A class rather than an object of closures: nothing is allocated per request but the call itself. */
class NodeCall implements Call {
  readonly query: URLSearchParams;
  readonly secure: boolean;
  readonly #req: IncomingMessage;
  readonly #body: Buffer<ArrayBuffer>;
  /** The request's cookies by name, read from its `Cookie` header on first use. */
  #cookies: Map<string, string> | undefined;

  constructor(req: IncomingMessage, body: Buffer<ArrayBuffer>, search: string) {
    this.#req = req;
    this.#body = body;
    this.query = new URLSearchParams(search);
    const proto = req.headers['x-forwarded-proto'];
    this.secure = proto !== undefined && forwardedHttps(String(proto));
  }

  header(name: string): string | null {
    const value = this.#req.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  text(): Promise<string> {
    return Promise.resolve(utf8.decode(this.#body));
  }

  cookie(name: string): string | null {
    if (!this.#cookies) {
      this.#cookies = new Map();
      const header = this.#req.headers.cookie;
      if (header) cookiesOf(header, this.#cookies);
    }
    return this.#cookies.get(name) ?? null;
  }

  formData(): Promise<FormData> {
    const req = this.#req;
    const body = this.#body;
    return new Request(requestUrl(req), {
      method: req.method ?? 'POST',
      headers: fetchHeaders(req),
      ...(body.length ? { body } : {}),
    }).formData();
  }
}
