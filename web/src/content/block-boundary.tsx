/** One block's error boundary: a broken block shows a small note, never a blank page. */
import type { ReactNode } from 'react';
import { PartBoundary } from '../components/ui/part-boundary.tsx';

/** The note in place of a block that could not be shown (it failed to render, or its configuration is not valid). */
export function BlockFallback({ blockRef }: { blockRef: string }): ReactNode {
  return (
    <div className="block-fallback" role="note" data-block-failed={blockRef}>
      This part of the page could not be shown.
    </div>
  );
}

/** A block that throws while rendering is replaced by the note; the rest of the page stays. */
export function BlockBoundary({ blockRef, children }: { blockRef: string; children: ReactNode }): ReactNode {
  return (
    <PartBoundary name={`block ${blockRef}`} fallback={<BlockFallback blockRef={blockRef} />}>
      {children}
    </PartBoundary>
  );
}
