// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@attar/sdk';

const review = (title: string, desc: string): Schemas['Review'] => ({
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
  createdAt: '2026-11-18T10:00:00Z',
});
const reads = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('../../../data/use-action.ts', () => ({
  useAction: (action: string) => ({
    data:
      action === 'reviewsListByProduct'
        ? { items: reads.items, paging: { pageNum: 1, pageSize: 10, totalItems: reads.items.length, totalPages: 1 } }
        : undefined,
    isValidating: false,
    mutate: vi.fn(),
  }),
}));
const { ProductReviews } = await import('./product-reviews.tsx');

afterEach(cleanup);

describe("a review's words", () => {
  it('show as the shopper typed them: escaped characters read back, markup shown as text', () => {
    reads.items = [
      review('Tom &amp; Jerry', 'Rose &amp; oud, &quot;soft&quot; &#39;n&#39; warm'),
      review('<b>Bold</b> &lt;3', '<img src=x onerror=alert(1)>'),
    ];
    render(<ProductReviews productId="PR00012" />);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Tom & Jerry', '<b>Bold</b> <3']);
    expect(screen.getByText('Rose & oud, "soft" \'n\' warm')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('.pdp-review b, .pdp-review-list img')).toBeNull();
  });
});
