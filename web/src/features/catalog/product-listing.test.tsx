// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '@attar/sdk';
import { renderAt, summary } from '../../test-support/catalog-test-kit.tsx';
import { ProductListing, type ProductListingProps } from './product-listing.tsx';
import { cannedReads } from '../../test-support/canned-reads.tsx';

const reads = { total: 30 };

const facets: Schemas['CatalogFacet'][] = [
  { name: 'categories', label: 'Category', kind: 'multi', values: [{ value: 'CA00001', label: 'For Him', count: 10 }] },
  {
    name: 'fragranceFamilies',
    label: 'Fragrance family',
    kind: 'multi',
    values: [
      { value: 'WOODY', label: 'Woody', count: 7 },
      { value: 'FLORAL', label: 'Floral', count: 9 },
    ],
  },
  {
    name: 'priceRanges',
    label: 'Price',
    kind: 'range',
    values: [{ value: '1000-1999.99', label: '₹1,000 – ₹1,999', count: 12, min: 1000, max: 1999.99 }],
  },
];

// the catalogue's reads; a guest's wishlist (the real hook) holds nothing
const canned = cannedReads((action, answerTo) => {
  const input = answerTo as Record<string, unknown>;
  if (action === 'catalogSuggest') {
    const keyword = String(input.keyword);
    return {
      keyword,
      keywords: keyword === 'sandelwood' ? ['sandalwood', 'sandalwood attar'] : [keyword],
      products: [],
      categories: [],
    };
  }
  if (action === 'catalogFilters') return { facets, totalItems: reads.total };
  if (action !== 'catalogList') return undefined;
  const pageNum = (input.pageNum as number) ?? 1;
  const pageSize = (input.pageSize as number) ?? 12;
  const count = Math.max(0, Math.min(pageSize, reads.total - (pageNum - 1) * pageSize));
  const items = Array.from({ length: count }, (_, i) =>
    summary({ productId: `PR${String(pageNum * 100 + i).padStart(5, '0')}`, name: `Perfume ${pageNum}-${i}` }),
  );
  return {
    items,
    paging: { pageNum, pageSize, totalItems: reads.total, totalPages: Math.ceil(reads.total / pageSize) },
    sortType: input.sortType,
    sortOrder: 'asc',
    applied: {},
  };
});

const props: ProductListingProps = {
  title: 'All perfumes',
  emptyText: 'No perfume matches these filters.',
  pageSize: 12,
  defaultSort: 'price_low_to_high',
  filtersEnabled: true,
  cartEnabled: true,
  wishlistEnabled: true,
};
const lastList = () => [...canned.calls].reverse().find(([a]) => a === 'catalogList')![1] as Record<string, unknown>;

beforeEach(() => {
  canned.calls.length = 0;
  reads.total = 30;
});
afterEach(cleanup);

describe('shop grid state lives in the URL', { timeout: 20_000 }, () => {
  it('starts from the URL: filters, keyword, sort and page are what it asks the catalogue for', () => {
    renderAt(<ProductListing {...props} />, '/shop?family=WOODY&keyword=oud&sort=rating&page=2', '/shop', canned.wrapper);
    expect(lastList()).toEqual({ fragranceFamilies: ['WOODY'], keyword: 'oud', sortType: 'rating', pageNum: 2, pageSize: 12 });
    expect((screen.getByRole('checkbox', { name: /Woody/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('rating');
    expect((screen.getByLabelText('Search perfumes') as HTMLInputElement).value).toBe('oud');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Showing 13–24 of 30 perfumes for “oud”');
  });

  it('a filter, a sort and a page each become a new URL, and back returns to the one before', async () => {
    const { router } = renderAt(<ProductListing {...props} />, '/shop', '/shop', canned.wrapper);
    fireEvent.click(screen.getByRole('checkbox', { name: /Floral/ }));
    expect(router.state.location.search).toBe('?family=FLORAL');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    expect(router.state.location.search).toBe('?family=FLORAL&sort=newest');
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?family=FLORAL&sort=newest&page=2');
    expect(lastList()).toMatchObject({ fragranceFamilies: ['FLORAL'], sortType: 'newest', pageNum: 2 });

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?family=FLORAL&sort=newest');
    expect(lastList()).toMatchObject({ pageNum: 1, sortType: 'newest' });
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('checkbox', { name: /Floral/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('a new filter or sort goes back to page 1; a price range is one choice', () => {
    const { router } = renderAt(<ProductListing {...props} />, '/shop?page=3', '/shop', canned.wrapper);
    fireEvent.click(screen.getByRole('radio', { name: /₹1,000 – ₹1,999/ }));
    expect(router.state.location.search).toBe('?price=1000-1999.99');
    expect(lastList()).toMatchObject({ priceMin: 1000, priceMax: 1999.99, pageNum: 1 });
  });

  it('searching keeps the filters and starts at page 1', () => {
    const { router } = renderAt(<ProductListing {...props} />, '/shop?stock=1&page=2', '/shop', canned.wrapper);
    fireEvent.change(screen.getByLabelText('Search perfumes'), { target: { value: '  rose ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.state.location.search).toBe('?keyword=rose&stock=1');
  });

  it('no results: says so and "clear filters" empties the URL', () => {
    reads.total = 0;
    const { router } = renderAt(<ProductListing {...props} />, '/shop?family=WOODY&keyword=zzz', '/shop', canned.wrapper);
    expect(screen.getByText('No perfume matches these filters.')).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('No perfumes found for “zzz”');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('a search alone that finds nothing talks about the words and offers the close keyword, not filters', () => {
    reads.total = 0;
    const { router } = renderAt(<ProductListing {...props} />, '/shop?keyword=sandelwood&sort=newest', '/shop', canned.wrapper);
    expect(screen.getByText('No perfume matches “sandelwood”.')).toBeTruthy();
    expect(document.querySelector('.listing-empty')?.textContent).not.toMatch(/filter/i);
    const meant = screen.getByRole('link', { name: 'sandalwood' });
    expect(meant.closest('p')?.textContent).toBe('Did you mean sandalwood?');
    fireEvent.click(meant);
    expect(router.state.location.search).toBe('?keyword=sandalwood&sort=newest');
  });

  it('offers no "did you mean" when the catalogue has nothing closer than what was typed', () => {
    reads.total = 0;
    renderAt(<ProductListing {...props} />, '/shop?keyword=qwxzv', '/shop', canned.wrapper);
    expect(screen.getByText('No perfume matches “qwxzv”.')).toBeTruthy();
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear the search' })).toBeTruthy();
  });

  it('on a category page the category is a fixed filter, never in the URL', () => {
    const { router } = renderAt(
      <ProductListing
        {...props}
        title="{categoryName}"
        category={{ categoryId: 'CA00001', slugName: 'for-him' }}
        headingLevel={1}
      />,
      '/category/for-him/CA00001',
      '/category/:categoryName/:categoryId',
      canned.wrapper,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('For Him');
    expect(lastList()).toMatchObject({ categoryIds: ['CA00001'] });
    expect(screen.queryByRole('group', { name: 'Category' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Woody/ }));
    expect(router.state.location.search).toBe('?family=WOODY');
    expect(lastList()).toMatchObject({ categoryIds: ['CA00001'], fragranceFamilies: ['WOODY'] });
  });

  it('shows the chosen filters as chips, each removed in one press, and "Clear all"', () => {
    const { router } = renderAt(
      <ProductListing {...props} />,
      '/shop?family=WOODY,FLORAL&price=1000-1999.99&stock=1&sort=newest',
      '/shop',
      canned.wrapper,
    );
    const chips = screen.getByRole('group', { name: 'Chosen filters' });
    const names = within(chips)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'Woody ×: remove this filter',
      'Floral ×: remove this filter',
      '₹1,000 – ₹1,999 ×: remove this filter',
      'In stock only ×: remove this filter',
      'Clear all',
    ]);
    fireEvent.click(within(chips).getByRole('button', { name: /^Woody/ }));
    expect(router.state.location.search).toBe('?price=1000-1999.99&family=FLORAL&stock=1&sort=newest');
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Chosen filters' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Chosen filters' })).getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('?sort=newest');
    expect(screen.queryByRole('group', { name: 'Chosen filters' })).toBeNull();
  });

  it('on a category page the category is not a chip', () => {
    renderAt(
      <ProductListing {...props} category={{ categoryId: 'CA00001', slugName: 'for-him' }} />,
      '/category/for-him/CA00001?family=WOODY',
      '/category/:categoryName/:categoryId',
      canned.wrapper,
    );
    const chips = within(screen.getByRole('group', { name: 'Chosen filters' })).getAllByRole('button');
    expect(chips.map((b) => b.textContent)).toEqual(['Woody ×: remove this filter', 'Clear all']);
  });

  it('the filter panel folds on small screens behind a button that says how many are chosen', () => {
    renderAt(<ProductListing {...props} />, '/shop?family=WOODY&stock=1', '/shop', canned.wrapper);
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('checkbox', { name: 'In stock only' })).toBeTruthy();
  });
});
