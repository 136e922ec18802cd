/**
 * Form rules shared by every form of the storefront (docs/product-rules.md §5 and the Indian address rules).
 * Each returns an error message for a shopper, or undefined when the value is fine. What a value may be
 * comes from the contract's generated rules; only the words are the storefront's.
 */
import { isValidMobile, usernameType } from '@attar/sdk';
import { AuthOtpRule, AuthPasswordRule, checkRule, EmailRule, IfscRule, PincodeRule, UpiIdRule } from '@attar/sdk/rules';

/** Whether the contract's rule takes `value` (the forms word the refusal themselves). */
export const fits = (rule: Parameters<typeof checkRule>[0], value: string): boolean => checkRule(rule, value) === undefined;

export type Rule = (value: string) => string | undefined;

export const required =
  (label: string): Rule =>
  (value) =>
    value.trim() === '' ? `Enter ${label}.` : undefined;

/** Exactly 10 digits for India (docs/product-rules.md §5). */
export const mobile: Rule = (value) => {
  const digits = value.replace(/[\s-]/g, '');
  if (digits === '') return 'Enter your mobile number.';
  if (!/^[0-9]+$/.test(digits)) return 'Use digits only for the mobile number.';
  return isValidMobile(digits) ? undefined : 'A mobile number in India has exactly 10 digits.';
};

/** Six digits, not starting with 0. */
export const pincode: Rule = (value) => {
  const v = value.trim();
  if (v === '') return 'Enter the pincode.';
  return fits(PincodeRule, v) ? undefined : 'A pincode has 6 digits and does not start with 0.';
};

export const email: Rule = (value) => {
  const v = value.trim();
  if (v === '') return 'Enter your email address.';
  return fits(EmailRule, v) ? undefined : 'Enter an email address like name@example.com.';
};

/** An email or a 10-digit mobile: the type follows from the digits (docs/product-rules.md §5). */
export const username: Rule = (value) => {
  const v = value.trim();
  if (v === '') return 'Enter your email or mobile number.';
  return usernameType(v) === 'PHONE' ? mobile(v) : email(v);
};

export const otp: Rule = (value) => (fits(AuthOtpRule, value.trim()) ? undefined : 'The OTP has 6 digits.');

export const password: Rule = (value) => {
  if (value.length < AuthPasswordRule.minLength) return `Use at least ${AuthPasswordRule.minLength} characters.`;
  if (value.length > AuthPasswordRule.maxLength) return `Use at most ${AuthPasswordRule.maxLength} characters.`;
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return 'Use letters and at least one number.';
  return undefined;
};

/** Indian bank branch code: 4 letters, 0, 6 letters or digits. */
export const ifsc: Rule = (value) => {
  const v = value.trim().toUpperCase();
  if (v === '') return 'Enter the IFSC code.';
  return fits(IfscRule, v) ? undefined : 'An IFSC code looks like HDFC0001234 (11 characters).';
};

export const upiId: Rule = (value) => {
  const v = value.trim();
  if (v === '') return 'Enter your UPI ID.';
  return fits(UpiIdRule, v) ? undefined : 'A UPI ID looks like name@bank.';
};

/** Runs rules in order and returns the first message. */
export const check = (value: string, ...rules: Rule[]): string | undefined => {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
};
