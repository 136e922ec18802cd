/**
 * Stars only, no words or photos: the rating calls (`reviews.rate` for a first rating of a delivered
 * item, `reviews.updateRating` to change it). The shop keeps it as a review without a title; it counts
 * in the product's average and breakdown but is not listed among the written reviews.
 */
import { mutate } from 'swr';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { FormError } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';
import { rating, REVIEW_READS } from './review-form.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

export interface RatingFormProps {
  productId: string;
  productName: string;
  fulfillmentId: string;
  /** The stars given before, when changing a rating; absent for a first one. */
  current?: number;
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function RatingForm({ productId, productName, fulfillmentId, current, onDone, onCancel }: RatingFormProps) {
  const form = useForm({ rating: current ? String(current) : '' }, { rules: { rating } });
  const headingId = `rating-${fulfillmentId}-${productId}`;

  const submit = form.onSubmit(async (v) => {
    const stars = Number(v.rating);
    const result =
      current === undefined
        ? await api.reviews.rate({ productId, fulfillmentId, rating: stars })
        : await api.reviews.updateRating({ productId, fulfillmentId, rating: stars });
    if (result.error) return result.error;
    await mutate(matchActions(...REVIEW_READS));
    onDone(`${(result.meta.message || 'Thanks for rating').replace(/\.$/, '')}.`);
    return undefined;
  });

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId}>
        {current === undefined ? 'Rate' : 'Change your rating of'} {productName}
      </h4>
      <StarRatingInput
        name="rating"
        value={form.values.rating}
        onChange={(value) => form.set('rating', value)}
        error={form.errors.rating}
      />
      <FormError message={form.formError} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Sending…' : 'Save rating'}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
