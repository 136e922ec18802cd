/**
 * Request bodies of the mock server, read with a size limit: a body over it is refused with 413
 * `request.tooLarge` as soon as the limit is passed, counted while it streams in (or at once from a
 * `Content-Length` over it), so a 20 MB post costs neither 20 MB of memory nor a stalled event loop.
 */
import type { IncomingMessage } from 'node:http';
import { actions } from '@attar/sdk/contract';

const MiB = 1024 * 1024;

/**
 * JSON and form bodies. The largest the contract allows is `ordersCreate` with every string at its
 * `maxLength` in three-byte characters (Devanagari, Tamil): about 300 KB, 600 KB if every character
 * came JSON-escaped (`\uXXXX`). 1 MiB keeps that with room to spare and refuses anything bigger.
 */
export const BODY_LIMIT = MiB;

/**
 * Review photos (`reviewsAdd`, `reviewsUpdate`, multipart): 5 photos of at most 5 MiB each
 * (`review.tooManyImages`, `review.imageTooLarge`, the `images` bounds), about 0.2 MB of text fields
 * at their longest and the multipart framing: 25.2 MiB; 26 MiB keeps a legal upload and the shop's
 * own 422 for a sixth or a too-large photo reachable, and refuses anything bigger.
 */
export const UPLOAD_LIMIT = 26 * MiB;

/** Paths whose actions take `multipart/form-data` (the review forms). */
const uploadPaths = new Set<string>(
  Object.values(actions)
    .filter((a) => a.contentType === 'multipart/form-data')
    .map((a) => a.path),
);

/** The limit of one request: the upload limit only for a multipart post to a path that takes one. */
export function bodyLimitOf(req: IncomingMessage): number {
  const type = req.headers['content-type'];
  if (type === undefined || !type.toLowerCase().includes('multipart/form-data')) return BODY_LIMIT;
  const path = (req.url ?? '/').split('?')[0]!;
  return type.split(';')[0]!.trim().toLowerCase() === 'multipart/form-data' && uploadPaths.has(path) ? UPLOAD_LIMIT : BODY_LIMIT;
}

/** The size a request declares in `Content-Length`, when it declares one. */
export function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  return header !== undefined && /^[0-9]+$/.test(header) ? Number(header) : undefined;
}

/** A body over its limit; nothing past the limit was read. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is over ${describeBytes(limit)}.`);
    this.name = 'BodyTooLargeError';
  }
}

export const describeBytes = (bytes: number): string => (bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${bytes} bytes`);

/**
 * Reads a body up to `limit` bytes. Past the limit it stops reading (the stream is paused, the bytes
 * so far dropped) and rejects with BodyTooLargeError; the caller answers 413 with `Connection: close`,
 * so Node closes the socket after the reply instead of reading the rest.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.pause();
      chunks.length = 0;
      reject(new BodyTooLargeError(limit));
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    req.once('error', reject);
  });
}

/** How long, and how many more bytes, a refused upload is still read (and dropped) after its 413. */
const LINGER = { ms: 2000, bytes: 32 * MiB };

/**
 * Lets the 413 reach a client that is still sending. After a reply with `Connection: close` Node
 * closes the socket at once; bytes the client sent that were never read make the kernel answer with a
 * reset, and a client can lose the reply it was sent (fetch then says only "fetch failed"). Instead
 * the socket is half-closed once the reply is out and what still arrives is read and dropped, for at
 * most 2 s or 32 MiB (past the upload limit, so any body a client means to send is drained whole), or
 * until the client closes: a lingering close, as nginx and Apache do it. Nothing read is kept, so
 * memory stays flat; a client that keeps sending is cut off after the bound.
 */
export function lingerAfterReply(req: IncomingMessage): void {
  const socket = req.socket;
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER.bytes) socket.destroy();
  });
  req.resume();
  // Node's HTTP server calls destroySoon once the reply of a `Connection: close` exchange is out
  socket.destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), LINGER.ms);
    socket.once('close', () => clearTimeout(timer));
    socket.end();
  };
}
