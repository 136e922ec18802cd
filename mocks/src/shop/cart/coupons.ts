/**
 * The store's coupons and the rule that applies one to a subtotal. The buyer's coupon wallet
 * (accounts/coupons.ts) shows these same records.
 */
import { toPaise, type Paise } from '@attar/sdk';
import { refuse } from '../../core/errors.ts';
import type { Shop } from '../shop.ts';
import { rupeeText } from './money.ts';
import type { CouponRecord } from './state.ts';

/** WELCOME10 (10% up to ₹500 from ₹999), FESTIVE20 (expired on 15 Nov 2026), FLAT300 (₹300 off from ₹2,999). */
export function seedCoupons(): CouponRecord[] {
  return [
    {
      couponCode: 'WELCOME10',
      description: '10% off orders of ₹999 or more, up to ₹500',
      discountType: 'PERCENT',
      discountValue: 10,
      maxDiscount: 500,
      minOrderValue: 999,
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2027-12-31T18:29:59.000Z', // the end of 31 Dec 2027 in India
    },
    {
      couponCode: 'FESTIVE20',
      description: '20% off for the festive season, up to ₹1,000',
      discountType: 'PERCENT',
      discountValue: 20,
      maxDiscount: 1000,
      minOrderValue: 1999,
      validFrom: '2026-10-01T00:00:00.000Z',
      validTo: '2026-11-15T18:29:59.000Z', // the end of 15 Nov 2026 in India
    },
    {
      couponCode: 'FLAT300',
      description: '₹300 off orders of ₹2,999 or more',
      discountType: 'FLAT',
      discountValue: 300,
      minOrderValue: 2999,
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2027-12-31T18:29:59.000Z', // the end of 31 Dec 2027 in India
    },
  ];
}

export interface CouponQuote {
  coupon: CouponRecord;
  /** What the coupon takes off the subtotal. */
  discount: Paise;
}

/** The coupon with this exact code, or undefined. */
export const findCoupon = (shop: Shop, code: string): CouponRecord | undefined =>
  shop.state.cart.coupons.find((c) => c.couponCode === code);

/**
 * Applies a coupon to a subtotal, or refuses it with 422 `coupon.invalid`, `coupon.expired` or
 * `coupon.belowMinimum` (the message says how much more to add). `field` names the request field.
 * @example quoteCoupon(shop, 'WELCOME10', 259900, 'coupon').discount // 25990
 */
export function quoteCoupon(shop: Shop, code: string, subtotal: Paise, field: string): CouponQuote {
  const coupon = findCoupon(shop, code);
  const now = shop.clock.now().getTime();
  if (!coupon || new Date(coupon.validFrom).getTime() > now) {
    throw refuse.rule('coupon.invalid', `${code} is not a valid coupon.`, field);
  }
  if (new Date(coupon.validTo).getTime() < now) throw refuse.rule('coupon.expired', `Coupon ${code} has expired.`, field);
  const minimum = toPaise(coupon.minOrderValue);
  if (subtotal < minimum) {
    throw refuse.rule(
      'coupon.belowMinimum',
      `Add items worth ${rupeeText(minimum - subtotal)} more to use ${code} (minimum order ${rupeeText(minimum)}).`,
      field,
    );
  }
  let discount =
    coupon.discountType === 'PERCENT' ? Math.round((subtotal * coupon.discountValue) / 100) : toPaise(coupon.discountValue);
  if (coupon.maxDiscount !== undefined) discount = Math.min(discount, toPaise(coupon.maxDiscount));
  return { coupon, discount: Math.min(discount, subtotal) };
}

/** Like quoteCoupon, but undefined instead of a refusal (a stored coupon that stopped applying). */
export function tryCoupon(shop: Shop, code: string, subtotal: Paise): CouponQuote | undefined {
  try {
    return quoteCoupon(shop, code, subtotal, 'coupon');
  } catch {
    return undefined;
  }
}
