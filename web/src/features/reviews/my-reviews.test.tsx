// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { cannedReads } from '../../test-support/canned-reads.tsx';
import { MyReviews } from './my-reviews.tsx';

const TOTAL = 23;
const mine = (n: number): Schemas['Review'] => ({
  reviewId: `RV${String(n).padStart(6, '0')}`,
  productId: 'PR00012',
  productName: `Perfume ${n}`,
  productSlug: 'oud-noir',
  title: n % 2 ? `Review ${n}` : '',
  desc: n % 2 ? 'Words.' : '',
  rating: (n % 5) + 1,
  type: 'Customer',
  score: 6,
  images: [],
  reviewerName: 'Ananya R.',
  verifiedPurchase: true,
  helpfulCount: n,
  notHelpfulCount: 0,
  createdAt: '2026-11-18T10:00:00Z',
});
type Page = { pageNum: number; pageSize: number };
const reads = cannedReads((action, input) => {
  if (action !== 'reviewsListByBuyer') return undefined;
  const { pageNum, pageSize } = input as Page;
  const all = Array.from({ length: TOTAL }, (_, i) => mine(i + 1));
  const start = (pageNum - 1) * pageSize;
  return {
    items: all.slice(start, start + pageSize),
    paging: { pageNum, pageSize, totalItems: TOTAL, totalPages: Math.ceil(TOTAL / pageSize) },
  };
});
const lastInput = () => reads.last()?.[1];

afterEach(() => {
  cleanup();
  reads.calls.length = 0;
});

const show = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/profile/reviews" element={<MyReviews />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: reads.wrapper },
  );

describe('my reviews', () => {
  it('reads ten a page, the page from the URL, and links the other pages', async () => {
    show('/profile/reviews?page=2');
    expect(lastInput()).toEqual({ pageNum: 2, pageSize: 10, sortOrder: 'desc' });
    const items = within(screen.getByRole('list', { name: 'Your reviews' })).getAllByRole('article');
    expect(items).toHaveLength(10);
    expect(items[0]!.querySelector('h3')?.textContent).toBe('Perfume 11');
    expect(within(items[0]!).getByRole('link', { name: 'Perfume 11' }).getAttribute('href')).toBe('/p/oud-noir/UFIwMDAxMg');
    expect(within(items[0]!).getByText('Review 11')).toBeTruthy();
    expect(within(items[1]!).getByText(/^Rating only/)).toBeTruthy();
    expect(within(items[0]!).getByText('11 found it helpful · 0 did not')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/profile/reviews?page=1');
    await act(async () => void fireEvent.click(within(pages).getByRole('link', { name: 'Next page' })));
    expect(lastInput()).toEqual({ pageNum: 3, pageSize: 10, sortOrder: 'desc' });
    expect(within(screen.getByRole('list', { name: 'Your reviews' })).getAllByRole('article')).toHaveLength(3);
  });

  it('starts at page 1 when the URL names none or nonsense', () => {
    show('/profile/reviews?page=abc');
    expect(lastInput()).toEqual({ pageNum: 1, pageSize: 10, sortOrder: 'desc' });
  });
});
