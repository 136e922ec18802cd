/**
 * Ratings and reviews of a product: the average with a bar per star value (reviewsAverageRating,
 * reviewsRatingBreakdown) and the published reviews ten at a time (reviewsListByProduct), each with its
 * helpful / not helpful counts and the buyer's own vote (reviewsListMyHelpfulVotes, signed in only).
 * A review the signed-in buyer wrote is marked as theirs and offers no vote: the shop refuses a vote on
 * one's own review, and the public list does not say whose a review is, so the buyer's own reviews are
 * read too (reviewsListByBuyer, one page of the contract's largest size).
 */
import { useRef, useState, type ReactNode } from 'react';
import type { Schemas } from '@attar/sdk';
import { PageSizeRule } from '@attar/sdk/rules';
import { ErrorState, Skeleton } from '../../../components/ui/status.tsx';
import { useAction } from '../../../data/use-action.ts';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { longDate } from '../../../lib/date-format.ts';
import { shopperText } from '../../../lib/shopper-text.ts';
import { useSignedIn } from '../../../state/signed-in.ts';
import { HelpfulVote } from './helpful-vote.tsx';

/** The buyer's votes on one product's reviews, and their own reviews, each read in one page (the contract's largest). */
const ONE_PAGE = PageSizeRule.maximum;

import { REVIEWS_PAGE_SIZE } from '../../../lib/review-page-size.ts';

export function ProductReviews({ productId }: { productId: string }) {
  return (
    <section className="pdp-section pdp-reviews" aria-labelledby="pdp-reviews-title">
      <h2 id="pdp-reviews-title">Ratings and reviews</h2>
      <div className="pdp-reviews-layout">
        <RatingSummary productId={productId} />
        <ReviewList productId={productId} />
      </div>
    </section>
  );
}

function RatingSummary({ productId }: { productId: string }) {
  const average = useAction('reviewsAverageRating', { productId });
  const breakdown = useAction('reviewsRatingBreakdown', { productId });
  if ((average.error && !average.data) || (breakdown.error && !breakdown.data)) {
    return (
      <ErrorState
        error={average.error ?? breakdown.error}
        onRetry={() => {
          void average.mutate();
          void breakdown.mutate();
        }}
        title="The ratings did not load"
      />
    );
  }
  if (!average.data || !breakdown.data) return <Skeleton lines={5} label="Loading the ratings" />;
  const { average: mean, count } = average.data;
  return (
    <div className="pdp-rating-summary">
      <p className="pdp-rating-big">
        <span className="pdp-rating-number">{count ? mean.toFixed(1) : '–'}</span>
        <span className="pdp-rating-outof"> out of 5</span>
      </p>
      <RatingStars average={mean} count={count} showValue={false} />
      <p className="pdp-rating-based">
        {count === 0 ? 'No ratings yet' : `Based on ${count} ${count === 1 ? 'rating' : 'ratings'}`}
      </p>
      {count > 0 ? (
        <ul className="pdp-rating-bars" aria-label="Ratings by stars">
          {[...breakdown.data.stars]
            .sort((a, b) => b.stars - a.stars)
            .map((s) => (
              <li key={s.stars}>
                <span className="pdp-bar-label">{s.stars} ★</span>
                <span className="pdp-bar" aria-hidden="true">
                  <span style={{ width: `${Math.min(100, Math.max(0, s.percent))}%` }} />
                </span>
                <span className="pdp-bar-count">
                  <span className="visually-hidden">
                    {s.stars} {s.stars === 1 ? 'star' : 'stars'}:{' '}
                  </span>
                  {s.count}
                  <span className="visually-hidden"> ({Math.round(s.percent)}%)</span>
                </span>
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}

function ReviewList({ productId }: { productId: string }) {
  const [pageNum, setPageNum] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  const { data, error, mutate, isValidating } = useAction('reviewsListByProduct', {
    productId,
    pageNum,
    pageSize: REVIEWS_PAGE_SIZE,
    sortOrder: 'desc',
  });
  // the session is this browser's: the server's HTML and the hydration show a guest's buttons
  const signedIn = useSignedIn();
  const votes = useAction('reviewsListMyHelpfulVotes', signedIn ? { productId, pageSize: ONE_PAGE } : null);
  const myVote = (reviewId: string) => votes.data?.items.find((v) => v.reviewId === reviewId)?.helpful;
  const mine = useAction('reviewsListByBuyer', signedIn ? { pageSize: ONE_PAGE } : null);
  const own = new Set(mine.data?.items.filter((r) => r.productId === productId).map((r) => r.reviewId));

  const goTo = (page: number) => {
    setPageNum(page);
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView({ block: 'start' });
  };

  if (error && !data) return <ErrorState error={error} onRetry={() => void mutate()} title="The reviews did not load" />;
  if (!data) return <Skeleton lines={6} label="Loading the reviews" />;
  const { items, paging } = data;
  return (
    <div className="pdp-review-list" ref={listRef} tabIndex={-1} aria-busy={isValidating || undefined}>
      {items.length === 0 ? (
        <p className="pdp-no-reviews">
          No reviews yet. Bought this perfume? You can review it from your orders once it is delivered.
        </p>
      ) : (
        <ul>
          {items.map((review) => (
            <li key={review.reviewId}>
              <ReviewItem review={review}>
                {own.has(review.reviewId) ? (
                  <p className="review-own">Your review</p>
                ) : (
                  <HelpfulVote review={review} myVote={myVote(review.reviewId)} signedIn={signedIn} />
                )}
              </ReviewItem>
            </li>
          ))}
        </ul>
      )}
      {paging.totalPages > 1 ? (
        <nav className="pdp-review-pages" aria-label="Review pages">
          <button
            type="button"
            className="button button-quiet button-small"
            disabled={pageNum <= 1}
            onClick={() => goTo(pageNum - 1)}
          >
            Newer reviews
          </button>
          <span>
            Page {paging.pageNum} of {paging.totalPages}
          </span>
          <button
            type="button"
            className="button button-quiet button-small"
            disabled={pageNum >= paging.totalPages}
            onClick={() => goTo(pageNum + 1)}
          >
            Older reviews
          </button>
        </nav>
      ) : null}
    </div>
  );
}

function ReviewItem({ review, children }: { review: Schemas['Review']; children: ReactNode }) {
  const date = new Date(review.createdAt);
  return (
    <article className="pdp-review">
      <RatingStars average={review.rating} />
      {review.title ? <h3 className="pdp-review-title">{shopperText(review.title)}</h3> : null}
      <p className="pdp-review-meta">
        {review.reviewerName}
        {review.verifiedPurchase ? <span className="pdp-verified"> · Verified purchase</span> : null}
        {Number.isNaN(date.getTime()) ? null : (
          <>
            {' · '}
            <time dateTime={review.createdAt}>{longDate(date)}</time>
          </>
        )}
      </p>
      {review.desc ? <p>{shopperText(review.desc)}</p> : null}
      {review.comments ? <p className="pdp-review-comments">{shopperText(review.comments)}</p> : null}
      {review.images.length ? (
        <ul className="pdp-review-images" aria-label="Photos from the reviewer">
          {review.images.map((image) => (
            <li key={image.url}>
              <img src={image.url} alt={image.altText} width={96} height={96} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
