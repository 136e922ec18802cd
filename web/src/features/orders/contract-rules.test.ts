import { describe, expect, it } from 'vitest';
import { BankAccountNumberRule, checkRule, ordersCancelInput, PersonNameRule, ReturnReasonCodeRule } from '@attar/sdk/rules';
import { RETURN_REASONS } from './after-sale-request.tsx';
import { reasonProblem } from './cancel-order.tsx';
import { accountNumber, holderName, REFUND_RULES } from './refund-account-form.tsx';

const long = (n: number) => 'a'.repeat(n);

describe('the order forms hold to the contract', () => {
  it('refund account: what the contract refuses the form refuses', () => {
    for (const value of ['12345678', '1234567890123456789', '12345678a9']) {
      expect(checkRule(BankAccountNumberRule, value)).toBeDefined();
      expect(accountNumber(value)).toBe('An account number has 9 to 18 digits.');
    }
    expect(accountNumber('1234 5678 9012')).toBeUndefined();
    expect(holderName('A')).toBe(`Use ${PersonNameRule.minLength} to ${PersonNameRule.maxLength} characters for the name.`);
    expect(holderName(long(PersonNameRule.maxLength))).toBeUndefined();
    expect(holderName(long(PersonNameRule.maxLength + 1))).toMatch(/characters for the name/);
    expect(holderName('R2D2 Rao')).toBe('Use letters for the name.');
    expect(REFUND_RULES.bankName('x'.repeat(81), { txnType: 'BANK' })).toMatch(/at most 80/);
  });

  it("cancel: the words given are within the contract's length, needed or not", () => {
    const { minLength, maxLength } = ordersCancelInput.reasonDesc;
    expect(reasonProblem('', false)).toBeUndefined();
    expect(reasonProblem('', true)).toMatch(`at least ${minLength}`);
    expect(reasonProblem('ab', false)).toMatch(`at least ${minLength}`);
    expect(reasonProblem(long(maxLength), false)).toBeUndefined();
    expect(reasonProblem(long(maxLength + 1), false)).toMatch(`under ${maxLength}`);
  });

  it('returns: every reason the contract has, in its order', () => {
    expect(RETURN_REASONS.map((r) => r.value)).toEqual([...ReturnReasonCodeRule.enum]);
  });
});
