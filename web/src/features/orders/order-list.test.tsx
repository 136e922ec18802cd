// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { cannedReads } from '../../test-support/canned-reads.tsx';
import { OrderList, orderListPlace } from './order-list.tsx';

let totalItems = 23;
const reads = cannedReads((action, input) => {
  if (!action.startsWith('ordersList')) return undefined;
  const { pageNum, pageSize } = input as { pageNum: number; pageSize: number };
  const totalPages = Math.ceil(totalItems / pageSize);
  const count = Math.max(0, Math.min(pageSize, totalItems - (pageNum - 1) * pageSize));
  const items = Array.from({ length: count }, (_, i) => summary((pageNum - 1) * pageSize + i + 1));
  return { items, paging: { pageNum, pageSize, totalItems, totalPages } };
});

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
    { wrapper: reads.wrapper },
  );
const lastCall = reads.last;

afterEach(() => {
  cleanup();
  reads.calls.length = 0;
  totalItems = 23;
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
