import { describe, expect, it } from 'vitest';
import { richResultProblems } from './rich-results.ts';

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

const offer = {
  '@type': 'Offer',
  price: '1299.00',
  priceCurrency: 'INR',
  availability: 'https://schema.org/InStock',
};
const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Oud Noir',
  image: ['https://attar.example/media/products/oud-noir.svg'],
  offers: offer,
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, ratingCount: 212 },
};
const crumbs = {
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://attar.example/' },
    { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://attar.example/shop' },
  ],
};
const org = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Attar House',
  url: 'https://attar.example/',
  logo: 'https://attar.example/media/banners/logo.svg',
};

describe('richResultProblems', () => {
  it('passes a page whose Product, BreadcrumbList and Organization have what Google needs', () => {
    const html = `<html><head><title>x</title>${ld(org)}${ld(product)}${ld(crumbs)}</head><body></body></html>`;
    expect(richResultProblems(html)).toEqual([]);
    expect(richResultProblems('<p>no structured data</p>')).toEqual([]);
  });

  it('reads @graph blocks, arrays of nodes and script elements with other attributes', () => {
    const html = `<script nonce="abc" type='application/ld+json'>${JSON.stringify({ '@graph': [org, { ...product, name: '' }] })}</script>${ld([crumbs])}`;
    expect(richResultProblems(html)).toEqual(['ld+json #1[1] (Product): Product has no name']);
  });

  it('reports a block that is not JSON', () => {
    expect(richResultProblems('<script type="application/ld+json">{"name": "x"</script>')).toEqual([
      expect.stringMatching(/^ld\+json #1: not JSON/),
    ]);
  });

  it('needs a Product to have offers, a rating or a review', () => {
    const { offers: _o, aggregateRating: _r, ...bare } = product;
    expect(richResultProblems(ld(bare))).toEqual(['ld+json #1 (Product): Product needs offers, aggregateRating or review']);
    expect(richResultProblems(ld({ ...bare, review: { '@type': 'Review' } }))).toEqual([]);
    expect(richResultProblems(ld({ ...bare, offers: offer, image: '/media/x.svg' }))).toEqual([
      'ld+json #1 (Product): Product image must be an absolute URL, got "/media/x.svg"',
    ]);
  });

  it('needs an Offer priced above zero as a decimal string, in INR, with a schema.org availability', () => {
    const problems = (over: object) => richResultProblems(ld({ ...product, offers: { ...offer, ...over } }));
    expect(problems({ price: '₹1,299' })).toEqual([
      'ld+json #1 (Product).offers (Offer): price must be a decimal number string, got "₹1,299"',
    ]);
    expect(problems({ price: 1299 })).toEqual([
      'ld+json #1 (Product).offers (Offer): price must be a decimal number string, got 1299',
    ]);
    expect(problems({ price: '0.00' })).toEqual(['ld+json #1 (Product).offers (Offer): price must be above 0, got 0.00']);
    expect(problems({ priceCurrency: 'USD' })).toEqual([
      'ld+json #1 (Product).offers (Offer): priceCurrency must be INR, got "USD"',
    ]);
    expect(problems({ availability: 'InStock' })).toEqual([
      'ld+json #1 (Product).offers (Offer): availability must be a schema.org URL, got "InStock"',
    ]);
    expect(problems({ availability: undefined })).toHaveLength(1);
  });

  it('checks an AggregateOffer and every offer inside it', () => {
    const aggregate = {
      '@type': 'AggregateOffer',
      lowPrice: '699.00',
      highPrice: '2499.00',
      offerCount: 2,
      priceCurrency: 'INR',
      offers: [offer, { ...offer, price: '' }],
    };
    expect(richResultProblems(ld({ ...product, offers: aggregate }))).toEqual([
      'ld+json #1 (Product).offers (AggregateOffer).offers[1] (Offer): price must be a decimal number string, got ""',
    ]);
    expect(richResultProblems(ld({ ...product, offers: { ...aggregate, offers: [offer], highPrice: '5.00' } }))).toEqual([
      'ld+json #1 (Product).offers (AggregateOffer): highPrice is below lowPrice',
    ]);
  });

  it('needs an AggregateRating within 1-5 with a count above zero', () => {
    const problems = (rating: object) =>
      richResultProblems(ld({ ...product, aggregateRating: { '@type': 'AggregateRating', ...rating } }));
    expect(problems({ ratingValue: '4.5', reviewCount: 3 })).toEqual([]);
    expect(problems({ ratingValue: 6, ratingCount: 3 })).toEqual([
      'ld+json #1 (Product).aggregateRating (AggregateRating): ratingValue must be within 1-5, got 6',
    ]);
    expect(problems({ ratingValue: 0, ratingCount: 0 })).toEqual([
      'ld+json #1 (Product).aggregateRating (AggregateRating): ratingValue must be within 1-5, got 0',
      'ld+json #1 (Product).aggregateRating (AggregateRating): reviewCount or ratingCount must be above 0',
    ]);
  });

  it('needs breadcrumbs numbered from 1 with names and absolute URLs', () => {
    const items = crumbs.itemListElement;
    expect(richResultProblems(ld({ ...crumbs, itemListElement: [items[0], { ...items[1], position: 3 }] }))).toEqual([
      'ld+json #1 (BreadcrumbList) item 2: position must be 2, got 3',
    ]);
    expect(richResultProblems(ld({ ...crumbs, itemListElement: [{ ...items[0], name: '', item: '/shop' }] }))).toEqual([
      'ld+json #1 (BreadcrumbList) item 1: no name',
      'ld+json #1 (BreadcrumbList) item 1: item must be an absolute URL, got "/shop"',
    ]);
    expect(richResultProblems(ld({ ...crumbs, itemListElement: [] }))).toEqual([
      'ld+json #1 (BreadcrumbList): itemListElement must be a non-empty list',
    ]);
  });

  it('needs an Organization to have a name, a URL and a logo', () => {
    expect(richResultProblems(ld({ ...org, logo: { '@type': 'ImageObject', url: org.logo } }))).toEqual([]);
    expect(richResultProblems(ld({ '@type': 'Organization', name: 'Attar House', url: '/' }))).toEqual([
      'ld+json #1 (Organization): Organization url must be an absolute URL, got "/"',
      'ld+json #1 (Organization): Organization logo must be an absolute URL, got undefined',
    ]);
  });
});
