/** Types of the content engine, all derived from the spec's ContentBlock union. */
import type { Schemas } from '@attar/sdk';

export type ContentBlock = Schemas['ContentBlock'];
export type BlockRef = ContentBlock['blockRef'];
/** The block type whose `blockRef` is R. */
export type BlockOf<R extends BlockRef> = Extract<ContentBlock, { blockRef: R }>;
export type BlockProps<R extends BlockRef> = { block: BlockOf<R> };
export type ContentPage = Schemas['ContentPage'];

/** A checked page, with its broken blocks marked (data/content-check.ts). */
export type { CheckedPage, PageBlock } from '../data/content-check.ts';
