/**
 * The store's public coupons as the buyer's coupon wallet shows them: the very records the cart domain
 * applies (mocks/src/shop/cart/coupons.ts), so the wallet can never promise terms or dates the cart
 * refuses.
 */
import type { Schemas } from '@attar/sdk';
import type { Shop } from '../shop.ts';
import { seedCoupons } from '../cart/coupons.ts';
import type { CouponTerms } from './state.ts';

type BuyerCoupon = Schemas['BuyerCoupon'];

/** The public coupons: a copy of the cart domain's, WELCOME10, FESTIVE20 (expired) and FLAT300. */
export function seedPublicCoupons(): CouponTerms[] {
  return seedCoupons().map((coupon) => ({ ...coupon }));
}

export const COUPON_PAGE_SIZE = 20;

/**
 * The buyer's coupons of one status, as of the shop's clock: ACTIVE and EXPIRED from the store's coupons
 * by their dates; USED from the buyer's paid orders that carried one (newest first, with the order).
 */
export function couponsByStatus(shop: Shop, buyerId: string, status: Schemas['BuyerCouponStatus']): BuyerCoupon[] {
  const now = shop.clock.now().getTime();
  if (status === 'USED') {
    const terms = new Map(shop.state.accounts.coupons.map((c) => [c.couponCode, c]));
    return Object.values(shop.state.orders.byId)
      .filter((o) => o.buyerId === buyerId && o.paymentStatus === 'SUCCESS' && o.coupon && terms.has(o.coupon.couponCode))
      .sort((a, b) => b.placedAt.localeCompare(a.placedAt))
      .map((o) => ({ ...terms.get(o.coupon!.couponCode)!, status, usedAt: o.paidAt ?? o.placedAt, orderId: o.orderId }));
  }
  const statusOf = (c: CouponTerms): Schemas['BuyerCouponStatus'] | undefined => {
    if (Date.parse(c.validTo) < now) return 'EXPIRED';
    return Date.parse(c.validFrom) <= now ? 'ACTIVE' : undefined;
  };
  return shop.state.accounts.coupons.filter((c) => statusOf(c) === status).map((c) => ({ ...c, status }));
}

/** One page of a list with its `Paging`. */
export function pageOf<T>(items: T[], pageNum = 1, pageSize = COUPON_PAGE_SIZE): { items: T[]; paging: Schemas['Paging'] } {
  const start = (pageNum - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    paging: { pageNum, pageSize, totalItems: items.length, totalPages: Math.ceil(items.length / pageSize) },
  };
}
