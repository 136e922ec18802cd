import { describe, expect, it } from 'vitest';
import { advantages, bannerSlides, block, pageHeading } from './blocks/test-content.ts';
import { leadImageOf, visibleBlocks } from './visible-blocks.ts';

describe('the blocks a page shows', () => {
  it('are the enabled ones, by blockOrder then blockSeq', () => {
    const blocks = [
      advantages(3, ['c']),
      pageHeading(1, 'a', { isBlockEnabled: false }),
      pageHeading(2, 'b', { blockSeq: 2 }),
      advantages(2, ['b0'], { blockSeq: 1 }),
    ];
    expect(visibleBlocks(blocks).map((b) => [b.blockOrder, b.blockSeq])).toEqual([
      [2, 1],
      [2, 2],
      [3, blocks[0]!.blockSeq],
    ]);
  });

  it("name the banner's first slide as the picture a page opens with, and nothing for other blocks", () => {
    const banner = block('bannerCarousel', 1, bannerSlides(['Oud Noir', 'Mogra Bloom']));
    expect(leadImageOf(banner)).toBe(banner.elements[0]!.fields.image!.value);
    expect(leadImageOf(pageHeading(1, 'About us'))).toBeUndefined();
    expect(leadImageOf(undefined)).toBeUndefined();
  });
});
