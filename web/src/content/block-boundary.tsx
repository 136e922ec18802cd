/** One block's error boundary: a broken block shows a small note, never a blank page. */
import { Component, type ReactNode } from 'react';

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
    if (this.state.failed) {
      return (
        <div className="block-fallback" role="note" data-block-failed={this.props.blockRef}>
          This part of the page could not be shown.
        </div>
      );
    }
    return this.props.children;
  }
}
