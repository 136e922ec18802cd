import { describe, expect, it } from 'vitest';
import { addressAddInput, PersonNameRule } from '@attar/sdk/rules';
import { ADDRESS_TYPES } from './address.ts';
import { fullName, newPassword } from './rules.ts';

describe('the kit holds to the contract', () => {
  it('offers every address type the contract has, in its order', () => {
    expect(ADDRESS_TYPES.map((t) => t.value).sort()).toEqual([...addressAddInput.type.enum].sort());
    expect(ADDRESS_TYPES[0]?.label).toBe('Home');
  });

  it('a name the person-name rule refuses is refused', () => {
    expect(fullName('a'.repeat(PersonNameRule.maxLength), {})).toBeUndefined();
    expect(fullName('a'.repeat(PersonNameRule.maxLength + 1), {})).toMatch(`at most ${PersonNameRule.maxLength}`);
    expect(fullName('Rohan_Mehta', {})).toMatch(/letters/);
    expect(fullName('Rohan@Mehta', {})).toMatch(/letters/);
  });

  it("a new password within the contract's length", () => {
    expect(newPassword(`a1${'x'.repeat(62)}`, {})).toBeUndefined();
  });
});
