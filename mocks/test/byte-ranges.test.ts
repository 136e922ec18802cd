/** Byte ranges of the made files: which part a Range header asks for, and the reply for it. */
import { describe, expect, it } from 'vitest';
import { entityTag, fileReply, rangeOf } from '../src/byte-ranges.ts';

const BYTES = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
const ask = (headers: Record<string, string>) =>
  fileReply(new Request('http://shop.test/f', { headers }), BYTES, { 'content-type': 'video/webm' });
const body = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('rangeOf', () => {
  it('reads a range with both ends, an open end and a suffix', () => {
    expect(rangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(rangeOf('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(rangeOf('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(rangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(rangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(rangeOf(' BYTES=7-7 ', 1000)).toEqual({ start: 7, end: 7 });
  });

  it('calls a range past the end, or the last 0 bytes, unsatisfiable', () => {
    expect(rangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(rangeOf('bytes=1000-1200', 1000)).toBe('unsatisfiable');
    expect(rangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(rangeOf('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores what it does not read: no header, another unit, several ranges, reversed or empty ends', () => {
    for (const header of [null, '', 'items=0-9', 'bytes=0-9,20-29', 'bytes=9-0', 'bytes=-', 'bytes=a-b', 'bytes 0-9'])
      expect(rangeOf(header, 1000), String(header)).toBeUndefined();
  });
});

describe('fileReply', () => {
  it('sends the whole file with its length, Accept-Ranges and a strong ETag', async () => {
    const res = await ask({});
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe('1000');
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{24}"$/);
    expect(await body(res)).toEqual(BYTES);
  });

  it('answers a range with 206, its part and where it lies in the file', async () => {
    const first = await ask({ range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe('bytes 0-99/1000');
    expect(first.headers.get('content-length')).toBe('100');
    expect(await body(first)).toEqual(BYTES.slice(0, 100));
    const rest = await ask({ range: 'bytes=900-' });
    expect(rest.headers.get('content-range')).toBe('bytes 900-999/1000');
    expect(await body(rest)).toEqual(BYTES.slice(900));
    const tail = await ask({ range: 'bytes=-10' });
    expect(tail.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(await body(tail)).toEqual(BYTES.slice(990));
  });

  it('answers a range past the end with 416 and the file size', async () => {
    const res = await ask({ range: 'bytes=5000-' });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
  });

  it('revalidates by ETag (304) and sends a part only while If-Range names these bytes', async () => {
    const etag = await entityTag(BYTES);
    expect(etag).toBe(await entityTag(BYTES.slice()));
    expect(etag).not.toBe(await entityTag(BYTES.slice(1)));
    expect((await ask({ 'if-none-match': etag })).status).toBe(304);
    expect((await ask({ 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    expect((await ask({ 'if-none-match': '"other"' })).status).toBe(200);
    expect((await ask({ range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
    // the client's part is of other bytes: the whole file instead
    expect((await ask({ range: 'bytes=0-9', 'if-range': '"old"' })).status).toBe(200);
  });
});
