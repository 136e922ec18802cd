import { describe, expect, it } from 'vitest';
import { check, email, ifsc, mobile, otp, password, pincode, required, upiId, username } from './validation.ts';

describe('form rules', () => {
  it('mobile: exactly 10 digits', () => {
    expect(mobile('9876543210')).toBeUndefined();
    expect(mobile('98765 43210')).toBeUndefined();
    expect(mobile('987654321')).toMatch(/10 digits/);
    expect(mobile('98765432100')).toMatch(/10 digits/);
    expect(mobile('98765abcde')).toMatch(/digits only/);
    expect(mobile('')).toMatch(/Enter/);
  });

  it('pincode: 6 digits, not starting with 0', () => {
    expect(pincode('560001')).toBeUndefined();
    expect(pincode('060001')).toMatch(/6 digits/);
    expect(pincode('56001')).toMatch(/6 digits/);
    expect(pincode('')).toMatch(/Enter/);
  });

  it('email', () => {
    expect(email('ananya.rao@example.in')).toBeUndefined();
    expect(email('ananya@')).toMatch(/email address like/);
  });

  it('username: digits mean a mobile, anything else an email', () => {
    expect(username('9876543210')).toBeUndefined();
    expect(username('98765')).toMatch(/10 digits/);
    expect(username('ananya.rao@example.in')).toBeUndefined();
    expect(username('ananya')).toMatch(/email/);
  });

  it('otp, password, ifsc, upi', () => {
    expect(otp('123456')).toBeUndefined();
    expect(otp('12345')).toMatch(/6 digits/);
    expect(password('Attar@2026')).toBeUndefined();
    expect(password('short1')).toMatch(/8 characters/);
    expect(password('onlyletters')).toMatch(/number/);
    expect(ifsc('HDFC0001234')).toBeUndefined();
    expect(ifsc('hdfc0001234')).toBeUndefined();
    expect(ifsc('HDFC1001234')).toMatch(/IFSC/);
    expect(upiId('ananya@okaxis')).toBeUndefined();
    expect(upiId('ananya')).toMatch(/name@bank/);
    // the contract's bounds, not looser copies: a 65-character name, a handle of digits only
    expect(upiId(`${'a'.repeat(65)}@okaxis`)).toMatch(/name@bank/);
    expect(upiId('ananya@123')).toMatch(/name@bank/);
    expect(password(`Attar1${'x'.repeat(60)}`)).toMatch(/at most 64/);
  });

  it('check returns the first failing rule', () => {
    expect(check('', required('your name'))).toBe('Enter your name.');
    expect(check('56', required('the pincode'), pincode)).toMatch(/6 digits/);
  });
});
