/**
 * Which blocks a page shows and in what order, as plain data with no React: the page renderer and the
 * early entry (app/early-start.ts, which preloads the code of a page's first blocks) share it.
 */
import type { ContentBlock } from './types.ts';

/** The blocks a page shows: enabled ones, by `blockOrder` (then `blockSeq`). */
export function visibleBlocks<B extends Pick<ContentBlock, 'isBlockEnabled' | 'blockOrder' | 'blockSeq'>>(
  blocks: readonly B[],
): B[] {
  return blocks.filter((b) => b.isBlockEnabled).sort((a, b) => a.blockOrder - b.blockOrder || a.blockSeq - b.blockSeq);
}

/**
 * How many blocks render with the page itself (the rest follow one per frame): what the first view
 * is built from, and whose code the early entry starts downloading with the page configuration.
 */
export const FIRST_VIEW_BLOCKS = 2;

/**
 * The picture a page's first block opens with (the page's largest paint), worth fetching while the
 * block's code is still on its way: the first slide of a banner carousel.
 * @example leadImageOf(visibleBlocks(page.blocks)[0]) // '/media/banners/oud-noir-hero.svg'
 */
export function leadImageOf(block: ContentBlock | undefined): string | undefined {
  if (block?.blockRef !== 'bannerCarousel') return undefined;
  return block.elements[0]?.fields.image?.value?.trim() || undefined;
}
