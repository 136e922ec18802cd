import { expect, it } from 'vitest';
import { checkRule, CouponCodeRule } from '@attar/sdk/rules';
import { couponCode } from './coupon-form.tsx';

it("a code the contract refuses is refused before asking the shop; case is the shop's", () => {
  for (const code of ['AB', 'X'.repeat(CouponCodeRule.maxLength + 1), 'WELCOME-10']) {
    expect(checkRule(CouponCodeRule, code)).toBeDefined();
    expect(couponCode(code)).toMatch(/not a coupon code/);
  }
  expect(couponCode(' welcome10 ')).toBeUndefined();
  expect(couponCode('')).toBe('Enter a coupon code.');
});
