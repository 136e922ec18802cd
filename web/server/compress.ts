/**
 * Compression of what the server makes as it goes (pages, forwarded API replies, health): brotli when
 * the browser takes it, else gzip. Brotli at a low quality level: a page streams out as React renders
 * it, and quality 4 compresses about as well as gzip's best at a fraction of the time. The built assets
 * are compressed once at build time (the `.br` and `.gz` files next to them) and served as they are.
 */
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
/** Smaller bodies gain nothing worth the work. */
const MIN_BYTES = 1024;

/**
 * Picks the encoding from an Accept-Encoding header: the one the browser ranks highest of br and gzip
 * (br on a tie), none when both are refused (`q=0`, or `*;q=0` without naming them) or not offered.
 */
export function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const rank = (name: string) => offered.get(name) ?? offered.get('*') ?? 0;
  const br = rank('br');
  const gzip = rank('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const length = Number(res.headers.get('content-length') ?? Number.NaN);
    // a body already read (or locked by a reader) cannot be piped again: it goes out as it is
    if (
      !res.body ||
      res.bodyUsed ||
      res.body.locked ||
      res.headers.has('content-encoding') ||
      !COMPRESSIBLE.test(type) ||
      length < MIN_BYTES
    )
      return;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    res.headers.append('Vary', 'Accept-Encoding');
    if (!encoding) return;
    const zlib =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 }, flush: constants.BROTLI_OPERATION_FLUSH })
        : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
    const { readable, writable } = Duplex.toWeb(zlib) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    const compressed = new Response(res.body.pipeThrough({ readable, writable }), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
    // Hono's `c.res` setter copies the old answer's headers onto the new one, its Content-Length
    // included (the uncompressed length: the browser would wait for bytes that never come). Clear it first.
    c.res = undefined;
    c.res = compressed;
  };
}
