/**
 * Reading a reply's body within bounds: at most `maxBytes` of it (a reply that keeps coming is cut off,
 * not buffered until memory runs out), and JSON at most `MAX_REPLY_DEPTH` deep (a reply nested
 * thousands deep parses, but the code that walks it afterwards, a validator, `JSON.stringify` or a
 * deep compare, overflows the stack). docs/decisions/013-bounded-replies.md says why these bounds.
 */

/** The default of `maxReplyBytes`: far above any reply of the contract, far below what hurts a browser tab. */
export const DEFAULT_MAX_REPLY_BYTES = 16 * 1024 * 1024;

/** The deepest nesting of arrays and objects a reply may have (the contract's deepest example nests 9 levels). */
export const MAX_REPLY_DEPTH = 256;

/** What reading a body can end with, besides its text. */
export const TOO_LARGE = Symbol('too large');

/**
 * The body of `response` as text (UTF-8, as `Response.text()` decodes it), or TOO_LARGE when it is
 * longer than `maxBytes`, declared or delivered; the rest is then not read. Rejects when the stream
 * fails; `signal` aborting cancels the read, so a body that never ends does not keep its stream.
 */
export async function readBody(response: Response, maxBytes: number, signal?: AbortSignal): Promise<string | typeof TOO_LARGE> {
  const body = response.body;
  if (Number(response.headers.get('content-length')) > maxBytes) {
    body?.cancel().catch(ignore);
    return TOO_LARGE;
  }
  if (body === null) return '';
  const reader = body.getReader();
  const stop = () => reader.cancel().catch(ignore);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!(value instanceof Uint8Array)) throw new TypeError('the reply body is not a byte stream');
      size += value.byteLength;
      if (size > maxBytes) {
        stop();
        return TOO_LARGE;
      }
      chunks.push(value);
    }
    return decoder.decode(chunks.length === 1 ? chunks[0] : concat(chunks, size));
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

const decoder = new TextDecoder();
const ignore = () => {};

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/**
 * True when no array or object in `text` opens more than `MAX_REPLY_DEPTH` levels deep. Counts brackets
 * outside strings in one pass, before parsing, so a deep reply is never built; text shorter than the
 * limit cannot be deeper than it and is not scanned.
 */
export function withinDepth(text: string): boolean {
  const length = text.length;
  if (length <= MAX_REPLY_DEPTH) return true;
  let depth = 0;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // a string: skip to its closing quote, past escaped characters
      for (i++; i < length; i++) {
        const s = text.charCodeAt(i);
        if (s === 0x5c) i++;
        else if (s === 0x22) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_REPLY_DEPTH) return false;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return true;
}
