/** One block's error boundary: a broken block shows a small note, never a blank page. */
import { Component, type ReactNode } from 'react';

/** The note in place of a block that could not be shown (it failed to render, or its configuration is not valid). */
export function BlockFallback({ blockRef }: { blockRef: string }): ReactNode {
  return (
    <div className="block-fallback" role="note" data-block-failed={blockRef}>
      This part of the page could not be shown.
    </div>
  );
}

interface Props {
  blockRef: string;
  children: ReactNode;
}

export class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (import.meta.env.DEV) console.error(`Block ${this.props.blockRef} failed to render`, error);
  }

  override render(): ReactNode {
    if (this.state.failed) return <BlockFallback blockRef={this.props.blockRef} />;
    return this.props.children;
  }
}
