/** docs/product-rules.md §5 rules, checked before a call is sent. */
import { describe, expect, it } from 'vitest';
import { GuardError } from './errors.ts';
import { isValidMobile, runGuard, usernameType } from './guards.ts';

const refused = (result: ReturnType<typeof runGuard>) => ('error' in result ? result.error : undefined);

describe('username type', () => {
  it('is PHONE for digits and EMAIL otherwise', () => {
    expect(usernameType('9876543210')).toBe('PHONE');
    expect(usernameType('+91 98765 43210')).toBe('PHONE');
    expect(usernameType('ananya@example.in')).toBe('EMAIL');
    expect(usernameType('ananya')).toBe('EMAIL');
  });

  it('is filled in when the action takes identityType and the caller gave none', () => {
    const result = runGuard('username', 'authVerifyUsername', { username: '9876543210' }, ['username', 'identityType']);
    expect(result).toEqual({ input: { username: '9876543210', identityType: 'PHONE' } });
  });

  it('is not added to a body that has no identityType field', () => {
    const result = runGuard('username', 'x', { username: 'a@b.in' }, ['username']);
    expect(result).toEqual({ input: { username: 'a@b.in' } });
  });

  it('keeps a type the caller gave', () => {
    const result = runGuard('username', 'x', { username: 'a@b.in', identityType: 'EMAIL' }, ['username', 'identityType']);
    expect(result).toEqual({ input: { username: 'a@b.in', identityType: 'EMAIL' } });
  });

  it('refuses a numeric username that is not 10 digits, and a malformed email', () => {
    expect(refused(runGuard('username', 'x', { username: '98765' }))).toMatchObject({
      code: 'auth.invalidMobile',
      fieldErrors: [{ field: 'username' }],
    });
    expect(refused(runGuard('username', 'x', { username: 'not-an-email' }))).toMatchObject({ code: 'auth.invalidEmail' });
    expect(refused(runGuard('username', 'x', {}))).toMatchObject({ code: 'auth.usernameMissing' });
  });
});

describe('mobile for country in', () => {
  it('has exactly 10 digits', () => {
    expect(isValidMobile('9876543210')).toBe(true);
    expect(isValidMobile('987654321')).toBe(false);
    expect(isValidMobile('98765432100')).toBe(false);
    expect(isValidMobile('98765o4321')).toBe(false);
    expect(isValidMobile('4155550100', 'us')).toBe(true);
  });

  it('refuses mobile and contactNumber fields that break the rule', () => {
    expect(refused(runGuard('mobile', 'x', { mobile: '12345' }))).toMatchObject({
      code: 'auth.invalidMobile',
      fieldErrors: [{ field: 'mobile' }],
    });
    expect(refused(runGuard('mobile', 'x', { contactNumber: '12345', countryCode: 'in' }))).toMatchObject({
      fieldErrors: [{ field: 'contactNumber' }],
    });
    expect(runGuard('mobile', 'x', { mobile: '9876543210' })).toEqual({ input: { mobile: '9876543210' } });
  });
});

describe('review cart', () => {
  it('runs only with a coupon or a payment method', () => {
    expect(refused(runGuard('reviewCart', 'cartReview', {}))).toBeInstanceOf(GuardError);
    expect(refused(runGuard('reviewCart', 'cartReview', { coupon: '  ' }))).toMatchObject({ code: 'cart.reviewNeedsInput' });
    expect(runGuard('reviewCart', 'cartReview', { coupon: 'WELCOME10' })).toHaveProperty('input');
    expect(runGuard('reviewCart', 'cartReview', { paymentMode: 'UPI' })).toHaveProperty('input');
  });
});

describe('saved product and guest cart', () => {
  it('looks up a saved product only with a cin', () => {
    expect(refused(runGuard('savedProduct', 'draftsGetSavedProduct', {}))).toMatchObject({ code: 'draft.cinMissing' });
    expect(runGuard('savedProduct', 'draftsGetSavedProduct', { cin: 'ATR-OUD-100' })).toHaveProperty('input');
  });

  it('clears a guest cart only with both the guest id and the checkout id', () => {
    expect(refused(runGuard('guestClearCart', 'guestClearCart', { guestId: 'G1' }))).toMatchObject({
      code: 'guest.idsMissing',
      fieldErrors: [{ field: 'checkOutId' }],
    });
    expect(refused(runGuard('guestClearCart', 'guestClearCart', { checkOutId: 'CK1' }))).toMatchObject({
      fieldErrors: [{ field: 'guestId' }],
    });
    expect(runGuard('guestClearCart', 'guestClearCart', { guestId: 'G1', checkOutId: 'CK1' })).toHaveProperty('input');
  });

  it('fails loudly on a guard the SDK does not know', () => {
    expect(() => runGuard('teleport', 'x', {})).toThrow(/Unknown guard/);
  });
});
