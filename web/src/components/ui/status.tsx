/** Loading and error states every page shares: a skeleton, and a message with a retry button. */
import type { ReactNode } from 'react';
import { isAttarError, type ApiError } from '@attar/sdk';
import { retrying } from '../../data/busy.ts';

/** A loading placeholder. */
export function Skeleton({ lines = 3, label = 'Loading' }: { lines?: number; label?: string }): ReactNode {
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}…</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * A silent placeholder that keeps a part's room while its code or data loads.
 * @example <Suspense fallback={<Placeholder className="block-skeleton" />}>
 */
export function Placeholder({ className }: { className: string }): ReactNode {
  return <div className={className} aria-hidden="true" />;
}

/**
 * What a shopper should read for an error: the server's message, or a plain sentence. A busy shop
 * (a 429 of the shop's general limit, or a proxy's) gets a calm one with its wait, "trying again" while
 * a read waits it out by itself; a limit of the shopper's own (too many OTPs or enquiries) keeps the
 * shop's sentence, which says what to do.
 */
export function errorMessage(error: unknown): string {
  if (isAttarError(error)) {
    const { status, retryAfterSeconds: s, code } = error as ApiError;
    if (status === 429 && (code === 'request.rateLimited' || code === 'http.429')) {
      const when = !s ? 'a few seconds' : s > 90 ? `${Math.ceil(s / 60)} minutes` : `${s} second${s > 1 ? 's' : ''}`;
      return `The shop is busy — ${retrying.has(error) ? 'trying again' : 'please try again'} in ${when}.`;
    }
    if (error.kind === 'network') return 'We could not reach the shop. Check your connection and try again.';
    if (error.kind === 'timeout') return 'The shop is taking too long to answer. Please try again.';
    if (error.kind === 'bad-response') return 'The shop sent something we did not understand. Please try again.';
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

export function ErrorState({
  error,
  onRetry,
  title = 'This did not load',
  level: Heading = 'h2',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  /** `h1` when the error is all the page has */
  level?: 'h1' | 'h2';
}): ReactNode {
  return (
    <div className="error-state" role="alert">
      <Heading>{title}</Heading>
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
