/**
 * Which network a card number belongs to, from its first digits (the IIN), and how it is grouped as it
 * is typed: braintree's credit-card-type knows Visa, Mastercard, American Express and the others; RuPay,
 * India's own network, is added to it here.
 */
import creditCardType from 'credit-card-type';
import { CardNumberRule } from '@attar/sdk/rules';

/*
 * RuPay's IIN prefixes. Some overlap other networks' (65 Discover, 81 UnionPay, 508500-508999 Maestro):
 * an Indian shop's card there is a RuPay card, so RuPay goes first and wins a tie of equally specific
 * prefixes; a more specific prefix of another network (6011 Discover, 3528-3589 JCB) still wins.
 */
creditCardType.addCard({
  niceType: 'RuPay',
  type: 'rupay',
  patterns: [60, 65, 81, 82, [508500, 508999]],
  gaps: [4, 8, 12],
  lengths: [16],
  code: { name: 'CVV', size: 3 },
});
creditCardType.changeOrder('rupay', 0);

export interface CardBrand {
  /** `visa`, `mastercard`, `american-express`, `rupay`, ... */
  type: string;
  /** The name printed on the card: `Visa`, `Mastercard`, `American Express`, `RuPay`. */
  name: string;
  /** Where the groups of digits end: `[4, 8, 12]` (4-4-4-4), `[4, 10]` (Amex 4-6-5). */
  gaps: readonly number[];
  lengths: readonly number[];
  /** The security code's name and length (Amex: CID, 4). */
  code: { name: string; size: number };
}

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/**
 * The card's network once its first digits say it for sure; undefined while they fit several or none.
 * @example cardBrand('4111 1111')?.name // 'Visa'
 */
export function cardBrand(number: string): CardBrand | undefined {
  const digits = onlyDigits(number);
  if (!digits) return undefined;
  const found = creditCardType(digits);
  if (found.length !== 1) return undefined;
  const [card] = found;
  if (!card) return undefined;
  return { type: card.type, name: card.niceType, gaps: card.gaps, lengths: card.lengths, code: card.code };
}

/**
 * The number as typed, grouped the way its network prints it (4-4-4-4; Amex 4-6-5), at most as long as
 * the network's longest number (or the contract's longest card number).
 * @example formatCardNumber('378282246310005') // '3782 822463 10005'
 */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(value);
  const max = brand ? Math.max(...brand.lengths) : CardNumberRule.maxLength;
  const digits = onlyDigits(value).slice(0, max);
  // a 4-4-4-4 network's longer numbers (19-digit Visa, Maestro) go on in fours
  const gaps = !brand || brand.gaps.at(-1) === 12 ? [4, 8, 12, 16] : brand.gaps;
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

/**
 * The expiry as typed, shown `MM/YY`: `1229` becomes `12/29`, a first digit from 2 to 9 is a month
 * (`4` becomes `04`), and the slash comes once the month is complete and a year digit follows.
 * @example formatExpiry('1229') // '12/29'
 */
export function formatExpiry(value: string): string {
  let digits = onlyDigits(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
