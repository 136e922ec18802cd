// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BLOCK_FILES_ID, preloadBlocks } from './early-start.ts';

describe("preloading blocks' code", () => {
  it('adds each file of the named blocks once, scripts as module preloads and styles as style preloads', () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = BLOCK_FILES_ID;
    list.textContent = JSON.stringify({
      dir: '/assets/',
      files: ['banner-carousel-a.js', 'icons-b.js', 'product-rail-c.js', 'product-card-d.js', 'blocks-e.css'],
      blocks: { bannerCarousel: [0, 1, 4], productRail: [2, 3, 1] },
    });
    document.body.append(list);

    preloadBlocks(['bannerCarousel', 'productRail', 'noSuchBlock']);
    preloadBlocks(['productRail']);

    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.getAttribute('as'),
    ]);
    expect(links).toEqual([
      ['modulepreload', '/assets/banner-carousel-a.js', null],
      ['modulepreload', '/assets/icons-b.js', null],
      ['preload', '/assets/blocks-e.css', 'style'],
      ['modulepreload', '/assets/product-rail-c.js', null],
      ['modulepreload', '/assets/product-card-d.js', null],
    ]);
  });
});
