// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ApiError, type Schemas } from '@attar/sdk';
import { store } from '../../../state/store.ts';
import { cannedReads } from '../../../test-support/canned-reads.tsx';
import { fakeApi } from '../../../test-support/fake-api.ts';
import { ProductReviews } from './product-reviews.tsx';

const review = (title: string, desc: string, extra: Partial<Schemas['Review']> = {}): Schemas['Review'] => ({
  reviewId: 'RV000001',
  productId: 'PR00012',
  title,
  desc,
  rating: 5,
  type: 'Customer',
  score: 6,
  images: [],
  reviewerName: 'Ananya R.',
  verifiedPurchase: true,
  helpfulCount: 0,
  notHelpfulCount: 0,
  createdAt: '2026-11-18T10:00:00Z',
  ...extra,
});
const reads = {
  items: [] as unknown[],
  average: undefined as unknown,
  breakdown: undefined as unknown,
  votes: [] as unknown[],
};
const canned = cannedReads((action) =>
  action === 'reviewsListByProduct'
    ? { items: reads.items, paging: { pageNum: 1, pageSize: 10, totalItems: reads.items.length, totalPages: 1 } }
    : action === 'reviewsAverageRating'
      ? reads.average
      : action === 'reviewsRatingBreakdown'
        ? reads.breakdown
        : action === 'reviewsListMyHelpfulVotes'
          ? { items: reads.votes, paging: { pageNum: 1, pageSize: 100, totalItems: reads.votes.length, totalPages: 1 } }
          : undefined,
);
/** The input of the last read of an action (undefined: never read). */
const inputOf = (action: string) => canned.calls.filter(([name]) => name === action).at(-1)?.[1];
const api = fakeApi({ reviews: { markHelpful: vi.fn(), updateHelpful: vi.fn() } });

const show = () =>
  render(
    <MemoryRouter initialEntries={['/p/oud-noir/UFIwMDAxMg']}>
      <ProductReviews productId="PR00012" />
    </MemoryRouter>,
    { wrapper: canned.wrapper },
  );
const voteReply = (helpful: boolean, helpfulCount: number, notHelpfulCount: number) => ({
  data: { reviewId: 'RV000311', productId: 'PR00012', helpful, votedAt: '2026-11-20T10:00:00Z', helpfulCount, notHelpfulCount },
  meta: { message: 'Thanks for your feedback' },
});

beforeEach(() => {
  reads.items = [];
  reads.votes = [];
  store.auth = false;
  canned.calls.length = 0;
  reads.average = undefined;
  reads.breakdown = undefined;
  api.reviews.markHelpful.mockReset();
  api.reviews.updateHelpful.mockReset();
});
afterEach(() => {
  cleanup();
  store.auth = false;
});

describe("a review's words", () => {
  it('show as the shopper typed them: escaped characters read back, markup shown as text', () => {
    reads.items = [
      review('Tom &amp; Jerry', 'Rose &amp; oud, &quot;soft&quot; &#39;n&#39; warm'),
      review('<b>Bold</b> &lt;3', '<img src=x onerror=alert(1)>', { reviewId: 'RV000002' }),
    ];
    show();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Tom & Jerry', '<b>Bold</b> <3']);
    expect(screen.getByText('Rose & oud, "soft" \'n\' warm')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('.pdp-review b, .pdp-review-list img')).toBeNull();
  });
});

describe('the ratings and the review list', () => {
  it('show the average, the count per star and each review with its helpful counts', () => {
    reads.average = { productId: 'PR00012', average: 4.6, count: 128 };
    reads.breakdown = {
      productId: 'PR00012',
      average: 4.6,
      count: 128,
      stars: [
        { stars: 1, count: 2, percent: 1.6 },
        { stars: 5, count: 90, percent: 70.3 },
        { stars: 4, count: 27, percent: 21.1 },
        { stars: 3, count: 7, percent: 5.5 },
        { stars: 2, count: 2, percent: 1.6 },
      ],
    };
    reads.items = [
      review('Lasts all day', 'Smoky oud.', { reviewId: 'RV000311', helpfulCount: 7, notHelpfulCount: 1 }),
      review('Too strong', 'Two sprays is plenty.', { reviewId: 'RV000298', rating: 3, helpfulCount: 2 }),
    ];
    show();
    expect(document.querySelector('.pdp-rating-number')?.textContent).toBe('4.6');
    expect(screen.getByText('Based on 128 ratings')).toBeTruthy();
    const bars = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(bars.map((b) => b.querySelector('.pdp-bar-count')?.textContent)).toEqual([
      '5 stars: 90 (70%)',
      '4 stars: 27 (21%)',
      '3 stars: 7 (6%)',
      '2 stars: 2 (2%)',
      '1 star: 2 (2%)',
    ]);
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.querySelector('h3')?.textContent)).toEqual(['Lasts all day', 'Too strong']);
    expect(within(articles[0]!).getByRole('button', { name: 'Yes (7)' })).toBeTruthy();
    expect(within(articles[0]!).getByRole('button', { name: 'No (1)' })).toBeTruthy();
    expect(within(articles[1]!).getByRole('button', { name: 'Yes (2)' })).toBeTruthy();
    expect(within(articles[1]!).getByText('Rated 3 out of 5')).toBeTruthy();
  });
});

describe('helpful votes', () => {
  const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

  it('a first vote goes through markHelpful and shows the new counts; a change of mind through updateHelpful', async () => {
    store.auth = true;
    reads.items = [review('Lasts all day', 'Smoky oud.', { reviewId: 'RV000311', helpfulCount: 7, notHelpfulCount: 1 })];
    show();
    expect(inputOf('reviewsListMyHelpfulVotes')).toEqual({ productId: 'PR00012', pageSize: 100 });
    api.reviews.markHelpful.mockResolvedValue(voteReply(true, 8, 1));
    await click('Yes (7)');
    expect(api.reviews.markHelpful).toHaveBeenCalledWith({ reviewId: 'RV000311', helpful: true });
    expect(screen.getByRole('button', { name: 'Yes (8)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'No (1)' }).getAttribute('aria-pressed')).toBe('false');

    api.reviews.updateHelpful.mockResolvedValue(voteReply(false, 7, 2));
    await click('No (1)');
    expect(api.reviews.updateHelpful).toHaveBeenCalledWith({ reviewId: 'RV000311', helpful: false });
    expect(api.reviews.markHelpful).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'No (2)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Yes (7)' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("shows the buyer's earlier vote, and changing it is an update", async () => {
    store.auth = true;
    reads.votes = [
      {
        reviewId: 'RV000311',
        productId: 'PR00012',
        helpful: true,
        votedAt: '2026-11-19T10:00:00Z',
        helpfulCount: 7,
        notHelpfulCount: 1,
      },
    ];
    reads.items = [review('Lasts all day', 'Smoky oud.', { reviewId: 'RV000311', helpfulCount: 7, notHelpfulCount: 1 })];
    show();
    expect(screen.getByRole('button', { name: 'Yes (7)' }).getAttribute('aria-pressed')).toBe('true');
    await click('Yes (7)');
    expect(api.reviews.markHelpful).not.toHaveBeenCalled();
    expect(api.reviews.updateHelpful).not.toHaveBeenCalled();
    api.reviews.updateHelpful.mockResolvedValue(voteReply(false, 6, 2));
    await click('No (1)');
    expect(api.reviews.updateHelpful).toHaveBeenCalledWith({ reviewId: 'RV000311', helpful: false });
    expect(screen.getByRole('button', { name: 'Yes (6)' })).toBeTruthy();
  });

  it("a refusal (the buyer's own review) is said and counts nothing", async () => {
    store.auth = true;
    reads.items = [review('Mine', 'My words.', { reviewId: 'RV000311', helpfulCount: 3 })];
    show();
    api.reviews.markHelpful.mockResolvedValue({
      error: new ApiError({
        status: 422,
        httpStatus: 422,
        message: 'You cannot vote on your own review.',
        code: 'review.ownReview',
      }),
    });
    await click('Yes (3)');
    expect(document.querySelector('.review-helpful-note')?.textContent).toBe('You cannot vote on your own review.');
    expect(screen.getByRole('button', { name: 'Yes (3)' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('a guest is asked to sign in and nothing is sent', async () => {
    reads.items = [review('Lasts all day', 'Smoky oud.', { reviewId: 'RV000311', helpfulCount: 7 })];
    show();
    expect(inputOf('reviewsListMyHelpfulVotes')).toBeUndefined();
    await click('Yes (7)');
    expect(api.reviews.markHelpful).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fp%2Foud-noir%2FUFIwMDAxMg',
    );
  });
});
