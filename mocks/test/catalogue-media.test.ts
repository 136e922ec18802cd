/** `/media/*`: generated SVG images, deterministic, never fetched from the internet. */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaHandlers } from '../src/media.ts';
import { createRandom } from '../src/core/random.ts';
import { createCatalogueSlice } from '../src/shop/catalogue/seed.ts';

const BASE = 'http://shop.test';
const server = setupServer(...createMediaHandlers(BASE));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const get = async (path: string) => {
  const res = await fetch(`${BASE}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
};
const fills = (svg: string) => [...svg.matchAll(/fill="(hsl[^"]+)"/g)].map((m) => m[1]);

describe('media', () => {
  it('serves every product image of the catalogue as SVG', async () => {
    const { catalogue } = createCatalogueSlice({ random: createRandom(1), now: new Date('2026-11-20T10:00:00Z') });
    for (const product of Object.values(catalogue.products)) {
      for (const image of product.images) {
        const res = await get(image.url);
        expect(res.status).toBe(200);
        expect(res.type).toContain('image/svg+xml');
        expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      }
    }
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
    expect(video.body).toContain('.svg files only');
  });

  it('draws a generic bottle for a perfume it does not know, and refuses odd file names', async () => {
    expect((await get('/media/products/unknown-perfume.svg')).body).toContain('Unknown Perfume');
    expect((await get('/media/products/%3Cscript%3E.svg')).status).toBe(404);
  });
});
