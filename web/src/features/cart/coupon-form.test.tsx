// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Schemas } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { cart, meta, reviewed } from '../../test-support/checkout-test-kit.tsx';
import { CouponForm } from './coupon-form.tsx';

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
});
