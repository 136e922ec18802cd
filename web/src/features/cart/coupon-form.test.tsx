// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Schemas } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { cart, meta, reviewed } from '../../test-support/checkout-test-kit.tsx';
import { CouponForm } from './coupon-form.tsx';
import { spyOnCall } from '../../test-support/spy-call.ts';

const refusal = (code: string, message: string) =>
  new ApiError({ status: 422, httpStatus: 422, message, code, fieldErrors: [{ field: 'couponCode', message }] });
const welcome: Schemas['AppliedCoupon'] = {
  couponCode: 'WELCOME10',
  description: '10% off orders of ₹999 or more, up to ₹500',
  discount: 207.8,
};

beforeEach(() => {
  vi.spyOn(api.cart, 'validateCoupon').mockImplementation(async ({ couponCode }) => {
    if (couponCode === 'FESTIVE20') return { error: refusal('coupon.expired', 'Coupon FESTIVE20 has expired.') };
    if (couponCode === 'FLAT300')
      return { error: refusal('coupon.belowMinimum', 'Add items worth ₹921 more to use FLAT300 (minimum order ₹2,999).') };
    return { data: { valid: true, checkoutId: 'CK7Q2M9X4B1Z', couponCode, discount: 207.8 }, meta: meta('Coupon is valid') };
  });
  vi.spyOn(api.cart, 'review').mockResolvedValue({ data: { ...reviewed(), coupon: welcome }, meta: meta('Coupon applied') });
});
afterEach(cleanup);

const apply = (code: string) => {
  fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
};

describe('coupons on the cart', () => {
  it("shows the server's refusal next to the field, then what the accepted coupon gives", async () => {
    render(<CouponForm kind="cart" cart={cart()} coupon={undefined} />);
    apply('festive20');
    expect((await screen.findByRole('alert')).textContent).toBe('Coupon FESTIVE20 has expired.');
    expect(screen.getByLabelText('Coupon code').getAttribute('aria-invalid')).toBe('true');
    expect(api.cart.review).not.toHaveBeenCalled();

    apply('FLAT300');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Add items worth ₹921 more to use FLAT300 (minimum order ₹2,999).',
    );

    apply('welcome10');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Coupon applied. WELCOME10: 10% off orders of ₹999 or more, up to ₹500',
      ),
    );
    expect(api.cart.review).toHaveBeenCalledWith({ checkoutId: 'CK7Q2M9X4B1Z', coupon: 'WELCOME10' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a code before sending anything', () => {
    render(<CouponForm kind="cart" cart={cart()} coupon={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a coupon code.');
    expect(api.cart.validateCoupon).not.toHaveBeenCalled();
  });

  it('removes an applied coupon: the cart is rebuilt without it and the shopper is told', async () => {
    const withCoupon = { ...cart(), coupon: welcome };
    const clear = vi.spyOn(api.cart, 'clear').mockResolvedValue({ data: { ...cart(), items: [] }, meta: meta('Cart cleared') });
    const add = vi.spyOn(api.cart, 'addItem').mockResolvedValue({ data: cart(), meta: meta('Added to cart') });
    render(<CouponForm kind="cart" cart={withCoupon} coupon={welcome} />);
    expect(screen.getByText('WELCOME10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Coupon removed'));
    expect(clear).toHaveBeenCalledWith({ clear: true });
    expect(add).toHaveBeenCalledWith({ cin: 'ATR-NIM-50', quantity: 2 });
  });

  it('reopens a buy-now checkout without its coupon and hands over the new checkout id', async () => {
    vi.spyOn(api.checkout, 'buyNow').mockResolvedValue({
      data: { kind: 'BUY_NOW', cart: { ...cart(), checkoutId: 'CKNEW' }, expiresAt: '2026-11-22T10:30:00Z' },
      meta: meta(),
    });
    const onCheckoutChange = vi.fn();
    render(<CouponForm kind="buyNow" cart={cart()} coupon={welcome} onCheckoutChange={onCheckoutChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    await waitFor(() => expect(onCheckoutChange).toHaveBeenCalledWith('CKNEW'));
    expect(api.checkout.buyNow).toHaveBeenCalledWith({ buyNow: true, cin: 'ATR-NIM-50', quantity: 2 });
  });

  it('lets a signed-in buyer pick one of their active coupons instead of typing it', async () => {
    const coupons = {
      couponStatus: 'ACTIVE' as const,
      items: [
        {
          couponCode: 'WELCOME10',
          description: '10% off up to ₹500 on orders of ₹999 or more',
          discountType: 'PERCENT' as const,
          discountValue: 10,
          maxDiscount: 500,
          minOrderValue: 999,
          status: 'ACTIVE' as const,
          validFrom: '2026-10-21T10:00:00Z',
          validTo: '2027-01-19T10:00:00Z',
        },
        {
          couponCode: 'FLAT300',
          description: '₹300 off on orders of ₹2,999 or more',
          discountType: 'FLAT' as const,
          discountValue: 300,
          minOrderValue: 2999,
          status: 'ACTIVE' as const,
          validFrom: '2026-11-10T10:00:00Z',
          validTo: '2027-02-18T10:00:00Z',
        },
      ],
      paging: { pageNum: 1, pageSize: 20, totalItems: 2, totalPages: 1 },
    };
    const call = api.call.bind(api);
    const list = spyOnCall().mockImplementation((async (action: string, input: unknown) =>
      action === 'couponsList' ? { data: coupons, meta: meta() } : call(action as never, input as never)) as never);
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <CouponForm kind="cart" cart={cart()} coupon={undefined} />
        </MemoryRouter>
      </SWRConfig>,
    );
    // nothing is read until the shopper asks for the list
    expect(list.mock.calls.filter(([action]) => action === 'couponsList')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Choose from your coupons' }));
    const mine = await screen.findByRole('list', { name: 'Your coupons' });
    expect(list).toHaveBeenCalledWith('couponsList', { status: 'ACTIVE', pageNum: 1, pageSize: 20 });
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('WELCOME10'), expect.stringContaining('FLAT300')]);
    fireEvent.click(within(mine).getByRole('button', { name: 'Apply FLAT300' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Add items worth ₹921 more to use FLAT300 (minimum order ₹2,999).',
    );
    expect(api.cart.validateCoupon).toHaveBeenLastCalledWith(expect.objectContaining({ couponCode: 'FLAT300' }));
    fireEvent.click(within(mine).getByRole('button', { name: 'Apply WELCOME10' }));
    await waitFor(() => expect(api.cart.review).toHaveBeenCalledWith({ checkoutId: 'CK7Q2M9X4B1Z', coupon: 'WELCOME10' }));
  });

  it('offers no list to a guest', () => {
    render(<CouponForm kind="guest" cart={cart()} coupon={undefined} />);
    expect(screen.queryByRole('button', { name: 'Choose from your coupons' })).toBeNull();
  });
});
