/**
 * Which blocks a page shows and in what order, as plain data with no React: the page renderer and the
 * server's search and share metadata (server/seo) share it.
 */
import type { ContentBlock, PageBlock } from './types.ts';

/** The blocks a page shows: enabled ones, by `blockOrder` (then `blockSeq`). */
export function visibleBlocks<B extends Pick<ContentBlock, 'isBlockEnabled' | 'blockOrder' | 'blockSeq'>>(
  blocks: readonly B[],
): B[] {
  return blocks.filter((b) => b.isBlockEnabled).sort((a, b) => a.blockOrder - b.blockOrder || a.blockSeq - b.blockSeq);
}

/**
 * The picture a page's first block opens with (the page's largest paint, and its picture in a link
 * preview): the first slide of a banner carousel.
 * @example leadImageOf(visibleBlocks(page.blocks)[0]) // '/media/banners/oud-noir-hero.svg'
 */
export function leadImageOf(block: PageBlock | undefined): string | undefined {
  if (block?.blockRef !== 'bannerCarousel') return undefined;
  return block.elements[0]?.fields.image?.value?.trim() || undefined;
}
