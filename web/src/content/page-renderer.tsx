/**
 * Renders a page from its configuration: enabled blocks in `blockOrder`, each through the registry,
 * inside its own error boundary and suspense; style and animation from the config.
 */
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Placeholder, Skeleton } from '../components/ui/status.tsx';
import { BlockBoundary } from './block-boundary.tsx';
import { registry, type BlockComponent } from './registry.ts';
import { frameProps } from './presentation.ts';
import type { BlockRef, ContentBlock, ContentPage } from './types.ts';
import { FIRST_VIEW_BLOCKS, visibleBlocks } from './visible-blocks.ts';

interface RenderBlockProps {
  block: ContentBlock;
  /** One of the first blocks of the page the shopper opened the site on: it enters without fading. */
  firstView?: boolean;
  /** Shows its own placeholder while its code loads (false: a boundary around several blocks does). */
  ownPlaceholder?: boolean;
}

export function RenderBlock({ block, firstView = false, ownPlaceholder = true }: RenderBlockProps): ReactNode {
  const Component = (registry as Record<string, BlockComponent<BlockRef> | undefined>)[block.blockRef];
  if (!Component) {
    if (import.meta.env.DEV) console.warn(`Unknown block type "${String(block.blockRef)}" skipped`);
    return null;
  }
  const frame = (
    <div className="block-frame" data-block={block.blockRef} {...frameProps(block.style, block.animation, { firstView })}>
      <Component block={block as never} />
    </div>
  );
  return (
    <BlockBoundary blockRef={block.blockRef}>
      {ownPlaceholder ? <Suspense fallback={<Placeholder className="block-skeleton" />}>{frame}</Suspense> : frame}
    </BlockBoundary>
  );
}

/** Calls `onShown(true)` when the suspense boundary around it shows its content (effects wait for that). */
function WhenShown({ onShown }: { onShown: (shown: true) => void }): null {
  useEffect(() => onShown(true), [onShown]);
  return null;
}

/**
 * The first FIRST_VIEW_BLOCKS blocks render with the page itself. The rest follow one at a time, each
 * in a background render (which React splits into short slices) and its own small commit: the first
 * view paints sooner and the main thread never blocks for long (Lighthouse's total blocking time),
 * while within a few frames every block is in the document for the keyboard, find-in-page and screen
 * readers.
 */
export { FIRST_VIEW_BLOCKS, visibleBlocks };

/** `firstView`: the page is the one the shopper opened the site on; its first blocks enter without fading. */
export function PageRenderer({ page, firstView = false }: { page: ContentPage; firstView?: boolean }): ReactNode {
  const blocks = visibleBlocks(page.blocks);
  const [shown, setShown] = useState(FIRST_VIEW_BLOCKS);
  // the rest follow only once the first blocks are on screen: else they would show in the first
  // blocks' place and be pushed down when those arrive
  const [firstShown, setFirstShown] = useState(false);
  useEffect(() => {
    if (!firstShown || shown >= blocks.length) return;
    const frame = requestAnimationFrame(() => startTransition(() => setShown((n) => n + 1)));
    return () => cancelAnimationFrame(frame);
  }, [firstShown, shown, blocks.length]);
  return (
    <>
      {/* the first blocks appear together, once the code of each has arrived: none pushes the other down */}
      <Suspense fallback={<Skeleton lines={6} label="Loading the page" />}>
        {blocks.slice(0, FIRST_VIEW_BLOCKS).map((block) => (
          <RenderBlock key={block.blockId} block={block} firstView={firstView} ownPlaceholder={false} />
        ))}
        <WhenShown onShown={setFirstShown} />
      </Suspense>
      {blocks.slice(FIRST_VIEW_BLOCKS, shown).map((block) => (
        <RenderBlock key={block.blockId} block={block} />
      ))}
    </>
  );
}
