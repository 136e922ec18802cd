/**
 * The rules the storefront's forms check before sending: a rule reads one value (and the others, for a
 * confirmation field) and returns a sentence for the shopper, or undefined. The checks themselves are
 * lib/validation.ts's; `fromSchema` turns a generated schema into a rule with a shopper's sentence.
 */
import { usernameType } from '@attar/sdk';
import { PersonNameRule } from '@attar/sdk/rules';
import * as base from '../lib/validation.ts';

export type FormValues = Record<string, string>;
/** A rule of one field that may look at the whole form (a confirmation field). */
export type FieldRule<V extends FormValues = FormValues> = (value: string, values: Readonly<V>) => string | undefined;
export type FormRules<V extends FormValues = FormValues> = Partial<Record<keyof V & string, FieldRule<V>>>;

/** The part of a Standard Schema (zod 4 and others) a rule needs: a synchronous check. */
export interface CheckingSchema {
  readonly '~standard': { validate(value: unknown): { issues?: ReadonlyArray<unknown> } | Promise<unknown> };
}

/**
 * A rule from a schema (a generated zod schema, say): the schema decides, the form says `message`.
 * Empty values pass (a required field says so with its own rule).
 * @example fromSchema(zPlaceName, 'Use letters for the city.')
 */
export function fromSchema(schema: CheckingSchema, message: string): FieldRule {
  return (value) => {
    if (value.trim() === '') return undefined;
    const result = schema['~standard'].validate(value.trim());
    if (result instanceof Promise) return undefined; // an async schema is for the server to judge
    return result.issues?.length ? message : undefined;
  };
}

/** Every field's message (only the fields with a problem), in the rules' order. */
export function validateAll<V extends FormValues>(
  values: Readonly<V>,
  rules: FormRules<V>,
): Partial<Record<keyof V & string, string>> {
  const errors: Partial<Record<keyof V & string, string>> = {};
  for (const name of Object.keys(rules) as Array<keyof V & string>) {
    const message = rules[name]?.(values[name] ?? '', values);
    if (message) errors[name] = message;
  }
  return errors;
}

/* The sign-in and account rules. */

/** An email or a mobile: numeric means a 10-digit mobile, anything else an email (docs/product-rules.md §5). */
export const username: FieldRule = (value) => base.username(value);

export const otp: FieldRule = (value) => (value.trim() === '' ? 'Enter the 6-digit OTP.' : base.otp(value));

/** The current password at sign-in: only its presence is checked; the server says if it is wrong. */
export const currentPassword: FieldRule = (value) => (value === '' ? 'Enter your password.' : undefined);

/** A new password: the contract's length (8 to 64), letters and at least one number. */
export const newPassword: FieldRule = (value) => (value === '' ? 'Choose a password.' : base.password(value));

/** The confirmation must repeat the `password` field. */
export const confirmPassword: FieldRule<{ password: string }> = (value, values) => {
  if (value === '') return 'Type the password again.';
  return value === values.password ? undefined : 'The passwords do not match.';
};

/** A person's name as the contract takes it: 2 to 80 characters, letters with spaces, dots, apostrophes, hyphens. */
export const fullName: FieldRule = (value) => {
  const v = value.trim();
  const length = [...v].length;
  if (v === '') return 'Enter your name.';
  if (length < PersonNameRule.minLength) return `Enter at least ${PersonNameRule.minLength} characters.`;
  if (length > PersonNameRule.maxLength) return `Use at most ${PersonNameRule.maxLength} characters.`;
  return base.fits(PersonNameRule, v) ? undefined : 'Use letters for your name.';
};

export const mobile: FieldRule = (value) => base.mobile(value);
export const email: FieldRule = (value) => base.email(value);

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
