import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@attar/sdk';
import { problemsFrom } from './server-problems.ts';

describe('server refusals on a form', () => {
  it('a refusal tied to a field shows there with the server sentence', () => {
    const error = new ApiError({
      status: 422,
      httpStatus: 422,
      code: 'otp.invalid',
      message: 'The OTP is wrong. 4 tries left.',
      fieldErrors: [{ field: 'otp', message: 'is wrong' }],
    });
    expect(problemsFrom(error, { otp: 'otp' }, 'otp')).toEqual({ fields: { otp: 'The OTP is wrong. 4 tries left.' } });
  });

  it('a lock without a field (429 with retryAfterSeconds) goes to the named field', () => {
    const error = new ApiError({
      status: 429,
      httpStatus: 429,
      code: 'otp.tooManyAttempts',
      message: 'Too many wrong OTPs. Try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(problemsFrom(error, { otp: 'otp' }, 'otp')).toEqual({
      fields: { otp: 'Too many wrong OTPs. Try again in 10 minutes.' },
    });
  });

  it('server field names map to the form (a taken email)', () => {
    const error = new ApiError({
      status: 409,
      httpStatus: 409,
      code: 'auth.usernameTaken',
      message: 'This email is already registered. Sign in instead.',
      fieldErrors: [{ field: 'email', message: 'is already registered' }],
    });
    expect(problemsFrom(error, { email: 'email', mobile: 'mobile' })).toEqual({
      fields: { email: 'This email is already registered. Sign in instead.' },
    });
  });

  it('anything else is a message for the whole form', () => {
    expect(problemsFrom(new NetworkError('offline'), { otp: 'otp' }, 'otp')).toEqual({
      fields: {},
      form: expect.stringMatching(/could not reach the shop/),
    });
    const unknownField = new ApiError({
      status: 400,
      httpStatus: 400,
      code: 'request.invalid',
      message: 'Bad thing',
      fieldErrors: [{ field: 'body.x', message: 'is bad' }],
    });
    expect(problemsFrom(unknownField, { otp: 'otp' })).toEqual({ fields: {}, form: 'Bad thing' });
  });
});
