import { describe, expect, it } from 'vitest';
import { luhnValid, TEST_CARD, validateCard } from './card-rules.ts';
import { paymentCallOptions } from './scenario.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const good = { number: TEST_CARD, expiry: '12/30', cvv: '123', name: 'Ananya Rao' };

describe('the mock card form', () => {
  it('accepts the test card', () => {
    expect(luhnValid(TEST_CARD.replace(/ /g, ''))).toBe(true);
    expect(validateCard(good, NOW)).toEqual({});
  });

  it('names what is wrong with each field', () => {
    expect(validateCard({ number: '4111 1111 1111 1112', expiry: '13/30', cvv: '12', name: ' ' }, NOW)).toEqual({
      number: 'This card number is not valid. Check the digits.',
      expiry: 'Enter the expiry as MM/YY.',
      cvv: 'The CVV of a Visa card has 3 digits.',
      name: 'Enter the name on the card.',
    });
    expect(validateCard({ ...good, number: '' }, NOW).number).toBe('Enter the card number.');
  });

  it("checks the number's and the security code's length against the card's network", () => {
    expect(validateCard({ ...good, number: '3782 822463 10005', cvv: '123' }, NOW)).toEqual({
      cvv: 'The CID of an American Express card has 4 digits.',
    });
    expect(validateCard({ ...good, number: '3782 822463 10005', cvv: '1234' }, NOW)).toEqual({});
    // Luhn-valid, 15 digits, but a Visa number is 16, 18 or 19 long
    expect(validateCard({ ...good, number: '4111 1111 1111 116' }, NOW).number).toBe(
      'This card number is not valid. Check the digits.',
    );
    expect(validateCard({ ...good, number: '1234', cvv: '12' }, NOW).cvv).toBe('The CVV has 3 or 4 digits.');
  });

  it('refuses a card whose month has ended, and takes one that ends this month', () => {
    expect(validateCard({ ...good, expiry: '10/26' }, NOW).expiry).toBe('This card has expired.');
    expect(validateCard({ ...good, expiry: '11/26' }, NOW).expiry).toBeUndefined();
  });
});

describe('the scenario switch for payment calls', () => {
  it('passes ?scenario= on as the x-attar-scenario header where the mock shop answers', () => {
    expect(paymentCallOptions('?scenario=payment%3Dfailure', true)).toEqual({
      headers: { 'x-attar-scenario': 'payment=failure' },
    });
    expect(paymentCallOptions('?order=OD1', true)).toBeUndefined();
  });

  it('never sends it from a production build', () => {
    expect(paymentCallOptions('?scenario=payment%3Dfailure', false)).toBeUndefined();
  });
});
