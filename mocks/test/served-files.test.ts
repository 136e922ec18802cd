/**
 * The browser worker's picture source in the demo build (served-files.ts): the made clips and their
 * posters fetched from the static host that ships them, once each, and served by the media route as
 * from a folder, in the byte ranges a video player asks for.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMediaHandlers } from '../src/media.ts';
import { DEFAULT_PICTURES_DIR } from '../src/picture-folder.ts';
import { CLIP_FORMATS, clipFiles } from '../src/pictures.ts';
import { servedFiles } from '../src/served-files.ts';

const SHOP = 'http://demo.test';
/** The static host: the picture folder under /made/, every request it was asked counted. */
let host: Server;
let made: string;
const asked: string[] = [];
const mock = setupServer();

beforeAll(async () => {
  host = createServer((req, res) => {
    asked.push(req.url ?? '');
    const file = join(DEFAULT_PICTURES_DIR, decodeURIComponent((req.url ?? '').replace(/^\/made\//, '')));
    if (!req.url?.startsWith('/made/') || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  made = `http://127.0.0.1:${(host.address() as AddressInfo).port}/made/`;
  mock.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(async () => {
  mock.close();
  await new Promise((resolve) => host.close(resolve));
});
beforeEach(() => {
  asked.length = 0;
  mock.resetHandlers();
});

describe('the made files a demo build ships', () => {
  it('are every clip in every format and its poster’s files, all of them in the picture folder', () => {
    const files = clipFiles();
    for (const { format } of CLIP_FORMATS) expect(files).toContain(`video/distillery-640.${format}`);
    expect(files).toContain('banners/distillery-poster-640.avif');
    expect(files).toContain('banners/distillery-poster-640.jpg');
    for (const file of files) expect(existsSync(join(DEFAULT_PICTURES_DIR, file)), file).toBe(true);
  });
});

describe('servedFiles', () => {
  it('fetches a listed file from the host once and keeps it; never asks for one not listed', async () => {
    const source = servedFiles(made, clipFiles());
    const disk = readFileSync(join(DEFAULT_PICTURES_DIR, 'video/distillery-640.webm'));
    // the same bytes (compared as a Buffer: an element-wise deep equal of 230 kB takes seconds)
    const same = async () => disk.equals((await source('video/distillery-640.webm'))!);
    expect(await same()).toBe(true);
    expect(await same()).toBe(true);
    expect(asked).toEqual(['/made/video/distillery-640.webm']);
    expect(await source('products/rose-attar-640.avif')).toBeUndefined();
    expect(asked).toHaveLength(1);
  });

  it('gives nothing for a file the host does not have, and asks again next time', async () => {
    const source = servedFiles(made, ['video/missing-640.webm']);
    expect(await source('video/missing-640.webm')).toBeUndefined();
    expect(await source('video/missing-640.webm')).toBeUndefined();
    expect(asked).toEqual(['/made/video/missing-640.webm', '/made/video/missing-640.webm']);
  });

  it('lets the media route answer the clip in the parts a player asks for, and the poster as made', async () => {
    mock.use(...createMediaHandlers(SHOP, servedFiles(made, clipFiles())));
    const disk = new Uint8Array(readFileSync(join(DEFAULT_PICTURES_DIR, 'video/distillery-640.mp4')));
    const first = await fetch(`${SHOP}/media/video/distillery-640.mp4`, { headers: { range: 'bytes=0-' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-type')).toBe('video/mp4');
    expect(first.headers.get('content-range')).toBe(`bytes 0-${disk.length - 1}/${disk.length}`);
    const part = await fetch(`${SHOP}/media/video/distillery-640.mp4`, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(disk.slice(1000, 2000));
    const poster = await fetch(`${SHOP}/media/banners/distillery-poster-640.avif`);
    expect(poster.headers.get('content-type')).toBe('image/avif');
    // a picture the build does not ship is drawn, without a request to the host
    const drawn = await fetch(`${SHOP}/media/banners/oud-noir-hero-640.avif`);
    expect(drawn.headers.get('content-type')).toContain('image/svg+xml');
    expect(asked.sort()).toEqual(['/made/banners/distillery-poster-640.avif', '/made/video/distillery-640.mp4']);
  });
});
