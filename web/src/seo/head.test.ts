import { createShop } from '@attar/mocks';
import { productRoute, type Schemas } from '@attar/sdk';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { pageHead, rupeeString, type PageHeadInput } from './head.ts';
import { richResultProblems } from './rich-results.ts';

const ORIGIN = 'https://attar.example';
const shop = createShop();
const { site, pages } = shop.state.content;
const products = Object.values(shop.state.catalogue.products);
const seeded = (id: string) => structuredClone(shop.state.catalogue.products[id]!);

/** The head's tags, parsed as a browser would. */
function parse(html: string) {
  const window = new Window();
  window.document.head.innerHTML = html;
  const head = window.document.head;
  const attr = (selector: string, name: string) => head.querySelector(selector)?.getAttribute(name) ?? undefined;
  return {
    title: head.querySelector('title')?.textContent,
    meta: (key: string) => attr(`meta[name="${key}"], meta[property="${key}"]`, 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    preloads: [...head.querySelectorAll('link[rel="preload"]')].map((l) =>
      Object.fromEntries(['as', 'type', 'imagesrcset', 'imagesizes', 'fetchpriority', 'href'].map((n) => [n, l.getAttribute(n)])),
    ),
    scripts: [...head.querySelectorAll('script')].map((s) => ({ type: s.getAttribute('type'), text: s.textContent })),
    ld: [...head.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, any>,
    ),
  };
}

const ldOf = (head: ReturnType<typeof parse>, type: string) => head.ld.filter((ld) => ld['@type'] === type);

function productHead(product: Schemas['Product'], over: Partial<PageHeadInput> = {}) {
  const html = pageHead({
    origin: ORIGIN,
    url: new URL(`${productRoute(product)}?utm_source=newsletter&gclid=abc`, ORIGIN),
    status: 200,
    title: `${product.name} | Attar House`,
    description: product.shortDescription,
    site,
    page: pages['/p/{slug}/{encodedId}'],
    product,
    ...over,
  });
  return { html, head: parse(html) };
}

describe('pageHead on a product page', () => {
  const product = seeded('PR00001'); // Sandal Mysore: three sizes, rated
  const { html, head } = productHead(product);

  it('names the perfume, its price in rupees and its picture', () => {
    expect(head.title).toBe('Sandal Mysore | Attar House');
    expect(head.meta('description')).toBe(product.shortDescription);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:title')).toBe('Sandal Mysore');
    // the default size (12 ml) is the price the page opens with
    expect(product.variants.find((v) => v.cin === product.defaultCin)?.price).toBe(2099);
    expect(head.meta('product:price:amount')).toBe('2099.00');
    expect(head.meta('product:price:currency')).toBe('INR');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/media/products/sandal-mysore-640.jpg`);
    expect(head.meta('og:image:alt')).toBe('Sandal Mysore 12 ml bottle');
    // the JPEG is the picture's fallback at a smaller width than the picture's own: no size is claimed for it
    expect(product.images[0]!.variants).toBeDefined();
    expect(head.meta('og:image:width')).toBeUndefined();
    expect(head.meta('og:image:height')).toBeUndefined();
    expect(head.meta('og:site_name')).toBe('Attar House');
    expect(head.meta('og:locale')).toBe('en_IN');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(`${ORIGIN}/media/products/sandal-mysore-640.jpg`);
    expect(head.meta('robots')).toBeUndefined();
  });

  it('gives the picture’s size when its one file is the picture', () => {
    const [first, ...rest] = product.images;
    const { variants: _variants, ...single } = { ...first!, width: 1200, height: 1200 };
    const { head: plain } = productHead({ ...product, images: [single, ...rest] });
    expect(plain.meta('og:image')).toBe(`${ORIGIN}${single.url}`);
    expect(plain.meta('og:image:width')).toBe('1200');
    expect(plain.meta('og:image:height')).toBe('1200');
  });

  it("preloads the perfume's first picture in AVIF at the width the page shows it", () => {
    expect(head.preloads).toEqual([
      {
        as: 'image',
        type: 'image/avif',
        imagesrcset:
          '/media/products/sandal-mysore-320.avif 320w, /media/products/sandal-mysore-480.avif 480w, /media/products/sandal-mysore-640.avif 640w, /media/products/sandal-mysore-960.avif 960w',
        imagesizes: '(min-width: 56rem) 50vw, 100vw',
        fetchpriority: 'high',
        href: null,
      },
    ]);
  });

  it('has the product route as its canonical URL, without tracking parameters', () => {
    expect(head.canonical).toBe(`${ORIGIN}/p/sandal-mysore/UFIwMDAwMQ`);
    expect(head.meta('og:url')).toBe(head.canonical);
    // an old slug that still found the perfume points at its own address
    const old = productHead(product, { url: new URL(`/p/old-name/UFIwMDAwMQ`, ORIGIN) });
    expect(old.head.canonical).toBe(`${ORIGIN}/p/sandal-mysore/UFIwMDAwMQ`);
  });

  it('describes the perfume as a Product with one offer per size and its rating', () => {
    const [ld] = ldOf(head, 'Product');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Sandal Mysore',
      sku: 'ATR-SAN-12',
      brand: { '@type': 'Brand', name: 'Kannauj Classics' },
      category: 'Unisex',
      url: `${ORIGIN}/p/sandal-mysore/UFIwMDAwMQ`,
      image: [`${ORIGIN}/media/products/sandal-mysore-640.jpg`, `${ORIGIN}/media/products/sandal-mysore-box-640.jpg`],
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '1199.00',
        highPrice: '3499.00',
        offerCount: 3,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, ratingCount: product.rating.count },
    });
    expect(ld!.description).toContain('Creamy Mysore sandalwood oil');
    expect(ld!.description).not.toContain('<p>');
    expect(ld!.offers.offers.map((o: { sku: string; price: string }) => [o.sku, o.price])).toEqual([
      ['ATR-SAN-6', '1199.00'],
      ['ATR-SAN-12', '2099.00'],
      ['ATR-SAN-24', '3499.00'],
    ]);
  });

  it('gives the breadcrumb trail of the page: Home > Shop > category > perfume', () => {
    const [crumbs] = ldOf(head, 'BreadcrumbList');
    expect(crumbs!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Shop', item: `${ORIGIN}/shop` },
      { '@type': 'ListItem', position: 3, name: 'Unisex', item: `${ORIGIN}/category/unisex/CA00003` },
      { '@type': 'ListItem', position: 4, name: 'Sandal Mysore', item: `${ORIGIN}/p/sandal-mysore/UFIwMDAwMQ` },
    ]);
  });

  it('names the shop as an Organization with its logo and social profiles', () => {
    const [org] = ldOf(head, 'Organization');
    expect(org).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Attar House',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/media/banners/logo.svg`,
      sameAs: [
        'https://instagram.example.in/attarhouse',
        'https://facebook.example.in/attarhouse',
        'https://youtube.example.in/@attarhouse',
      ],
    });
  });

  it('passes the rich-result check', () => {
    expect(richResultProblems(html)).toEqual([]);
  });
});

describe('pageHead money and stock', () => {
  it('writes half-rupee prices exactly, from paise', () => {
    expect(rupeeString(1899.5)).toBe('1899.50');
    expect(rupeeString(0.1 + 0.2)).toBe('0.30');
    expect(rupeeString(1299)).toBe('1299.00');
    expect(rupeeString(12.345)).toBeUndefined();
    const half = products.find((p) => p.variants.some((v) => !Number.isInteger(v.price)))!;
    const { head } = productHead(structuredClone(half));
    const prices = ldOf(head, 'Product')[0]!.offers.offers.map((o: { price: string }) => o.price);
    expect(prices).toContain(rupeeString(half.variants.find((v) => !Number.isInteger(v.price))!.price));
    expect(prices.some((p: string) => p.endsWith('.50'))).toBe(true);
  });

  it('marks a sold-out size OutOfStock and a single size as one Offer', () => {
    const product = seeded('PR00001');
    product.variants = [{ ...product.variants[0]!, inStock: false, stock: 0 }];
    product.defaultCin = product.variants[0]!.cin;
    const { html, head } = productHead(product);
    expect(ldOf(head, 'Product')[0]!.offers).toMatchObject({
      '@type': 'Offer',
      price: '1199.00',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(richResultProblems(html)).toEqual([]);
  });

  it('leaves the rating out when nobody rated, and the Product out when it has neither price nor rating', () => {
    const unrated = seeded('PR00001');
    unrated.rating = { average: 0, count: 0 };
    const rated = productHead(unrated);
    expect(ldOf(rated.head, 'Product')[0]!.aggregateRating).toBeUndefined();
    expect(richResultProblems(rated.html)).toEqual([]);

    unrated.variants = unrated.variants.map((v) => ({ ...v, price: 0 }));
    const bare = productHead(unrated);
    expect(ldOf(bare.head, 'Product')).toEqual([]);
    expect(ldOf(bare.head, 'BreadcrumbList')).toHaveLength(1);
    expect(richResultProblems(bare.html)).toEqual([]);
  });
});

describe('pageHead escaping', () => {
  const hostile = '</script><script>alert(1)</script> "Oud" & \u2028co';
  const product = seeded('PR00001');
  product.name = hostile;
  product.shortDescription = `Smoke "and" <b>fire</b>`;
  product.description = `<p>${hostile}</p>`;
  product.category = { ...product.category, categoryName: hostile };
  const { html, head } = productHead(product, { title: `${hostile} | Attar House`, description: product.shortDescription });

  it('cannot end a script or an attribute early', () => {
    expect(html).not.toContain('<script>alert(1)');
    const ldTexts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(ldTexts).toHaveLength(3);
    for (const text of ldTexts) expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(head.scripts.every((s) => s.type === 'application/ld+json')).toBe(true);
    expect(head.scripts).toHaveLength(3); // Organization, Product, BreadcrumbList
  });

  it('keeps the values exactly as they were', () => {
    expect(head.title).toBe(`${hostile} | Attar House`);
    expect(head.meta('og:title')).toBe(hostile);
    expect(head.meta('description')).toBe('Smoke "and" <b>fire</b>');
    expect(ldOf(head, 'Product')[0]!.name).toBe(hostile);
    expect(ldOf(head, 'BreadcrumbList')[0]!.itemListElement[2].name).toBe(hostile);
    expect(richResultProblems(html)).toEqual([]);
  });
});

describe('pageHead on other pages', () => {
  it('marks a page that is not there noindex, without a canonical URL or a Product', () => {
    const html = pageHead({
      origin: ORIGIN,
      url: new URL('/p/nothing-here/UFI5OTk5OQ', ORIGIN),
      status: 404,
      title: 'Perfume not found | Attar House',
      site,
      page: pages['/p/{slug}/{encodedId}'],
    });
    const head = parse(html);
    expect(head.meta('robots')).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.meta('og:url')).toBeUndefined();
    expect(ldOf(head, 'Product')).toEqual([]);
    expect(ldOf(head, 'BreadcrumbList')).toEqual([]);
    expect(head.preloads).toEqual([]);
    expect(richResultProblems(html)).toEqual([]);
  });

  it('writes a content page from its configuration', () => {
    const about = pages['/about']!;
    const html = pageHead({ origin: ORIGIN, url: new URL('/about/?utm_campaign=x', ORIGIN), status: 200, site, page: about });
    const head = parse(html);
    expect(head.title).toBe(about.seo.title);
    expect(head.meta('description')).toBe(about.seo.description);
    expect(head.canonical).toBe(`${ORIGIN}/about`);
    expect(head.meta('og:type')).toBe('website');
    expect(ldOf(head, 'Organization')).toHaveLength(1);
    expect(richResultProblems(html)).toEqual([]);
  });

  it("shows the home page's lead banner as its picture", () => {
    const home = pages['/']!;
    const head = parse(pageHead({ origin: ORIGIN, url: new URL('/', ORIGIN), status: 200, site, page: home }));
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.meta('og:image')).toMatch(new RegExp(`^${ORIGIN}/media/`));
    expect(head.meta('twitter:card')).toBe('summary_large_image');
  });

  it("preloads the lead banner on the home page and the first card's picture on the shop", () => {
    const home = parse(pageHead({ origin: ORIGIN, url: new URL('/', ORIGIN), status: 200, site, page: pages['/']! }));
    expect(home.preloads).toHaveLength(1);
    expect(home.preloads[0]).toMatchObject({ as: 'image', type: 'image/avif', imagesizes: '100vw', fetchpriority: 'high' });
    expect(home.preloads[0]!.imagesrcset).toMatch(/^\/media\/banners\/[a-z-]+-hero-640\.avif 640w, .* 1600w$/);

    const first = seeded('PR00002');
    const listing = { items: [{ ...first, image: first.images[0]! }] } as unknown as PageHeadInput['listing'];
    const shopHead = parse(
      pageHead({ origin: ORIGIN, url: new URL('/shop', ORIGIN), status: 200, site, page: pages['/shop'], listing }),
    );
    expect(shopHead.preloads).toEqual([
      expect.objectContaining({
        imagesrcset: expect.stringContaining(`/media/products/${first.slug}-320.avif 320w`),
        imagesizes: '(min-width: 64rem) 20rem, (min-width: 40rem) 33vw, 50vw',
      }),
    ]);
    // a picture without variants is preloaded by its URL
    const plain = { items: [{ image: { url: '/media/x.svg', altText: 'x' } }] } as unknown as PageHeadInput['listing'];
    const plainHead = parse(
      pageHead({ origin: ORIGIN, url: new URL('/shop', ORIGIN), status: 200, site, page: pages['/shop'], listing: plain }),
    );
    expect(plainHead.preloads).toEqual([expect.objectContaining({ href: '/media/x.svg', imagesrcset: null })]);
  });

  it('keeps the page number of the plain shop listing and nothing else', () => {
    const canonical = (search: string) =>
      parse(pageHead({ origin: ORIGIN, url: new URL(`/shop${search}`, ORIGIN), status: 200, site, page: pages['/shop'] }))
        .canonical;
    expect(canonical('?page=2&utm_source=mail')).toBe(`${ORIGIN}/shop?page=2`);
    expect(canonical('?page=1')).toBe(`${ORIGIN}/shop`);
    expect(canonical('?page=abc')).toBe(`${ORIGIN}/shop`);
    expect(canonical('?brand=BR00001&page=2')).toBe(`${ORIGIN}/shop`);
    expect(canonical('?category=CA00001')).toBe(`${ORIGIN}/shop`);
    expect(canonical('?sort=newest&page=3')).toBe(`${ORIGIN}/shop`);
  });

  it('gives a category page its breadcrumbs and its own address', () => {
    const category = { categoryId: 'CA00001', categoryName: 'For Him' };
    const input = (path: string, over: Partial<PageHeadInput> = {}): PageHeadInput => ({
      origin: ORIGIN,
      url: new URL(path, ORIGIN),
      status: 200,
      title: 'For Him perfumes | Attar House',
      site,
      page: pages['/category/{categoryName}/{categoryId}'],
      ...over,
    });
    const named = parse(pageHead(input('/category/For%20Him/CA00001?page=2', { category })));
    expect(named.canonical).toBe(`${ORIGIN}/category/for-him/CA00001?page=2`);
    expect(ldOf(named, 'BreadcrumbList')[0]!.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Shop',
      'For Him',
    ]);
    expect(ldOf(named, 'BreadcrumbList')[0]!.itemListElement[2].item).toBe(`${ORIGIN}/category/for-him/CA00001`);

    // without the category's read, its name comes from the address
    const html = pageHead(input('/category/for-him/CA00001'));
    expect(ldOf(parse(html), 'BreadcrumbList')[0]!.itemListElement[2]).toMatchObject({
      name: 'For Him',
      item: `${ORIGIN}/category/for-him/CA00001`,
    });
    expect(richResultProblems(html)).toEqual([]);
  });

  it("falls back to the header's name without the site configuration, and leaves the Organization out", () => {
    const head = parse(pageHead({ origin: ORIGIN, url: new URL('/faq', ORIGIN), status: 200 }));
    expect(head.title).toBe('Attar House');
    expect(head.meta('og:site_name')).toBe('Attar House');
    expect(head.ld).toEqual([]);
    expect(head.meta('twitter:card')).toBe('summary');
  });
});
