/**
 * `/media/*`: made pictures from their files (by path or Accept), SVG drawn on request for the rest;
 * made clips from their files, in byte ranges as a player asks for them.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaHandlers, formatFor } from '../src/media.ts';
import { pictureFolder } from '../src/picture-folder.ts';
import { CLIP_FORMATS } from '../src/pictures.ts';
import { startMockServer } from '../src/server/index.ts';
import { createRandom } from '../src/core/random.ts';
import { createCatalogueSlice } from '../src/shop/catalogue/seed.ts';

const BASE = 'http://shop.test';
const MADE = 'http://made.test';
const server = setupServer(...createMediaHandlers(BASE), ...createMediaHandlers(MADE, pictureFolder()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const get = async (path: string, base = BASE, accept?: string) => {
  const res = await fetch(`${base}${path}`, accept ? { headers: { accept } } : {});
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    vary: res.headers.get('vary'),
    body: await res.text(),
  };
};
const bytes = async (path: string, accept?: string) => {
  const res = await fetch(`${MADE}${path}`, accept ? { headers: { accept } } : {});
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    vary: res.headers.get('vary'),
    data: new Uint8Array(await res.arrayBuffer()),
  };
};
const fills = (svg: string) => [...svg.matchAll(/fill="(hsl[^"]+)"/g)].map((m) => m[1]);
const ascii = (data: Uint8Array, from: number, to: number) => String.fromCharCode(...data.slice(from, to));
/** What the bytes are, by their signature. */
const kindOf = (data: Uint8Array) =>
  ascii(data, 4, 12) === 'ftypavif'
    ? 'avif'
    : ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP'
      ? 'webp'
      : data[0] === 0xff && data[1] === 0xd8
        ? 'jpg'
        : 'other';

describe('media', () => {
  it('serves every product picture of the catalogue from its files: the JPEG url and each variant in its format', async () => {
    const { catalogue } = createCatalogueSlice({ random: createRandom(1), now: new Date('2026-11-20T10:00:00Z') });
    for (const product of Object.values(catalogue.products)) {
      for (const image of product.images) {
        const fallback = await bytes(image.url);
        expect(fallback, image.url).toMatchObject({ status: 200, type: 'image/jpeg' });
        expect(kindOf(fallback.data)).toBe('jpg');
        const { template, widths, formats } = image.variants!;
        for (const format of formats) {
          const url = template.replace('{width}', String(widths[0])).replace('{format}', format);
          const variant = await bytes(url);
          expect(variant, url).toMatchObject({ status: 200, type: `image/${format}` });
          expect(kindOf(variant.data)).toBe(format);
        }
      }
    }
  });

  it('picks the format of a bare picture name by the Accept header, and says it varies', async () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    expect(kindOf((await bytes('/media/products/oud-noir', chrome)).data)).toBe('avif');
    expect(kindOf((await bytes('/media/products/oud-noir', 'image/webp,*/*')).data)).toBe('webp');
    const plain = await bytes('/media/products/oud-noir', '*/*');
    expect(plain).toMatchObject({ status: 200, type: 'image/jpeg', vary: 'Accept' });
    expect(formatFor(null)).toBe('jpg');
    // a variant's path names its format whatever the client accepts
    expect(kindOf((await bytes('/media/products/oud-noir-320.webp', chrome)).data)).toBe('webp');
  });

  it('refuses a width or format a picture does not come in', async () => {
    expect((await bytes('/media/products/oud-noir-333.avif')).status).toBe(404);
    expect((await bytes('/media/products/oud-noir-320.jpg')).status).toBe(404);
    expect((await bytes('/media/products/oud-noir-320.gif')).status).toBe(404);
    expect((await bytes('/media/banners/logo-640.avif')).status).toBe(404);
  });

  it('without a picture source draws the picture under its name instead', async () => {
    const drawn = await get('/media/products/oud-noir-640.jpg');
    expect(drawn).toMatchObject({ status: 200, type: expect.stringContaining('image/svg+xml') });
    expect(drawn.body).toContain('Oud Noir');
    expect((await get('/media/banners/oud-noir-hero-1600.avif')).body).toContain('Smoky oud with amber and saffron.');
  });

  it('draws one look per perfume, the same every time', async () => {
    const oud = await get('/media/products/oud-noir.svg');
    expect(oud.body).toContain('Oud Noir');
    expect(oud.body).toContain('Eau de Parfum');
    expect((await get('/media/products/oud-noir.svg')).body).toBe(oud.body);
    const rose = await get('/media/products/rose-attar.svg');
    expect(fills(rose.body)).not.toEqual(fills(oud.body));
    const box = await get('/media/products/mogra-bloom-box.svg');
    expect(box.body).toContain('ATTAR HOUSE');
    expect(box.body).toContain('gift box');
  });

  it('serves category tiles, brand logos and banners by slug or id', async () => {
    expect((await get('/media/categories/for-her.svg')).body).toContain('For Her');
    expect((await get('/media/categories/CA00001.svg')).body).toContain('For Him');
    expect((await get('/media/brands/rooh-kannauj.svg')).body).toContain('Rooh Kannauj');
    expect((await get('/media/brands/BR00001.svg')).body).toContain('Attar House');
    const hero = await get('/media/banners/oud-noir-hero.svg');
    expect(hero.body).toContain('Smoky oud with amber and saffron.');
    expect((await get('/media/banners/festive-sale.svg')).body).toContain('Festive Sale');
    // the header's wordmark and the site icon are drawn for what they are, not as banners
    const logo = await get('/media/banners/logo.svg');
    expect(logo.body).toContain('viewBox="0 0 320 96"');
    expect(logo.body).toContain('ATTAR HOUSE');
    expect((await get('/media/banners/favicon.svg')).body).toContain('viewBox="0 0 64 64"');
  });

  it('serves gallery images and any other SVG under /media, and 404 for other files', async () => {
    const gallery = await get('/media/gallery/gallery-03.svg');
    expect(gallery.status).toBe(200);
    expect(gallery.body).not.toBe((await get('/media/gallery/gallery-02.svg')).body);
    const icon = await get('/media/icons/truck.svg');
    expect(icon).toMatchObject({ status: 200, type: expect.stringContaining('image/svg+xml') });
    expect(icon.body).toContain('Truck');
    const video = await get('/media/video/distillery.mp4');
    expect(video.status).toBe(404);
    expect(video.body).toContain('No clip at /media/video/distillery.mp4');
  });

  it('draws a generic bottle for a perfume it does not know, and refuses odd file names', async () => {
    expect((await get('/media/products/unknown-perfume.svg')).body).toContain('Unknown Perfume');
    expect((await get('/media/products/%3Cscript%3E.svg')).status).toBe(404);
  });

  it('serves a made clip in each format with its type, whole or in the parts a player asks for', async () => {
    for (const { format, mime } of CLIP_FORMATS) {
      const path = `${MADE}/media/video/distillery-640.${format}`;
      const whole = await fetch(path);
      const data = new Uint8Array(await whole.arrayBuffer());
      expect(whole.status, path).toBe(200);
      expect(whole.headers.get('content-type')).toBe(mime);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(whole.headers.get('content-length')).toBe(String(data.length));
      // a WebM starts with the EBML magic, an MP4 with its ftyp box
      if (format === 'webm') expect([...data.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      else expect(ascii(data, 4, 8)).toBe('ftyp');
      const etag = whole.headers.get('etag')!;
      const part = await fetch(path, { headers: { range: 'bytes=100-1123' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${data.length}`);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(data.slice(100, 1124));
      const open = await fetch(path, { headers: { range: `bytes=${data.length - 10}-` } });
      expect(new Uint8Array(await open.arrayBuffer())).toEqual(data.slice(-10));
      const tail = await fetch(path, { headers: { range: 'bytes=-64' } });
      expect(tail.headers.get('content-range')).toBe(`bytes ${data.length - 64}-${data.length - 1}/${data.length}`);
      const past = await fetch(path, { headers: { range: `bytes=${data.length}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${data.length}`);
      expect((await fetch(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    }
  });

  it('serves a picture the same way: ranges and an ETag beside its caching', async () => {
    const path = `${MADE}/media/products/oud-noir-320.webp`;
    const res = await fetch(path, { headers: { range: 'bytes=0-11' } });
    expect(res.status).toBe(206);
    expect(ascii(new Uint8Array(await res.arrayBuffer()), 8, 12)).toBe('WEBP');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
  });

  it('has no clip it did not make, and none without a source', async () => {
    for (const file of ['distillery-320.webm', 'distillery-640.ogv', 'unknown-640.mp4', 'distillery.mp4', '..%2Frenders.json'])
      expect((await fetch(`${MADE}/media/video/${file}`)).status, file).toBe(404);
    const none = await get('/media/video/distillery-640.mp4');
    expect(none).toMatchObject({ status: 404, body: 'No clip at /media/video/distillery-640.mp4.' });
  });

  it('answers ranges through the local mock server as well', async () => {
    const server = await startMockServer({ port: 0, start: '2026-11-20T10:00:00Z' });
    try {
      const res = await fetch(`${server.url}/media/video/distillery-640.webm`, { headers: { range: 'bytes=0-3' } });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-length')).toBe('4');
      expect(res.headers.get('content-type')).toBe('video/webm');
      expect(res.headers.get('content-range')).toMatch(/^bytes 0-3\/\d+$/);
      expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    } finally {
      await server.close();
    }
  });
});
