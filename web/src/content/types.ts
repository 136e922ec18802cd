/** Types of the content engine, all derived from the spec's ContentBlock union. */
import type { Schemas } from '@attar/sdk';

export type ContentBlock = Schemas['ContentBlock'];
export type BlockRef = ContentBlock['blockRef'];
/** The block type whose `blockRef` is R. */
export type BlockOf<R extends BlockRef> = Extract<ContentBlock, { blockRef: R }>;
export type BlockProps<R extends BlockRef> = { block: BlockOf<R> };
export type ContentPage = Schemas['ContentPage'];

/**
 * A block of a page reply that broke the contract (data/content-check.ts): the page shows a short note
 * in its place.
 */
export interface BrokenBlock {
  blockRef: 'broken';
  blockId: string;
  blockOrder: number;
  blockSeq: number;
  isBlockEnabled: true;
}
export type PageBlock = ContentBlock | BrokenBlock;
/** A page configuration as the storefront renders it: checked, with its broken blocks marked. */
export type CheckedPage = Omit<ContentPage, 'blocks'> & { blocks: PageBlock[] };
