/**
 * The account forms' rules, built on the shared rules of lib/validation.ts. Each returns a message for
 * the shopper or undefined; rules that compare fields get every value of the form.
 */
import { usernameType } from '@attar/sdk';
import * as rules from '../../lib/validation.ts';

/** A rule of one field that may look at the whole form (a confirmation field). */
export type FieldRule<F extends string> = (value: string, values: Readonly<Record<F, string>>) => string | undefined;
export type FormRules<F extends string> = { [K in F]?: FieldRule<F> };

/** An email or a mobile: numeric means a 10-digit mobile, anything else an email (docs/product-rules.md §5). */
export const username: FieldRule<string> = (value) => rules.username(value);

export const otp: FieldRule<string> = (value) => (value.trim() === '' ? 'Enter the 6-digit OTP.' : rules.otp(value));

/** The current password at sign-in: only its presence is checked; the server says if it is wrong. */
export const currentPassword: FieldRule<string> = (value) => (value === '' ? 'Enter your password.' : undefined);

/** A new password: 8 to 64 characters, letters and at least one number. */
export const newPassword: FieldRule<string> = (value) => {
  if (value === '') return 'Choose a password.';
  if (value.length > 64) return 'Use at most 64 characters.';
  return rules.password(value);
};

/** The confirmation must repeat the `password` field. */
export const confirmPassword: FieldRule<'password'> = (value, values) => {
  if (value === '') return 'Type the password again.';
  return value === values.password ? undefined : 'The passwords do not match.';
};

export const fullName: FieldRule<string> = (value) => {
  const v = value.trim();
  if (v === '') return 'Enter your name.';
  if (v.length < 2) return 'Enter at least 2 characters.';
  if (v.length > 80) return 'Use at most 80 characters.';
  return /[0-9@]/.test(v) ? 'Use letters for your name.' : undefined;
};

export const mobile: FieldRule<string> = (value) => rules.mobile(value);
export const email: FieldRule<string> = (value) => rules.email(value);

/** Every field's message (only the fields with a problem). */
export function validateAll<F extends string>(values: Readonly<Record<F, string>>, formRules: FormRules<F>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const name of Object.keys(formRules) as F[]) {
    const message = formRules[name]?.(values[name], values);
    if (message) errors[name] = message;
  }
  return errors;
}

export interface Username {
  username: string;
  identityType: 'PHONE' | 'EMAIL';
}

/**
 * The username as the API takes it: a mobile without spaces or dashes, an email trimmed; the type from
 * the digits.
 * @example toUsername(' 98765 43210 ') // { username: '9876543210', identityType: 'PHONE' }
 */
export function toUsername(value: string): Username {
  const identityType = usernameType(value);
  const username = identityType === 'PHONE' ? value.replace(/[\s-]/g, '') : value.trim();
  return { username, identityType };
}

/** A mobile number as the API takes it (10 digits, country code `in` implied). */
export const toMobile = (value: string): string => value.replace(/[\s-]/g, '');
