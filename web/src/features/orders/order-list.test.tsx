// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import type { Schemas } from '@attar/sdk';

const reads = vi.hoisted(() => ({ calls: [] as Array<[string, unknown]>, totalItems: 23 }));
vi.mock('../../data/use-action.ts', () => ({
  useAction: (action: string, input: { pageNum: number; pageSize: number }) => {
    reads.calls.push([action, input]);
    const totalPages = Math.ceil(reads.totalItems / input.pageSize);
    const count = Math.max(0, Math.min(input.pageSize, reads.totalItems - (input.pageNum - 1) * input.pageSize));
    const items = Array.from({ length: count }, (_, i) => summary((input.pageNum - 1) * input.pageSize + i + 1));
    return {
      data: { items, paging: { pageNum: input.pageNum, pageSize: input.pageSize, totalItems: reads.totalItems, totalPages } },
      error: undefined,
      isLoading: false,
      mutate: vi.fn(),
    };
  },
}));

const { OrderList, orderListPlace } = await import('./order-list.tsx');

function summary(n: number): Schemas['OrderSummary'] {
  return {
    orderId: `OD${String(26112000000 + n)}`,
    placedAt: '2026-11-20T10:00:00Z',
    status: 'DELIVERED',
    paymentStatus: 'SUCCESS',
    total: 1499,
    itemCount: 1,
    firstItem: {
      cin: 'ATR-MOG-50',
      productId: 'PR00003',
      slug: 'mogra-bloom',
      name: 'Mogra Bloom',
      variantLabel: '50 ml',
      image: { url: '/media/x.svg', altText: 'Mogra Bloom' },
      quantity: 1,
      unitPrice: 1499,
      lineTotal: 1499,
      onSale: false,
    },
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}
const open = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/profile/orders${search}`]}>
      <OrderList />
      <Where />
    </MemoryRouter>,
  );
const lastCall = () => reads.calls[reads.calls.length - 1];

afterEach(() => {
  cleanup();
  reads.calls = [];
  reads.totalItems = 23;
});

describe('the order lists', () => {
  it('reads the list and page the URL names, ten to a page', () => {
    open('?view=cancelled&page=2');
    expect(lastCall()).toEqual(['ordersListCancelled', { pageNum: 2, pageSize: 10, sortOrder: 'desc' }]);
    const list = screen.getByRole('list', { name: 'Cancelled orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('link')[0]!.textContent).toBe('Order OD26112000011');
    expect(screen.getByRole('link', { name: 'Cancelled orders' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers every list of the contract and keeps the one chosen in the URL', () => {
    open('');
    expect(lastCall()![0]).toBe('ordersList');
    const tabs = screen.getByRole('navigation', { name: 'Order lists' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All orders', 'Active orders', 'Delivered orders', 'Cancelled orders', 'Past orders']);
    for (const [name, action, view] of [
      ['Active orders', 'ordersListActive', 'active'],
      ['Delivered orders', 'ordersListCompleted', 'completed'],
      ['Past orders', 'ordersListPast', 'past'],
    ] as const) {
      fireEvent.click(within(tabs).getByRole('link', { name }));
      expect(screen.getByTestId('where').textContent).toBe(`?view=${view}`);
      expect(lastCall()).toEqual([action, { pageNum: 1, pageSize: 10, sortOrder: 'desc' }]);
    }
  });

  it('pages forward and back through the URL, and says Page N of M', () => {
    open('?view=past');
    const pager = screen.getByRole('navigation', { name: 'Order pages' });
    expect(pager.textContent).toContain('Page 1 of 3');
    fireEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    expect(screen.getByTestId('where').textContent).toBe('?view=past&page=2');
    expect(lastCall()).toEqual(['ordersListPast', { pageNum: 2, pageSize: 10, sortOrder: 'desc' }]);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('link', { name: 'Next page' }));
    expect(within(screen.getByRole('list', { name: 'Past orders' })).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('link', { name: 'Previous page' }));
    expect(screen.getByTestId('where').textContent).toBe('?view=past&page=2');
  });

  it('falls back to all orders, page 1, for a URL it does not know', () => {
    expect(orderListPlace(new URLSearchParams('view=current&page=-3'))).toEqual({ view: 'all', page: 1 });
    expect(orderListPlace(new URLSearchParams('view=completed&page=4'))).toEqual({ view: 'completed', page: 4 });
  });
});
