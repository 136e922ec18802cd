/**
 * What the router reads of a request and what it answers, kept apart from any runtime: MSW hands it
 * a Fetch `Request` (`callFromRequest`), the standalone server a Node request whose body it has read
 * (server/node-call.ts), and both turn the same `Reply` into what they send. One set of handlers,
 * reached without building a Fetch Request and Response per call where the runtime has none.
 */
import { HttpResponse } from 'msw';

export interface Call {
  /** Query parameters of the URL. */
  readonly query: URLSearchParams;
  /** A header's value (case-insensitive name), repeated headers joined by `, `; null when absent. */
  header(name: string): string | null;
  /** The body decoded as UTF-8 (a leading byte-order mark dropped, as Fetch does). */
  text(): Promise<string>;
  /** The body as a form (multipart or URL-encoded). */
  formData(): Promise<FormData>;
  /** A cookie's value as the request carries it; null when absent. */
  cookie(name: string): string | null;
  /** The request came over https (its URL, or `X-Forwarded-Proto` from a proxy in front). */
  readonly secure: boolean;
}

/** A reply of the router: always JSON. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  /** The JSON text. */
  body: string;
}

/** A JSON reply. */
export const jsonReply = (status: number, data: unknown, headers: Record<string, string>): Reply => ({
  status,
  headers,
  body: JSON.stringify(data),
});

/**
 * The call of a Fetch Request (MSW's runtimes). `cookies` are MSW's view of the request's cookies: in a
 * browser worker the page's cookies (a service worker never sees the Cookie header), in Node the header's.
 */
export function callFromRequest(request: Request, cookies: Record<string, string> = {}): Call {
  const url = new URL(request.url);
  return {
    query: url.searchParams,
    header: (name) => request.headers.get(name),
    text: () => request.text(),
    formData: () => request.formData(),
    cookie: (name) => (Object.hasOwn(cookies, name) ? cookies[name]! : null),
    secure: url.protocol === 'https:' || forwardedHttps(request.headers.get('x-forwarded-proto')),
  };
}

/** Whether a proxy's `X-Forwarded-Proto` (the first hop's) says https. */
export const forwardedHttps = (value: string | null | undefined): boolean =>
  (value ?? '').split(',')[0]!.trim().toLowerCase() === 'https';

/** The cookies of a `Cookie` header into `into`, by name (the first of a repeated name wins). */
export function cookiesOf(header: string, into: Map<string, string>): Map<string, string> {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!into.has(name)) into.set(name, part.slice(eq + 1).trim());
  }
  return into;
}

/** A reply as a Fetch Response (MSW's runtimes). */
export const toResponse = (reply: Reply): Response =>
  new HttpResponse(reply.body, { status: reply.status, headers: { 'content-type': 'application/json', ...reply.headers } });
