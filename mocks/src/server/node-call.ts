/**
 * A Node request as the router's `Call`: headers read straight from Node's parsed headers, the query
 * parsed once, the body already read (with its limit, body.ts). A Fetch Request is built only when a
 * form body has to be parsed; JSON calls never need one.
 */
import type { IncomingMessage } from 'node:http';
import { cookieFromHeader, forwardedHttps, type Call } from '../core/call.ts';

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
export function nodeCall(req: IncomingMessage, body: Buffer<ArrayBuffer>, search: string): Call {
  return {
    query: new URLSearchParams(search),
    header(name) {
      const value = req.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
    text: async () => utf8.decode(body),
    cookie: (name) => cookieFromHeader(req.headers.cookie, name),
    secure: forwardedHttps(String(req.headers['x-forwarded-proto'] ?? '')),
    formData: () =>
      new Request(requestUrl(req), {
        method: req.method ?? 'POST',
        headers: fetchHeaders(req),
        ...(body.length ? { body } : {}),
      }).formData(),
  };
}
