/**
 * What a link preview (WhatsApp, a crawler that runs no JavaScript) receives: the server's HTML alone,
 * fetched without a browser. It must name the perfume, its price, its picture and the share tags, and
 * its structured data must be a valid Product rich result. Plain HTTP: no page, no layout, so it runs
 * once (the desktop project) rather than at both widths.
 */
import { parse } from 'node:path';
import { richResultProblems } from '../src/seo/rich-results.ts';
import { expect, productPath, test, WIDE } from './fixtures.ts';

const PREVIEW_BOT = 'WhatsApp/2.24.6.77 A';

/** Every `<meta property|name="key" content="...">` of the head, by key (the first of each). */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    if (!tags.has(key!)) tags.set(key!, content!.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"'));
  }
  return tags;
}

// HTTP only, no browser: one width is enough
test.describe('search and share', { tag: WIDE }, () => {
  test('a product link shows the perfume, its price and its picture without JavaScript', async ({ request, attar }) => {
    const { data: product } = await attar.api.catalog.product({ itemId: 'PR00012' });
    const path = productPath('PR00012', product!.slug);
    const reply = await request.get(path, { headers: { 'User-Agent': PREVIEW_BOT, Accept: 'text/html' } });
    expect(reply.status()).toBe(200);
    expect(reply.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    const html = await reply.text();
    const tags = metaTags(html);
    const variant = product!.variants.find((v) => v.cin === product!.defaultCin)!;

    expect(html).toContain(`<title>${product!.name} | Attar House</title>`);
    expect(tags.get('og:type')).toBe('product');
    expect(tags.get('og:title')).toBe(product!.name);
    expect(Number(tags.get('product:price:amount'))).toBe(variant.price);
    expect(tags.get('product:price:currency')).toBe('INR');
    // the picture as an absolute address on the shop's origin, the perfume's own first picture
    const image = new URL(tags.get('og:image')!);
    expect(image.origin).toBe(attar.stack.web);
    expect(parse(image.pathname).name).toBe(parse(new URL(product!.images[0]!.url, attar.stack.web).pathname).name);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${attar.stack.web}${path}">`);
    // the page itself is there too: the name as the heading and the price as a shopper reads it
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product!.name}</h1>`));
    expect(html).toContain(`₹${variant.price.toLocaleString('en-IN')}`);
    expect(richResultProblems(html)).toEqual([]);
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  test('a content page carries its own title, description and the shop as an organisation', async ({ request, attar }) => {
    const { data: about } = await attar.api.content.page({ pageUrl: '/about' });
    const reply = await request.get('/about', { headers: { 'User-Agent': PREVIEW_BOT, Accept: 'text/html' } });
    expect(reply.status()).toBe(200);
    const html = await reply.text();
    const tags = metaTags(html);
    expect(tags.get('og:type')).toBe('website');
    expect(tags.get('og:url')).toBe(`${attar.stack.web}/about`);
    expect(tags.get('description')).toBe(about!.seo.description);
    expect(html).toContain('"@type":"Organization"');
    expect(richResultProblems(html)).toEqual([]);
  });

  test('a perfume that does not exist is a 404 that search engines drop', async ({ request }) => {
    const reply = await request.get(productPath('PR09999', 'no-such-perfume'), { headers: { Accept: 'text/html' } });
    expect(reply.status()).toBe(404);
    const html = await reply.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('We could not find this perfume');
  });

  test('robots.txt points at a sitemap that lists every perfume at its own address', async ({ request, attar }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${attar.stack.web}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    const { data: listing } = await attar.api.catalog.list({ pageNum: 1, pageSize: 48 });
    for (const product of listing!.items.slice(0, 5)) expect(xml).toContain(`<loc>${attar.stack.web}/p/${product.slug}/`);
    expect(xml).toContain(`<loc>${attar.stack.web}/about</loc>`);
  });
});
