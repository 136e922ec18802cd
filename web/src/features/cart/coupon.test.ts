// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@attar/sdk';
import { GUEST_KEYS } from '../../data/guest-session.ts';
import { cart as fullCart, meta } from '../../test-support/checkout-test-kit.tsx';
import { fakeApi } from '../../test-support/fake-api.ts';
import { applyCoupon } from './coupon.ts';

const api = fakeApi({
  guest: { applyCoupon: vi.fn() },
  cart: { validateCoupon: vi.fn(), review: vi.fn() },
});

const cart = { checkoutId: 'CKG3H8J2K7L4', items: [] } as unknown as Schemas['Cart'];
const ids = { guestId: 'GU5T8K2M9Q3X', checkOutId: 'CKG3H8J2K7L4' };

afterEach(() => localStorage.clear());

describe('a guest applying a coupon (guest checkout on)', () => {
  it("goes through the guest cart's own call with the guest's ids, never the buyer's", async () => {
    localStorage.setItem(GUEST_KEYS.guestId, ids.guestId);
    localStorage.setItem(GUEST_KEYS.checkOutId, ids.checkOutId);
    const coupon = { couponCode: 'WELCOME10', description: '10% off your first order', discount: 207 };
    const reply: Schemas['GuestCart'] = { ...ids, expiresAt: '2026-11-27T10:00:00Z', cart: { ...fullCart(), coupon } };
    api.guest.applyCoupon.mockResolvedValueOnce({ data: reply, meta: meta('Coupon applied') });
    const outcome = await applyCoupon('guest', cart, ' welcome10 ');
    expect(api.guest.applyCoupon).toHaveBeenCalledWith({
      guestId: 'GU5T8K2M9Q3X',
      checkOutId: 'CKG3H8J2K7L4',
      couponCode: 'WELCOME10',
    });
    expect(api.cart.validateCoupon).not.toHaveBeenCalled();
    // the reply is the guest cart now: kept in storage as the storefront keeps it
    expect(localStorage.getItem(GUEST_KEYS.expiry)).toBe('2026-11-27T10:00:00Z');
    expect(JSON.parse(localStorage.getItem(GUEST_KEYS.cartItems)!)).toEqual(
      reply.cart.items.map((i) => ({ cin: i.cin, quantity: i.quantity })),
    );
    expect(outcome).toEqual({ ok: true, message: 'Coupon applied. WELCOME10: 10% off your first order' });
  });

  it('says so when the guest cart has ended, without calling the shop', async () => {
    const outcome = await applyCoupon('guest', cart, 'WELCOME10');
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/guest cart has ended/);
    expect(api.guest.applyCoupon).not.toHaveBeenCalled();
  });
});
