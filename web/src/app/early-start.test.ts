import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_FILES_ID } from './early-start.ts';
import { firstViewOf } from './first-view.ts';

describe('the first view of a URL', () => {
  it('reads the site, the page and, on a product page, the perfume its URL names', () => {
    expect(firstViewOf('/p/oud-noir/UFIwMDAwMQ')).toEqual({
      site: {},
      page: { pageUrl: '/p/{slug}/{encodedId}' },
      product: { itemId: 'PR00001' },
      block: 'productDetail',
    });
    expect(firstViewOf('/category/for-him/CA00001/')).toEqual({
      site: {},
      page: { pageUrl: '/category/{categoryName}/{categoryId}' },
      block: 'productListing',
    });
    expect(firstViewOf('/shop')).toEqual({ site: {}, page: { pageUrl: '/shop' }, block: 'productListing' });
    expect(firstViewOf('/')).toEqual({ site: {}, page: { pageUrl: '/' } });
    expect(firstViewOf('/faq/')).toEqual({ site: {}, page: { pageUrl: '/faq' } });
  });

  it("reads only the site on the shopper's own pages and unknown paths", () => {
    expect(firstViewOf('/cart')).toEqual({ site: {} });
    expect(firstViewOf('/no-such-page')).toEqual({ site: {} });
    // not a product id: the product block finds the perfume by its handle instead
    expect(firstViewOf('/p/oud-noir/not-an-id')).toEqual({
      site: {},
      page: { pageUrl: '/p/{slug}/{encodedId}' },
      block: 'productDetail',
    });
  });

  it('finds the list of block files under the id the build writes into index.html', () => {
    const config = readFileSync(join(import.meta.dirname, '../../vite.config.ts'), 'utf8');
    expect(config).toContain(`id="${BLOCK_FILES_ID}"`);
  });
});
