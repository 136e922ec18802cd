// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { cannedReads } from '../../test-support/canned-reads.tsx';
import { MyCoupons, couponPlace } from './my-coupons.tsx';

type Query = { status: Schemas['BuyerCouponStatus']; pageNum: number; pageSize: number };
let total = 45;
const reads = cannedReads((action, input) => {
  const query = input as Query;
  const start = (query.pageNum - 1) * query.pageSize;
  const count = Math.max(0, Math.min(query.pageSize, total - start));
  const items = Array.from({ length: count }, (_, i) => coupon(start + i + 1, query.status));
  const paging = {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    totalItems: total,
    totalPages: Math.ceil(total / query.pageSize),
  };
  return action === 'couponsList' ? { couponStatus: query.status, items, paging } : undefined;
});

function coupon(n: number, status: Schemas['BuyerCouponStatus']): Schemas['BuyerCoupon'] {
  return {
    couponCode: `SAVE${String(n).padStart(3, '0')}`,
    description: `Coupon ${n}`,
    discountType: 'PERCENT',
    discountValue: 10,
    maxDiscount: 500,
    minOrderValue: 999,
    status,
    validFrom: '2026-10-21T10:00:00Z',
    validTo: '2027-01-19T10:00:00Z',
    ...(status === 'USED' ? { usedAt: '2026-11-19T06:30:00Z', orderId: 'OD26111500011' } : {}),
  };
}

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const open = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/profile/coupons${search}`]}>
      <MyCoupons />
      <Where />
    </MemoryRouter>,
    { wrapper: reads.wrapper },
  );
const last = reads.last;

afterEach(() => {
  cleanup();
  reads.calls.length = 0;
  total = 45;
});

describe('my coupons', () => {
  it('reads the status and page the URL names, twenty to a page', () => {
    open('?status=expired&page=2');
    expect(last()).toEqual(['couponsList', { status: 'EXPIRED', pageNum: 2, pageSize: 20 }]);
    const list = screen.getByRole('list', { name: 'Expired coupons' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('SAVE021');
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Expired on 19 Jan 2027.');
    expect(screen.getByRole('link', { name: 'Expired coupons' }).getAttribute('aria-current')).toBe('page');
  });

  it('switches status and pages through the URL', () => {
    open('');
    expect(last()).toEqual(['couponsList', { status: 'ACTIVE', pageNum: 1, pageSize: 20 }]);
    const pager = () => screen.getByRole('navigation', { name: 'Coupon pages' });
    expect(pager().textContent).toContain('Page 1 of 3');
    fireEvent.click(within(pager()).getByRole('link', { name: 'Next page' }));
    expect(screen.getByTestId('where').textContent).toBe('?status=active&page=2');
    expect(last()).toEqual(['couponsList', { status: 'ACTIVE', pageNum: 2, pageSize: 20 }]);
    fireEvent.click(within(pager()).getByRole('link', { name: 'Next page' }));
    expect(within(screen.getByRole('list', { name: 'Active coupons' })).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('link', { name: 'Used coupons' }));
    expect(screen.getByTestId('where').textContent).toBe('?status=used');
    expect(last()).toEqual(['couponsList', { status: 'USED', pageNum: 1, pageSize: 20 }]);
    const used = within(screen.getByRole('list', { name: 'Used coupons' })).getAllByRole('listitem')[0]!;
    expect(used.textContent).toContain('Used on 19 Nov 2026 for order OD26111500011.');
    expect(within(used).getByRole('link', { name: 'order OD26111500011' }).getAttribute('href')).toBe('/orders/OD26111500011');
  });

  it('says when a list is empty', () => {
    total = 0;
    open('?status=used');
    expect(screen.getByText('You have not used a coupon yet.')).toBeTruthy();
  });

  it('reads a place from the URL, anything unknown being active coupons, page 1', () => {
    expect(couponPlace(new URLSearchParams('status=bogus&page=x'))).toEqual({ status: 'ACTIVE', page: 1 });
    expect(couponPlace(new URLSearchParams('status=USED&page=3'))).toEqual({ status: 'USED', page: 3 });
  });
});
