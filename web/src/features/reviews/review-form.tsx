/**
 * Write or change a review of a delivered item: stars (required), a title, the text and photos, sent
 * as multipart (`reviews.add`, or `reviews.update` which adds new photos to the review's own).
 */
import { useState } from 'react';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { checkRule, ReviewStarsRule, reviewsAddInput } from '@attar/sdk/rules';
import { FormField } from '../../components/ui/form-field.tsx';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { FormError, TextAreaField } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';
import { MAX_REVIEW_IMAGES, ReviewImagePicker } from './review-image-picker.tsx';
import { StarRatingInput } from './star-rating-input.tsx';
import { shopperText } from '../../lib/shopper-text.ts';

/** Every read that shows reviews or ratings, refreshed after a change. */
export const REVIEW_READS = [
  'reviewsListByFulfillment',
  'reviewsListByBuyer',
  'reviewsListByProduct',
  'reviewsAverageRating',
  'reviewsRatingBreakdown',
  'ordersGet',
] as const;

/** The score this storefront sends with every review (docs/product-rules.md §3). */
const REVIEW_SCORE = 6;

export interface ReviewFormProps {
  productId: string;
  productName: string;
  /** The size bought (its cin). */
  variantId: string;
  fulfillmentId: string;
  /** The buyer's review to change; absent for a new one. */
  review?: Schemas['Review'];
  /** Called with the shop's message after saving. */
  onDone: (message: string) => void;
  onCancel: () => void;
}

const { title: TITLE, desc: DESC } = reviewsAddInput;

const maxChars = (label: string, max: number) => (value: string) =>
  [...value].length > max ? `${label} can be at most ${max} characters.` : undefined;

/** A whole number of stars within the contract's range. */
export const rating = (value: string): string | undefined =>
  /^[0-9]+$/.test(value) && checkRule(ReviewStarsRule, Number(value)) === undefined
    ? undefined
    : `Choose a rating from ${ReviewStarsRule.minimum} to ${ReviewStarsRule.maximum} stars.`;

export function ReviewForm({ productId, productName, variantId, fulfillmentId, review, onDone, onCancel }: ReviewFormProps) {
  const form = useForm(
    { rating: review ? String(review.rating) : '', title: shopperText(review?.title), desc: shopperText(review?.desc) },
    {
      rules: {
        rating,
        title: maxChars('The title', TITLE.maxLength),
        desc: maxChars('The review', DESC.maxLength),
      },
      labels: { title: 'The title', desc: 'The review' },
    },
  );
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const limit = MAX_REVIEW_IMAGES - (review?.images.length ?? 0);
  const headingId = `review-${fulfillmentId}-${variantId}`;

  const submit = form.onSubmit(async (v) => {
    const fields = {
      productId,
      variantId,
      rating: Number(v.rating),
      type: 'Customer' as const,
      score: REVIEW_SCORE,
      title: v.title.trim(),
      desc: v.desc.trim(),
      ...(files.length ? { images: files } : {}),
    };
    const result = review
      ? await api.reviews.update({ ...fields, fulfillmentId })
      : await api.reviews.add({ ...fields, fulfillmentId });
    if (result.error) return result.error;
    await mutate(matchActions(...REVIEW_READS));
    const pending =
      result.data.status === 'PENDING' ? ' It appears on the product page once our team has checked the photos.' : '';
    const said = (result.meta.message || (review ? 'Review updated' : 'Thank you for your review')).replace(/\.$/, '');
    onDone(`${said}.${pending}`);
    return undefined;
  });

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId}>
        {review ? 'Change your review of' : 'Review'} {productName}
      </h4>
      <StarRatingInput
        name="rating"
        value={form.values.rating}
        onChange={(value) => form.set('rating', value)}
        error={form.errors.rating}
      />
      <FormField label="Title (optional)" maxLength={TITLE.maxLength} {...form.field('title')} />
      <TextAreaField
        label="Your review (optional)"
        maxLength={DESC.maxLength}
        hint="How does it smell, last and project?"
        {...form.field('desc')}
      />
      {review?.images.length ? (
        <p className="field-hint">
          Your review has {review.images.length} {review.images.length === 1 ? 'photo' : 'photos'}; new photos are added to{' '}
          {review.images.length === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
      <ReviewImagePicker files={files} onChange={setFiles} limit={limit} problem={problem} onProblem={setProblem} />
      <FormError message={form.formError} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Sending…' : review ? 'Save review' : 'Post review'}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
