/**
 * "My reviews" in the account (`/profile/reviews`): the buyer's own reviews and ratings, newest first,
 * ten to a page (`reviewsListByBuyer`), the page kept in the URL (`?page=2`) so back and reload keep
 * the place. Each names its product (a link to its page), the stars, the words when there are any, and
 * how many shoppers found it helpful. Reviews are written and changed from the delivered order.
 */
import { Link, useSearchParams } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { productRoute } from '@attar/sdk';
import { Pager } from '../../components/ui/pager.tsx';
import { RatingStars } from '../../components/ui/rating-stars.tsx';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { useAction } from '../../data/use-action.ts';
import { longDate } from '../../lib/date-format.ts';
import { shopperText } from '../../lib/shopper-text.ts';
import { REVIEWS_PAGE_SIZE } from '../../lib/review-page-size.ts';
import { isRatingOnly } from './rating-only.ts';
import './reviews.css';

export function MyReviews() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading, mutate } = useAction('reviewsListByBuyer', {
    pageNum: page,
    pageSize: REVIEWS_PAGE_SIZE,
    sortOrder: 'desc',
  });

  return (
    <section aria-labelledby="my-reviews-title" className="account-panel">
      <h2 id="my-reviews-title">My reviews</h2>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void mutate()} title="Your reviews did not load" />
      ) : isLoading || !data ? (
        <Skeleton lines={5} label="Loading your reviews" />
      ) : data.items.length === 0 ? (
        <div className="empty-state">
          <p>
            {page > 1
              ? 'There are no more reviews.'
              : 'You have not reviewed a perfume yet. Once an order is delivered, you can rate or review it from the order.'}
          </p>
          <Link className="button" to="/profile/orders">
            Your orders
          </Link>
        </div>
      ) : (
        <>
          <p className="my-reviews-count">
            {data.paging.totalItems} {data.paging.totalItems === 1 ? 'review' : 'reviews'}
          </p>
          <ul className="my-review-list" aria-label="Your reviews">
            {data.items.map((review) => (
              <li key={review.reviewId}>
                <MyReview review={review} />
              </li>
            ))}
          </ul>
          <Pager label="Review pages" paging={data.paging} hrefFor={(n) => `?page=${n}`} />
        </>
      )}
    </section>
  );
}

function MyReview({ review }: { review: Schemas['Review'] }) {
  const name = review.productName ?? review.productId;
  const date = new Date(review.createdAt);
  return (
    <article className="my-review-card">
      <h3 className="my-review-product">
        {review.productSlug ? (
          <Link to={productRoute({ slug: review.productSlug, productId: review.productId })}>{name}</Link>
        ) : (
          name
        )}
      </h3>
      <RatingStars average={review.rating} />
      <p className="my-review-meta">
        {isRatingOnly(review) ? 'Rating only' : 'Review'}
        {Number.isNaN(date.getTime()) ? null : (
          <>
            {' · '}
            <time dateTime={review.createdAt}>{longDate(date)}</time>
          </>
        )}
      </p>
      {review.title ? <p className="my-review-title">{shopperText(review.title)}</p> : null}
      {review.desc ? <p>{shopperText(review.desc)}</p> : null}
      {review.comments ? <p className="muted">{shopperText(review.comments)}</p> : null}
      <p className="my-review-meta">
        {review.helpfulCount} found it helpful · {review.notHelpfulCount} did not
      </p>
    </article>
  );
}
