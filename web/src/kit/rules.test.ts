import { describe, expect, it } from 'vitest';
import {
  confirmPassword,
  currentPassword,
  email,
  fullName,
  mobile,
  newPassword,
  otp,
  toMobile,
  toUsername,
  username,
  validateAll,
} from './rules.ts';

const none = {};

describe('account form rules', () => {
  it('username: digits mean a 10-digit mobile, anything else an email', () => {
    expect(username('9876543210', none)).toBeUndefined();
    expect(username('98765 43210', none)).toBeUndefined();
    expect(username('987654321', none)).toMatch(/exactly 10 digits/);
    expect(username('98765432101', none)).toMatch(/exactly 10 digits/);
    expect(username('ananya.rao@example.in', none)).toBeUndefined();
    expect(username('ananya', none)).toMatch(/email address/);
    expect(username('', none)).toMatch(/Enter your email or mobile/);
  });

  it('the username goes to the API without spaces, with its type', () => {
    expect(toUsername(' 98765-43210 ')).toEqual({ username: '9876543210', identityType: 'PHONE' });
    expect(toUsername(' Ananya.Rao@example.in ')).toEqual({ username: 'Ananya.Rao@example.in', identityType: 'EMAIL' });
    expect(toMobile('98765 43210')).toBe('9876543210');
  });

  it('mobile: exactly 10 digits, digits only', () => {
    expect(mobile('9820012345', none)).toBeUndefined();
    expect(mobile('982001234', none)).toMatch(/exactly 10 digits/);
    expect(mobile('98200123456', none)).toMatch(/exactly 10 digits/);
    expect(mobile('98200abcde', none)).toMatch(/digits only/);
    expect(mobile('', none)).toMatch(/Enter your mobile/);
  });

  it('email', () => {
    expect(email('priya.sharma@example.in', none)).toBeUndefined();
    expect(email('priya@', none)).toMatch(/like name@example.com/);
    expect(email('', none)).toMatch(/Enter your email/);
  });

  it('OTP: exactly 6 digits', () => {
    expect(otp('123456', none)).toBeUndefined();
    expect(otp('12345', none)).toMatch(/6 digits/);
    expect(otp('1234567', none)).toMatch(/6 digits/);
    expect(otp('12a456', none)).toMatch(/6 digits/);
    expect(otp('', none)).toMatch(/Enter the 6-digit OTP/);
  });

  it('new password: 8 to 64 characters with letters and a number', () => {
    expect(newPassword('Attar@2026', none)).toBeUndefined();
    expect(newPassword('Ab1', none)).toMatch(/at least 8/);
    expect(newPassword('onlyletters', none)).toMatch(/at least one number/);
    expect(newPassword('12345678', none)).toMatch(/letters/);
    expect(newPassword(`a1${'x'.repeat(63)}`, none)).toMatch(/at most 64/);
    expect(newPassword('', none)).toMatch(/Choose a password/);
  });

  it('the current password is only required (the server judges it)', () => {
    expect(currentPassword('', none)).toMatch(/Enter your password/);
    expect(currentPassword('x', none)).toBeUndefined();
  });

  it('confirmation must match the password', () => {
    expect(confirmPassword('Attar@2026', { password: 'Attar@2026' })).toBeUndefined();
    expect(confirmPassword('Attar@2025', { password: 'Attar@2026' })).toMatch(/do not match/);
    expect(confirmPassword('', { password: 'Attar@2026' })).toMatch(/again/);
  });

  it('name: 2 to 80 letters', () => {
    expect(fullName('Rohan Mehta', none)).toBeUndefined();
    expect(fullName('R', none)).toMatch(/at least 2/);
    expect(fullName('R2D2', none)).toMatch(/letters/);
    expect(fullName('  ', none)).toMatch(/Enter your name/);
  });
});
