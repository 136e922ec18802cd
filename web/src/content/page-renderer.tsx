/**
 * Renders a page from its configuration: enabled blocks in `blockOrder`, each through the registry,
 * inside its own error boundary and suspense; style and animation from the config.
 */
import { Suspense, type ReactNode } from 'react';
import { Placeholder } from '../components/ui/status.tsx';
import { DeferredRegion } from '../lib/deferred-region.tsx';
import { BlockBoundary, BlockFallback } from './block-boundary.tsx';
import { registry, type BlockComponent } from './registry.ts';
import { frameProps } from './presentation.ts';
import type { BlockRef, CheckedPage, PageBlock } from './types.ts';
import { visibleBlocks } from './visible-blocks.ts';

interface RenderBlockProps {
  /** A block of the checked page: a broken one (its configuration is not valid) shows a note instead. */
  block: PageBlock;
  /** One of the first blocks of the page the shopper opened the site on: it enters without fading. */
  firstView?: boolean;
  /** Shows its own placeholder while its code loads (false: a boundary around several blocks does). */
  ownPlaceholder?: boolean;
  /**
   * Below a page's first block: a page the server rendered hydrates it when it comes near the screen
   * or once the first view is ready (lib/deferred-region.tsx), and loads its code then.
   */
  deferred?: boolean;
}

export function RenderBlock({ block, firstView = false, ownPlaceholder = true, deferred = false }: RenderBlockProps): ReactNode {
  if (block.blockRef === 'broken') return <BlockFallback blockRef="broken" />;
  const Component = (registry as Record<string, BlockComponent<BlockRef> | undefined>)[block.blockRef];
  if (!Component) {
    if (import.meta.env.DEV) console.warn(`Unknown block type "${String(block.blockRef)}" skipped`);
    return null;
  }
  const frame = {
    className: 'block-frame',
    'data-block': block.blockRef,
    ...frameProps(block.style, block.animation, { firstView }),
  };
  if (deferred) {
    return (
      <BlockBoundary blockRef={block.blockRef}>
        <DeferredRegion {...frame} fallback={<Placeholder className="block-skeleton" />}>
          <Component block={block as never} />
        </DeferredRegion>
      </BlockBoundary>
    );
  }
  const element = (
    <div {...frame}>
      <Component block={block as never} />
    </div>
  );
  return (
    <BlockBoundary blockRef={block.blockRef}>
      {ownPlaceholder ? <Suspense fallback={<Placeholder className="block-skeleton" />}>{element}</Suspense> : element}
    </BlockBoundary>
  );
}

/**
 * Every enabled block in `blockOrder`, each in its own suspense boundary: the server renders them all
 * (search engines and link previews read the whole page), and the browser hydrates each one as its
 * code arrives.
 */
export { visibleBlocks };

/**
 * `firstView`: the page the shopper opened the site on; its blocks enter without fading. Every block
 * after the first is a deferred region: below the fold on a phone, hydrated when wanted.
 */
export function PageRenderer({ page, firstView = false }: { page: CheckedPage; firstView?: boolean }): ReactNode {
  return visibleBlocks(page.blocks).map((block, index) => (
    <RenderBlock key={block.blockId} block={block} firstView={firstView} deferred={index > 0} />
  ));
}
