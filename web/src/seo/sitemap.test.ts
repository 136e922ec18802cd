import { setupMockShop } from '@attar/mocks/node';
import { createAttarClient, createMemorySession, productRoute, type ActionName } from '@attar/sdk';
import { catalogListInput, PageNumRule } from '@attar/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ROUTES } from '../app/content-routes.ts';
import { PRIVATE_PATHS, robotsTxt, SITEMAP_MAX_URLS, sitemapEntries, sitemapXml, type ActionCall } from './sitemap.ts';

const ORIGIN = 'https://attar.example';
const BASE = 'http://shop.test';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemapXml', () => {
  it('writes a sitemaps.org url set with absolute, escaped locations', () => {
    const xml = sitemapXml(ORIGIN, [
      { path: '/', lastmod: '2026-11-20T10:00:00.000Z' },
      { path: '/shop?page=2&sort=newest' },
      { path: '/p/oud-noir/UFIwMDAxMg', lastmod: 'yesterday' },
      { path: '/shop?page=2&sort=newest' },
      { path: '/a\'b"<c>' },
    ]);
    const lines = xml.split('\n');
    expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    expect(lines[1]).toBe('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(lines.at(-2)).toBe('</urlset>');
    expect(lines[2]).toBe(`<url><loc>${ORIGIN}/</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>`);
    // a lastmod that is no date is left out; a path that is already there is not listed twice
    expect(lines[4]).toBe(`<url><loc>${ORIGIN}/p/oud-noir/UFIwMDAxMg</loc></url>`);
    expect(locs(xml)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/shop?page=2&amp;sort=newest`,
      `${ORIGIN}/p/oud-noir/UFIwMDAxMg`,
      `${ORIGIN}/a&#39;b%22%3Cc%3E`,
    ]);
    // nothing outside the markup is an unescaped markup character
    const text = xml.replace(/<\?xml[^>]*\?>|<\/?(urlset|url|loc|lastmod)\b[^>]*>/g, '');
    expect(text).not.toMatch(/[<>"]|&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('lists at most 50 000 URLs', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({ path: `/p/x/${i}` }));
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(locs(sitemapXml(ORIGIN, entries))).toHaveLength(SITEMAP_MAX_URLS);
  });
});

describe('robotsTxt', () => {
  const robots = robotsTxt(ORIGIN);

  it("points at the sitemap and keeps crawlers off the shopper's own pages", () => {
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
    for (const path of [
      '/cart',
      '/checkout',
      '/wishlist',
      '/profile',
      '/orders',
      '/login',
      '/registration',
      '/forgot-password',
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
  });

  it('blocks no public page', () => {
    const publicPaths = [
      ...CONTENT_ROUTES.filter((r) => !r.includes(':')),
      '/category/for-him/CA00001',
      '/p/oud-noir/UFIwMDAxMg',
    ];
    for (const path of publicPaths) expect(PRIVATE_PATHS.some((prefix) => path.startsWith(prefix))).toBe(false);
  });
});

describe('sitemapEntries on the mock shop', () => {
  const mock = setupMockShop({ start: '2026-11-20T10:00:00Z' });
  const client = createAttarClient({ baseUrl: BASE, session: createMemorySession() });
  const calls: Array<[ActionName, unknown]> = [];
  const call: ActionCall = (action, input) => {
    calls.push([action, input]);
    return client.call(action, input);
  };
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mock.server.close());

  it('lists the content pages, every category and every perfume at its product route', async () => {
    const entries = await sitemapEntries(call);
    const paths = entries.map((e) => e.path);
    const products = Object.values(mock.shop.state.catalogue.products);

    for (const route of CONTENT_ROUTES.filter((r) => !r.includes(':'))) expect(paths).toContain(route);
    expect(entries.find((e) => e.path === '/about')?.lastmod).toBe(mock.shop.state.content.pages['/about']!.updatedAt);
    expect(paths).toEqual(expect.arrayContaining(['/category/for-him/CA00001', '/category/new-arrivals/CA00004']));
    expect(paths.filter((p) => p.startsWith('/category/'))).toHaveLength(mock.shop.state.catalogue.categories.length);

    const productPaths = paths.filter((p) => p.startsWith('/p/'));
    expect(productPaths.sort()).toEqual(products.map((p) => productRoute(p)).sort());
    expect(productPaths).toContain('/p/sandal-mysore/UFIwMDAwMQ');

    // the listing was read at the contract's largest page size, page after page
    const lists = calls.filter(([action]) => action === 'catalogList').map(([, input]) => input);
    expect(catalogListInput.pageSize.maximum).toBeLessThan(products.length);
    expect(lists).toEqual([
      { pageNum: 1, pageSize: catalogListInput.pageSize.maximum },
      { pageNum: 2, pageSize: catalogListInput.pageSize.maximum },
    ]);

    const xml = sitemapXml(ORIGIN, entries);
    expect(locs(xml)).toHaveLength(new Set(paths).size);
    expect(xml).toContain(`<loc>${ORIGIN}/p/sandal-mysore/UFIwMDAwMQ</loc>`);
  });

  it('leaves out a disabled page, and a part whose read failed', async () => {
    mock.shop.state.content.pages['/faq']!.layout.enabled = false;
    const failing: ActionCall = (action, input) => {
      if (action === 'catalogFilters') return Promise.reject(new Error('network down'));
      // a page past the contract's last one: the SDK answers with an error value
      const second = action === 'catalogList' && (input as { pageNum?: number }).pageNum === 2;
      return client.call(action, second ? { ...input, pageNum: PageNumRule.maximum + 1 } : input);
    };
    const paths = (await sitemapEntries(failing)).map((e) => e.path);
    expect(paths).not.toContain('/faq');
    expect(paths).toContain('/about');
    expect(paths.filter((p) => p.startsWith('/category/'))).toEqual([]);
    // the first page of perfumes was read before the second failed
    expect(paths.filter((p) => p.startsWith('/p/'))).toHaveLength(catalogListInput.pageSize.maximum);
  });
});
