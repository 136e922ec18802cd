import { describe, expect, it } from 'vitest';
import { safeReturnTo, withReturnTo } from './return-to.ts';

describe('returnTo', () => {
  it('goes back to a page of the shop, /profile by default', () => {
    expect(safeReturnTo('/cart')).toBe('/cart');
    expect(safeReturnTo('/p/oud-noir/QVRSLU9VRA?x=1')).toBe('/p/oud-noir/QVRSLU9VRA?x=1');
    expect(safeReturnTo(null)).toBe('/profile');
    expect(safeReturnTo('')).toBe('/profile');
  });

  it('never leaves the shop nor loops back to an account page', () => {
    expect(safeReturnTo('https://evil.example/')).toBe('/profile');
    expect(safeReturnTo('//evil.example')).toBe('/profile');
    expect(safeReturnTo('/\\evil.example')).toBe('/profile');
    expect(safeReturnTo('/login?returnTo=/cart')).toBe('/profile');
    expect(safeReturnTo('/registration/')).toBe('/profile');
  });

  it('links between account pages keep it', () => {
    expect(withReturnTo('/loginpassword', '/cart')).toBe('/loginpassword?returnTo=%2Fcart');
    expect(withReturnTo('/loginpassword', null)).toBe('/loginpassword');
  });
});
