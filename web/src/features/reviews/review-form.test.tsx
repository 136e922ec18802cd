// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@attar/sdk';
import { fakeApi } from '../../test-support/fake-api.ts';
import { ReviewForm } from './review-form.tsx';
import { pickImages } from './review-image-picker.tsx';

const api = fakeApi({ reviews: { add: vi.fn(), update: vi.fn() } });

let urls = 0;
beforeAll(() => {
  URL.createObjectURL = () => `blob:preview-${++urls}`;
  URL.revokeObjectURL = () => undefined;
});
afterEach(cleanup);

const photo = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });
const pick = (files: File[]) => {
  const input = screen.getByLabelText('Photos (optional)') as HTMLInputElement;
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  fireEvent.change(input);
};
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const record: Schemas['ReviewRecord'] = {
  reviewId: 'RV000400',
  productId: 'PR00003',
  variantId: 'ATR-GUL-50',
  fulfillmentId: 'FL26111500011',
  type: 'Customer',
  rating: 4,
  images: [],
  reviewerName: 'Ananya R.',
  verifiedPurchase: true,
  status: 'PUBLISHED',
  helpfulCount: 0,
  notHelpfulCount: 0,
  createdAt: '2026-11-22T03:00:00Z',
  updatedAt: '2026-11-22T03:00:00Z',
};
const form = (onDone = vi.fn(), review?: Schemas['Review']) =>
  render(
    <ReviewForm
      productId="PR00003"
      productName="Gulab Jal"
      variantId="ATR-GUL-50"
      fulfillmentId="FL26111500011"
      onDone={onDone}
      onCancel={vi.fn()}
      {...(review ? { review } : {})}
    />,
  );

describe('review form', () => {
  it('offers the rating as five labelled radio buttons and needs one', async () => {
    form();
    const stars = screen.getAllByRole('radio');
    expect(stars.map((s) => (s.nextElementSibling as HTMLElement).textContent)).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await press('Post review');
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(api.reviews.add).not.toHaveBeenCalled();
  });

  it('takes at most five photos, only JPEG, PNG or WebP up to 5 MB, with previews to remove', () => {
    form();
    pick([1, 2, 3, 4, 5, 6].map((n) => photo(`bottle-${n}.jpg`)));
    expect(screen.getByText('A review can have at most 5 photos; 1 was left out.')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect((screen.getByLabelText('Photos (optional)') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 5' }));
    expect(screen.getAllByRole('img')).toHaveLength(4);
    pick([photo('notes.pdf', 'application/pdf'), photo('huge.png', 'image/png', 6 * 1024 * 1024)]);
    expect(screen.getByText('notes.pdf is not a JPEG, PNG or WebP image. huge.png is larger than 5 MB.')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });

  it('sends the stars, the words and the photos', async () => {
    api.reviews.add.mockResolvedValueOnce({
      data: { ...record, status: 'PENDING' },
      meta: { status: 200, httpStatus: 200, message: 'Thank you for your review', requestId: undefined },
    });
    const onDone = vi.fn();
    form(onDone);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Title (optional)'), { target: { value: 'Fresh rose' } });
    fireEvent.change(screen.getByLabelText('Your review (optional)'), { target: { value: 'Lasts all day.' } });
    const image = photo('bottle.webp', 'image/webp');
    pick([image]);
    await press('Post review');
    expect(api.reviews.add).toHaveBeenCalledWith({
      productId: 'PR00003',
      variantId: 'ATR-GUL-50',
      fulfillmentId: 'FL26111500011',
      rating: 4,
      type: 'Customer',
      score: 6,
      title: 'Fresh rose',
      desc: 'Lasts all day.',
      images: [image],
    });
    expect(onDone).toHaveBeenCalledWith(
      'Thank you for your review. It appears on the product page once our team has checked the photos.',
    );
  });

  it('counts the photos a review already has against the limit when changing it', () => {
    const review: Schemas['Review'] = {
      reviewId: 'RV000400',
      productId: 'PR00003',
      title: 'Rose',
      desc: 'Nice',
      rating: 5,
      type: 'Customer',
      score: 6,
      reviewerName: 'Ananya R.',
      verifiedPurchase: true,
      helpfulCount: 0,
      notHelpfulCount: 0,
      createdAt: '2026-11-22T03:00:00Z',
      images: [1, 2, 3, 4].map((n) => ({ url: `/media/reviews/${n}.jpg`, altText: `Photo ${n}` })),
    };
    form(vi.fn(), review);
    expect((screen.getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
    pick([photo('a.jpg'), photo('b.jpg')]);
    expect(screen.getByText('A review can have at most 1 photo; 1 was left out.')).toBeTruthy();
  });

  it('picks images by the rules alone', () => {
    expect(pickImages([], [photo('a.png', 'image/png')], 5)).toEqual({ files: [expect.any(File)], problem: undefined });
    expect(pickImages([], [photo('a.gif', 'image/gif')], 5).problem).toBe('a.gif is not a JPEG, PNG or WebP image.');
  });
});

describe('the review form holds to the contract', () => {
  it("offers the contract's stars, refuses others, and limits the title and text to its lengths", async () => {
    const { ReviewStarsRule, reviewsAddInput } = await import('@attar/sdk/rules');
    const { rating } = await import('./review-form.tsx');
    form();
    expect(screen.getAllByRole('radio')).toHaveLength(ReviewStarsRule.maximum - ReviewStarsRule.minimum + 1);
    expect((screen.getByLabelText('Title (optional)') as HTMLInputElement).maxLength).toBe(reviewsAddInput.title.maxLength);
    expect((screen.getByLabelText('Your review (optional)') as HTMLTextAreaElement).maxLength).toBe(
      reviewsAddInput.desc.maxLength,
    );
    expect(rating(String(ReviewStarsRule.maximum))).toBeUndefined();
    expect(rating(String(ReviewStarsRule.maximum + 1))).toMatch(/Choose a rating/);
    expect(rating(String(ReviewStarsRule.minimum - 1))).toMatch(/Choose a rating/);
    expect(rating('2.5')).toMatch(/Choose a rating/);
  });
});
