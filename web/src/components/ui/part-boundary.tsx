/**
 * An error boundary around one part of the frame (the header, the page, the footer, the whole app): a
 * part that throws while rendering (a configuration the checks let through but a component cannot
 * show, a bug) is replaced by its fallback, and the rest of the page stays. Never a white screen.
 * The server does not use boundaries (a render that throws sends the shell, decision 010); the
 * browser's render does.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** Which part, for the log. */
  name: string;
  /** What shows instead; a function gets a way to try the part again. */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  /** The part starts over when this changes (the page's path: a new page gets a fresh try). */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string | undefined;
}

export class PartBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    if (import.meta.env.DEV) console.error(`The ${this.props.name} failed to render`, error);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.retry) : fallback;
  }
}
