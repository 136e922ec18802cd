/**
 * Reviews of a delivered shipment's items: for each item the buyer's review or rating (change it,
 * delete it), or the choice to write a review or only give stars (rating-form.tsx). Reads
 * `reviewsListByFulfillment` once for the shipment.
 */
import { useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { errorMessage } from '../../components/ui/status.tsx';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { useAction } from '../../data/use-action.ts';
import { RatingStars } from '../../components/ui/rating-stars.tsx';
import { ConfirmAction } from '../../kit/confirm-action.tsx';
import { FormStatus } from '../../kit/fields.tsx';
import { REVIEW_READS, ReviewForm } from './review-form.tsx';
import { RatingForm } from './rating-form.tsx';
import { isRatingOnly } from './rating-only.ts';
import './reviews.css';
import { shopperText } from '../../lib/shopper-text.ts';

export function FulfillmentReviews({ fulfillment }: { fulfillment: Schemas['Fulfillment'] }) {
  const {
    data,
    error,
    mutate: retry,
  } = useAction('reviewsListByFulfillment', { fulfillmentId: fulfillment.fulfillmentId, pageSize: 10 });
  // one line per product and size; a review is kept per product of the shipment
  const lines = fulfillment.lines.filter((line, i, all) => all.findIndex((l) => l.productId === line.productId) === i);
  return (
    <section className="fulfillment-reviews" aria-label={`Reviews of shipment ${fulfillment.fulfillmentId}`}>
      <h3>Your reviews</h3>
      {error && !data ? (
        <p role="alert">
          {errorMessage(error)}{' '}
          <button type="button" className="button button-quiet button-small" onClick={() => void retry()}>
            Try again
          </button>
        </p>
      ) : null}
      <ul className="line-reviews">
        {lines.map((line) => (
          <li key={line.cin}>
            <LineReview
              line={line}
              fulfillmentId={fulfillment.fulfillmentId}
              review={data?.items.find((r) => r.productId === line.productId)}
              loading={!data && !error}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface LineReviewProps {
  line: Schemas['OrderLine'];
  fulfillmentId: string;
  review: Schemas['Review'] | undefined;
  loading: boolean;
}

export function LineReview({ line, fulfillmentId, review, loading }: LineReviewProps) {
  // which form is open: the whole review, stars only, or none
  const [open, setOpen] = useState<'review' | 'rating' | null>(null);
  const writing = open !== null;
  const setWriting = (on: boolean) => setOpen(on ? 'review' : null);
  const [status, setStatus] = useState<string>();
  const opener = useRef<HTMLButtonElement>(null);
  const wasWriting = useRef(false);

  useEffect(() => {
    if (!writing && wasWriting.current) opener.current?.focus();
    wasWriting.current = writing;
  }, [writing]);

  async function remove(reviewId: string): Promise<string | undefined> {
    const result = await api.reviews.deleteContent({ reviewId, content: 'REVIEW' });
    if (result.error) return errorMessage(result.error);
    await mutate(matchActions(...REVIEW_READS));
    setStatus(`Your review of ${line.name} is deleted.`);
    return undefined;
  }

  const done = (message: string) => {
    setWriting(false);
    setStatus(message);
  };

  return (
    <div className="line-review">
      <div className="line-review-head">
        <img src={line.image.url} alt="" width={48} height={48} />
        <span className="line-review-name">
          {line.name} <span className="muted">{line.variantLabel}</span>
        </span>
      </div>
      <FormStatus message={status} />
      {open === 'rating' ? (
        <RatingForm
          productId={line.productId}
          productName={line.name}
          fulfillmentId={fulfillmentId}
          {...(review ? { current: review.rating } : {})}
          onDone={done}
          onCancel={() => setOpen(null)}
        />
      ) : writing ? (
        <ReviewForm
          productId={line.productId}
          productName={line.name}
          variantId={line.cin}
          fulfillmentId={fulfillmentId}
          {...(review ? { review } : {})}
          onDone={done}
          onCancel={() => setWriting(false)}
        />
      ) : loading ? (
        <p className="muted">Checking for your review…</p>
      ) : review ? (
        <div className="my-review">
          <RatingStars average={review.rating} />
          {review.title ? <p className="my-review-title">{shopperText(review.title)}</p> : null}
          {review.desc ? <p>{shopperText(review.desc)}</p> : null}
          {review.images.length ? (
            <ul className="review-thumbs" aria-label="Your photos">
              {review.images.map((image) => (
                <li key={image.url}>
                  <img src={image.url} alt={image.altText} width={64} height={64} loading="lazy" />
                </li>
              ))}
            </ul>
          ) : null}
          <div className="form-actions">
            {isRatingOnly(review) ? (
              <>
                <button ref={opener} type="button" className="button button-quiet button-small" onClick={() => setOpen('rating')}>
                  Change rating<span className="visually-hidden"> of {line.name}</span>
                </button>
                <button type="button" className="button button-quiet button-small" onClick={() => setOpen('review')}>
                  Add words and photos<span className="visually-hidden"> to your rating of {line.name}</span>
                </button>
              </>
            ) : (
              <button ref={opener} type="button" className="button button-quiet button-small" onClick={() => setWriting(true)}>
                Change review<span className="visually-hidden"> of {line.name}</span>
              </button>
            )}
            <ConfirmAction
              label="Delete review"
              accessibleLabel={`Delete your review of ${line.name}`}
              question="Delete this review?"
              confirmLabel="Yes, delete"
              onConfirm={() => remove(review.reviewId)}
            />
          </div>
        </div>
      ) : (
        <div className="form-actions">
          <button ref={opener} type="button" className="button button-small" onClick={() => setWriting(true)}>
            Write a review<span className="visually-hidden"> of {line.name}</span>
          </button>
          <button
            type="button"
            className="button button-quiet button-small"
            aria-label={`Just rate it: ${line.name}`}
            onClick={() => setOpen('rating')}
          >
            Just rate it
          </button>
        </div>
      )}
    </div>
  );
}
