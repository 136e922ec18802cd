/** Coupons the shop refuses, each with its reason, and one it accepts. */
import type { Scenario } from '../types.ts';
import { addToCart, BUYER_VARS, emptyCart, signIn } from './steps.ts';

export default {
  name: 'invalid-coupon',
  description:
    'An expired coupon (FESTIVE20), one below its minimum order (FLAT300 on ₹2,499), an unknown one: each refused with its code; WELCOME10 applies 10%',
  vars: { ...BUYER_VARS, cin: 'ATR-OUD-100' },
  steps: [
    ...signIn,
    emptyCart,
    addToCart(),
    {
      name: 'expired',
      action: 'cart.validateCoupon',
      input: { checkoutId: '${vars.checkoutId}', couponCode: 'FESTIVE20' },
      expect: { ok: { code: 'coupon.expired', status: 422 }, message: { $match: 'expired' } },
    },
    {
      name: 'below-minimum',
      action: 'cart.validateCoupon',
      input: { checkoutId: '${vars.checkoutId}', couponCode: 'FLAT300' },
      expect: { ok: { code: 'coupon.belowMinimum', status: 422 }, message: { $match: 'more to use FLAT300' } },
    },
    {
      name: 'unknown',
      action: 'cart.review',
      input: { checkoutId: '${vars.checkoutId}', coupon: 'NOPE99' },
      expect: { ok: { code: 'coupon.invalid', status: 422 } },
    },
    {
      name: 'valid',
      action: 'cart.review',
      input: { checkoutId: '${vars.checkoutId}', coupon: 'WELCOME10' },
      expect: { data: { 'coupon.couponCode': 'WELCOME10', 'totals.couponDiscount': 249.9, 'totals.total': 2249.1 } },
    },
  ],
} satisfies Scenario;
