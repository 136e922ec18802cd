import { describe, expect, it } from 'vitest';
import { GenderRule } from '@attar/sdk/rules';
import { dateOfBirth, GENDERS } from './profile-details.tsx';

describe('the profile forms hold to the contract', () => {
  it('offers every gender the contract has, in its order', () => {
    expect(GENDERS.map((g) => g.value)).toEqual([...GenderRule.enum]);
  });

  it('a birthday must be a date as the contract writes one', () => {
    expect(dateOfBirth('1990-13-01')).toMatch(/day, month and year/);
    expect(dateOfBirth('1990-2-3')).toMatch(/day, month and year/);
    expect(dateOfBirth('1990-02-03')).toBeUndefined();
  });
});
