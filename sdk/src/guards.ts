/**
 * Client-side rules of docs/product-rules.md §5, checked before a call is sent. An action names its guard in
 * the spec's x-actions table (`guard: reviewCart`); the transport runs it on the caller's flat input.
 */
import { GuardError } from './errors.ts';

type Input = Record<string, unknown>;
type GuardResult = { input: Input } | { error: GuardError };
type Guard = (input: Input, actiontag: string, bodyFields: readonly string[]) => GuardResult;

const present = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/** docs/product-rules.md 5: a username with no type given is PHONE when numeric, EMAIL otherwise. */
export function usernameType(username: string): 'PHONE' | 'EMAIL' {
  return /^\+?[0-9][0-9 -]*$/.test(username.trim()) ? 'PHONE' : 'EMAIL';
}

/** docs/product-rules.md 5: a mobile number for country `in` has exactly 10 digits. */
export function isValidMobile(mobile: string, countryCode: string = 'in'): boolean {
  if (countryCode.toLowerCase() !== 'in') return /^[0-9]{4,15}$/.test(mobile);
  return /^[0-9]{10}$/.test(mobile);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const fail = (actiontag: string, code: string, message: string, field: string): GuardResult => ({
  error: new GuardError(message, code, actiontag, [{ field, message }]),
});

const guards: Record<string, Guard> = {
  username(input, tag, bodyFields) {
    const username = input.username;
    if (typeof username !== 'string' || !present(username))
      return fail(tag, 'auth.usernameMissing', 'Enter your email or mobile number.', 'username');
    const type = (input.identityType as string | undefined) ?? usernameType(username);
    if (type === 'PHONE' && !isValidMobile(username.replace(/[\s-]/g, ''), (input.countryCode as string | undefined) ?? 'in')) {
      return fail(tag, 'auth.invalidMobile', 'A mobile number in India has exactly 10 digits.', 'username');
    }
    if (type === 'EMAIL' && !EMAIL.test(username.trim()))
      return fail(tag, 'auth.invalidEmail', 'Enter a valid email address.', 'username');
    return {
      input: input.identityType === undefined && bodyFields.includes('identityType') ? { ...input, identityType: type } : input,
    };
  },
  mobile(input, tag) {
    for (const field of ['mobile', 'contactNumber'] as const) {
      const value = input[field];
      if (value === undefined) continue;
      const country = (input.countryCode as string | undefined) ?? 'in';
      if (typeof value !== 'string' || !isValidMobile(value, country)) {
        return fail(tag, 'auth.invalidMobile', 'A mobile number in India has exactly 10 digits.', field);
      }
    }
    return { input };
  },
  reviewCart(input, tag) {
    const hasCoupon = present(input.coupon) || present(input.couponCode);
    const hasPayment = present(input.paymentMode) || present(input.paymentMethods);
    if (!hasCoupon && !hasPayment) {
      return fail(tag, 'cart.reviewNeedsInput', 'Reviewing the cart needs a coupon or a payment method.', 'coupon');
    }
    return { input };
  },
  savedProduct(input, tag) {
    if (!present(input.cin)) return fail(tag, 'draft.cinMissing', 'A saved product is looked up by its item id (cin).', 'cin');
    return { input };
  },
  guestClearCart(input, tag) {
    if (!present(input.guestId) || !present(input.checkOutId)) {
      return fail(
        tag,
        'guest.idsMissing',
        'Clearing a guest cart needs both the guest id and the checkout id.',
        present(input.guestId) ? 'checkOutId' : 'guestId',
      );
    }
    return { input };
  },
};

/** Runs the named guard (or none) and returns the possibly completed input or a GuardError. */
export function runGuard(name: string | null, actiontag: string, input: Input, bodyFields: readonly string[] = []): GuardResult {
  if (!name) return { input };
  const guard = guards[name];
  if (!guard) throw new Error(`Unknown guard ${name} on ${actiontag}: regenerate the SDK`);
  return guard(input, actiontag, bodyFields);
}
