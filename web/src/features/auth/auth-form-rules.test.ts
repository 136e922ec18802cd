import { describe, expect, it } from 'vitest';
import { validateAll } from '../../kit/rules.ts';
import { resetRules } from './forgot-password-form.tsx';
import { registrationRules } from './registration-form.tsx';

describe("the sign-in forms' rules", () => {
  it('the registration form checks every field at once', () => {
    const errors = validateAll(
      { name: '', mobile: '98200', email: 'rohan@', password: 'short', confirm: 'other' },
      registrationRules,
    );
    expect(Object.keys(errors).sort()).toEqual(['confirm', 'email', 'mobile', 'name', 'password']);
    expect(
      validateAll(
        { name: 'Rohan Mehta', mobile: '9820012345', email: 'rohan@example.in', password: 'Vetiver9x', confirm: 'Vetiver9x' },
        registrationRules,
      ),
    ).toEqual({});
  });

  it('the reset form needs the OTP and a confirmed new password', () => {
    expect(validateAll({ otp: '12', password: 'Mogra2026x', confirm: 'Mogra2026y' }, resetRules)).toEqual({
      otp: expect.stringMatching(/6 digits/),
      confirm: expect.stringMatching(/do not match/),
    });
  });
});
