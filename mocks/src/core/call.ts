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

/** The call of a Fetch Request (MSW's runtimes). */
export function callFromRequest(request: Request): Call {
  return {
    query: new URL(request.url).searchParams,
    header: (name) => request.headers.get(name),
    text: () => request.text(),
    formData: () => request.formData(),
  };
}

/** A reply as a Fetch Response (MSW's runtimes). */
export const toResponse = (reply: Reply): Response =>
  new HttpResponse(reply.body, { status: reply.status, headers: { 'content-type': 'application/json', ...reply.headers } });
