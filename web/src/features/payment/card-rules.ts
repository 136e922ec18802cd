/**
 * Rules of the mock provider's card form: the contract's card rules (spec/common.yaml: CardNumber,
 * CardExpiry, CardSecurityCode), the Luhn checksum, and the card network's own lengths. Nothing typed
 * here leaves the page: the mock provider only needs to know the shopper went through its form.
 */
import { CardExpiryRule, CardNumberRule, CardSecurityCodeRule } from '@attar/sdk/rules';
import { fits } from '../../lib/validation.ts';
import { cardBrand } from './card-brand.ts';

/** The test card the mock provider accepts (any future expiry, any 3-digit CVV). */
export const TEST_CARD = '4111 1111 1111 1111';

export interface CardDraft {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}
export type CardErrors = Partial<Record<keyof CardDraft, string>>;

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Every problem of the card form, by field.
 * @example validateCard({ number: TEST_CARD, expiry: '12/30', cvv: '123', name: 'A Rao' }, new Date('2026-11-22')) // {}
 */
export function validateCard(card: CardDraft, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = card.number.replace(/[\s-]/g, '');
  const brand = cardBrand(digits);
  if (digits === '') errors.number = 'Enter the card number.';
  else if (!fits(CardNumberRule, digits) || !luhnValid(digits) || (brand && !brand.lengths.includes(digits.length)))
    errors.number = 'This card number is not valid. Check the digits.';
  const expiry = card.expiry.replace(/\s/g, '');
  if (!fits(CardExpiryRule, expiry)) errors.expiry = 'Enter the expiry as MM/YY.';
  else {
    const [month, year] = expiry.split('/').map(Number) as [number, number];
    const endOfMonth = new Date(Date.UTC(2000 + year, month, 1));
    if (endOfMonth.getTime() <= now.getTime()) errors.expiry = 'This card has expired.';
  }
  const cvv = card.cvv.trim();
  const codeName = brand?.code.name ?? 'CVV';
  if (!fits(CardSecurityCodeRule, cvv) || (brand && cvv.length !== brand.code.size))
    errors.cvv = brand
      ? `The ${codeName} of ${/^[AEIOU]/.test(brand.name) ? 'an' : 'a'} ${brand.name} card has ${brand.code.size} digits.`
      : `The CVV has ${CardSecurityCodeRule.minLength} or ${CardSecurityCodeRule.maxLength} digits.`;
  if (card.name.trim() === '') errors.name = 'Enter the name on the card.';
  return errors;
}

/** The same checks as form rules, for the kit's form engine (each field's message from `validateCard`). */
export const cardRules = Object.fromEntries(
  (['number', 'expiry', 'cvv', 'name'] as const).map((field) => [
    field,
    (_value: string, all: Readonly<CardDraft>) => validateCard(all)[field],
  ]),
) as { [K in keyof CardDraft]: (value: string, all: Readonly<CardDraft>) => string | undefined };
