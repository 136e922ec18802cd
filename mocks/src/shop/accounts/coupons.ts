/**
 * The store's public coupons as the buyer's coupon wallet shows them. The cart domain applies the
 * same codes with the same terms (mocks/src/shop/cart/coupons.ts); keep the two tables in step.
 */
import type { Schemas } from '@attar/sdk';
import { DAY } from '../../core/clock.ts';
import type { Shop } from '../shop.ts';
import type { CouponTerms } from './state.ts';

type BuyerCoupon = Schemas['BuyerCoupon'];

/**
 * The public coupons, dated from the shop's start exactly as the cart domain seeds them, so the
 * wallet and the cart agree: WELCOME10 (10% up to ₹500 from ₹999), FESTIVE20 (expired), FLAT300
 * (₹300 off from ₹2,999).
 */
export function seedPublicCoupons(now: Date): CouponTerms[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  return [
    {
      couponCode: 'WELCOME10',
      description: '10% off up to ₹500 on orders of ₹999 or more',
      discountType: 'PERCENT',
      discountValue: 10,
      maxDiscount: 500,
      minOrderValue: 999,
      validFrom: at(-30),
      validTo: at(60),
    },
    {
      couponCode: 'FESTIVE20',
      description: '20% off up to ₹1,000 for the festive season',
      discountType: 'PERCENT',
      discountValue: 20,
      maxDiscount: 1000,
      minOrderValue: 1499,
      validFrom: at(-45),
      validTo: at(-5),
    },
    {
      couponCode: 'FLAT300',
      description: '₹300 off on orders of ₹2,999 or more',
      discountType: 'FLAT',
      discountValue: 300,
      minOrderValue: 2999,
      validFrom: at(-10),
      validTo: at(90),
    },
  ];
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
