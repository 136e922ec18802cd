/**
 * Seeded checkouts, so the spec's own examples work on a fresh shop: the demo buyer's (empty) cart
 * has the examples' checkoutId, and the examples' guest has one Mogra Bloom in a live guest cart.
 */
import { DAY } from '../../core/clock.ts';
import type { SeedContext } from '../seed-context.ts';
import { seedCoupons } from './coupons.ts';
import type { CartSlice, CheckoutRecord, GuestSession } from './state.ts';

/** The accounts domain's demo buyer (Ananya Rao). */
export const DEMO_BUYER_ID = 'BY000017';
export const DEMO_CHECKOUT_ID = 'CK7Q2M9X4B1Z';
export const DEMO_GUEST = { guestId: 'GU5T8K2M9Q3X', checkOutId: 'CKG3H8J2K7L4' } as const;

export function seedCarts(ctx: SeedContext): Record<string, CheckoutRecord> {
  return {
    [DEMO_BUYER_ID]: {
      checkoutId: DEMO_CHECKOUT_ID,
      buyerId: DEMO_BUYER_ID,
      kind: 'cart',
      lines: [],
      updatedAt: ctx.now.toISOString(),
    },
  };
}

export function seedGuests(ctx: SeedContext): Record<string, GuestSession> {
  const at = ctx.now.toISOString();
  return {
    [DEMO_GUEST.guestId]: {
      ...DEMO_GUEST,
      lines: [{ cin: 'ATR-MOG-50', quantity: 1 }],
      createdAt: at,
      updatedAt: at,
      expiresAt: new Date(ctx.now.getTime() + 7 * DAY).toISOString(),
    },
  };
}

export function createCartSlice(ctx: SeedContext): CartSlice {
  return {
    cart: {
      guestCheckoutEnabled: false,
      quotesEnabled: false,
      coupons: seedCoupons(),
      carts: seedCarts(ctx),
      buyNow: {},
      guests: seedGuests(ctx),
      guestOrders: {},
      guestPayments: {},
      drafts: {},
      quotes: {},
      enquiries: [],
    },
  };
}
