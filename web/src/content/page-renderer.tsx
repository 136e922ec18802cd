/**
 * Renders a page from its configuration: enabled blocks in `blockOrder`, each through the registry,
 * inside its own error boundary and suspense; style and animation from the config.
 */
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BlockBoundary } from './block-boundary.tsx';
import { registry, type BlockComponent } from './registry.ts';
import { frameProps } from './presentation.ts';
import type { BlockRef, ContentBlock, ContentPage } from './types.ts';

/** The blocks a page shows: enabled ones, by `blockOrder` (then `blockSeq`). */
export function visibleBlocks(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.filter((b) => b.isBlockEnabled).sort((a, b) => a.blockOrder - b.blockOrder || a.blockSeq - b.blockSeq);
}

export function RenderBlock({ block }: { block: ContentBlock }): ReactNode {
  const Component = (registry as Record<string, BlockComponent<BlockRef> | undefined>)[block.blockRef];
  if (!Component) {
    if (import.meta.env.DEV) console.warn(`Unknown block type "${String(block.blockRef)}" skipped`);
    return null;
  }
  return (
    <BlockBoundary blockRef={block.blockRef}>
      <Suspense fallback={<div className="block-skeleton" aria-hidden="true" />}>
        <div className="block-frame" data-block={block.blockRef} {...frameProps(block.style, block.animation)}>
          <Component block={block as never} />
        </div>
      </Suspense>
    </BlockBoundary>
  );
}

/**
 * How many blocks render with the page itself. The rest follow one at a time, each in a background
 * render (which React splits into short slices) and its own small commit: the first view paints
 * sooner and the main thread never blocks for long (Lighthouse's total blocking time), while within a
 * few frames every block is in the document for the keyboard, find-in-page and screen readers.
 */
export const FIRST_VIEW_BLOCKS = 2;

export function PageRenderer({ page }: { page: ContentPage }): ReactNode {
  const blocks = visibleBlocks(page.blocks);
  const [shown, setShown] = useState(FIRST_VIEW_BLOCKS);
  useEffect(() => {
    if (shown >= blocks.length) return;
    const frame = requestAnimationFrame(() => startTransition(() => setShown((n) => n + 1)));
    return () => cancelAnimationFrame(frame);
  }, [shown, blocks.length]);
  return (
    <>
      {blocks.slice(0, shown).map((block) => (
        <RenderBlock key={block.blockId} block={block} />
      ))}
    </>
  );
}
