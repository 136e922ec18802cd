// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@attar/sdk';

const api = vi.hoisted(() => ({
  guest: { applyCoupon: vi.fn() },
  cart: { validateCoupon: vi.fn(), review: vi.fn() },
}));
const stored = vi.hoisted(() => ({
  guest: [] as unknown[],
  ids: undefined as { guestId: string; checkOutId: string } | undefined,
}));
vi.mock('../../data/client.ts', () => ({ api }));
vi.mock('../../data/guest-session.ts', () => ({ readGuestIds: () => stored.ids }));
vi.mock('../../data/cart-cache.ts', () => ({
  storeGuestCart: async (reply: unknown) => void stored.guest.push(reply),
  storeBuyerCart: async () => undefined,
}));
const { applyCoupon } = await import('./coupon.ts');

const cart = { checkoutId: 'CKG3H8J2K7L4', items: [] } as unknown as Schemas['Cart'];

afterEach(() => {
  vi.clearAllMocks();
  stored.guest = [];
  stored.ids = undefined;
});

describe('a guest applying a coupon (guest checkout on)', () => {
  it("goes through the guest cart's own call with the guest's ids, never the buyer's", async () => {
    stored.ids = { guestId: 'GU5T8K2M9Q3X', checkOutId: 'CKG3H8J2K7L4' };
    const reply = { cart: { coupon: { couponCode: 'WELCOME10', description: '10% off your first order' } } };
    api.guest.applyCoupon.mockResolvedValueOnce({ data: reply, meta: { message: 'Coupon applied' } });
    const outcome = await applyCoupon('guest', cart, ' welcome10 ');
    expect(api.guest.applyCoupon).toHaveBeenCalledWith({
      guestId: 'GU5T8K2M9Q3X',
      checkOutId: 'CKG3H8J2K7L4',
      couponCode: 'WELCOME10',
    });
    expect(api.cart.validateCoupon).not.toHaveBeenCalled();
    expect(stored.guest).toEqual([reply]);
    expect(outcome).toEqual({ ok: true, message: 'Coupon applied. WELCOME10: 10% off your first order' });
  });

  it('says so when the guest cart has ended, without calling the shop', async () => {
    const outcome = await applyCoupon('guest', cart, 'WELCOME10');
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/guest cart has ended/);
    expect(api.guest.applyCoupon).not.toHaveBeenCalled();
  });
});
