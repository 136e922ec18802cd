/**
 * Byte ranges of the made files (RFC 9110 §14): a player asks for a clip in parts (`Range: bytes=…`)
 * to start before the whole file is in and to seek. One range is answered with 206 and its part, a
 * range past the end with 416; a header it does not read (another unit, several ranges, a malformed
 * one) is ignored and the whole file sent, as the RFC allows. A strong ETag from the bytes lets a
 * client revalidate (304) and ask for the rest of what it has (`If-Range`).
 */

/** The part asked for, as first and last byte (both included). */
export interface ByteRange {
  start: number;
  end: number;
}

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * The one range of a `Range` header over a file of `size` bytes: the part, 'unsatisfiable' when it
 * starts past the end (or asks for the last 0 bytes), or undefined when the header is to be ignored.
 * @example rangeOf('bytes=0-99', 1000) // { start: 0, end: 99 }
 * @example rangeOf('bytes=-100', 1000) // { start: 900, end: 999 }
 * @example rangeOf('bytes=2000-', 1000) // 'unsatisfiable'
 */
export function rangeOf(header: string | null, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = ONE_RANGE.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first, last] = match as unknown as [string, string, string];
  if (!first && !last) return undefined;
  if (!first) {
    // a suffix: the last n bytes (all of them when the file is shorter)
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last ? Math.min(Number(last), size - 1) : size - 1 };
}

/** A strong validator of the bytes: the start of their SHA-256 (the same bytes, the same tag, anywhere). */
export async function entityTag(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return `"${Array.from(digest.subarray(0, 12), (b) => b.toString(16).padStart(2, '0')).join('')}"`;
}

/** Whether an `If-None-Match` header names this tag (or `*`): the client has these bytes already. */
const matches = (header: string | null, tag: string): boolean =>
  header !== null && header.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === tag);

/**
 * The reply for a made file: 304 when the client's copy is current, 206 with the part a Range header
 * asks for (only while `If-Range`, when sent, names these bytes), 416 for a range past the end, the
 * whole file otherwise. `headers` (type, caching) go on every one of them.
 */
export async function fileReply(request: Request, bytes: Uint8Array, headers: Record<string, string>): Promise<Response> {
  const etag = await entityTag(bytes);
  const common = { ...headers, etag, 'accept-ranges': 'bytes' };
  if (matches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers: common });
  const ifRange = request.headers.get('if-range');
  const range = ifRange === null || ifRange.trim() === etag ? rangeOf(request.headers.get('range'), bytes.length) : undefined;
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...common, 'content-range': `bytes */${bytes.length}` } });
  }
  if (range) {
    const part = bytes.slice(range.start, range.end + 1);
    return new Response(part, {
      status: 206,
      headers: {
        ...common,
        'content-range': `bytes ${range.start}-${range.end}/${bytes.length}`,
        'content-length': String(part.length),
      },
    });
  }
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { ...common, 'content-length': String(bytes.length) },
  });
}
