/**
 * Renders a page from its configuration: enabled blocks in `blockOrder`, each through the registry,
 * inside its own error boundary and suspense; style and animation from the config.
 */
import { Suspense, type ReactNode } from 'react';
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

export function PageRenderer({ page }: { page: ContentPage }): ReactNode {
  return (
    <>
      {visibleBlocks(page.blocks).map((block) => (
        <RenderBlock key={block.blockId} block={block} />
      ))}
    </>
  );
}
