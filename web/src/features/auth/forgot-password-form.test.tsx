// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@attar/sdk';
import { store } from '../../state/store.ts';
import { fail, ok, renderAt } from './auth-test-kit.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { fakeApi } from '../../test-support/fake-api.ts';

const api = fakeApi({
  auth: { requestPasswordReset: vi.fn(), resetPassword: vi.fn() },
  session: { getToken: () => null, setToken: () => {} },
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  vi.clearAllMocks();
  api.auth.requestPasswordReset.mockResolvedValue(
    ok(
      {
        identityType: 'EMAIL',
        sentTo: 'an********@example.in',
        otpLength: 6,
        expiresAt: '2026-11-20T10:25:30Z',
        resendAfterSeconds: 30,
      },
      'OTP sent',
    ),
  );
  api.auth.resetPassword.mockResolvedValue(
    ok({ done: true, id: 'BY000017' }, 'Password changed. Sign in with the new password.'),
  );
  store.toasts = [];
});
afterEach(cleanup);

describe('forgot password', () => {
  it('asks for the username, then the OTP with a confirmed new password, then goes to password sign-in', async () => {
    const { router } = renderAt('/forgot-password?returnTo=%2Fcart', <ForgotPasswordForm />, {
      username: 'ananya.rao@example.in',
    });
    expect(field('Email or mobile number').value).toBe('ananya.rao@example.in');
    button('Send OTP');
    expect(await screen.findByText('your email an********@example.in')).toBeTruthy();
    expect(api.auth.requestPasswordReset).toHaveBeenCalledWith({ username: 'ananya.rao@example.in', identityType: 'EMAIL' });

    button('Set new password');
    expect(await screen.findByText('Enter the 6-digit OTP.')).toBeTruthy();
    expect(screen.getByText('Choose a password.')).toBeTruthy();
    type('One-time password (OTP)', '123456');
    type('New password', 'Mogra@Bloom2026');
    type('Confirm new password', 'Mogra@Bloom2025');
    button('Set new password');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(api.auth.resetPassword).not.toHaveBeenCalled();

    type('Confirm new password', 'Mogra@Bloom2026');
    button('Set new password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginpassword'));
    expect(api.auth.resetPassword).toHaveBeenCalledWith({
      username: 'ananya.rao@example.in',
      identityType: 'EMAIL',
      otp: '123456',
      password: 'Mogra@Bloom2026',
    });
    expect(router.state.location.search).toBe('?returnTo=%2Fcart');
    expect(router.state.location.state).toEqual({ username: 'ananya.rao@example.in' });
    expect(store.toasts.map((t) => t.text)).toContain('Password changed. Sign in with the new password.');
  });

  it('an unknown username is told at the username', async () => {
    api.auth.requestPasswordReset.mockResolvedValue(
      fail(
        new ApiError({
          status: 404,
          httpStatus: 404,
          code: 'auth.unknownUser',
          message: 'No account uses this mobile number. Check it or sign up.',
          fieldErrors: [{ field: 'username', message: 'is not registered' }],
        }),
      ),
    );
    renderAt('/forgot-password', <ForgotPasswordForm />);
    type('Email or mobile number', '9000000000');
    button('Send OTP');
    expect(await screen.findByText('No account uses this mobile number. Check it or sign up.')).toBeTruthy();
    expect(field('Email or mobile number').value).toBe('9000000000');
  });

  it('a wrong OTP is told at the OTP, keeping the new password typed', async () => {
    api.auth.resetPassword.mockResolvedValue(
      fail(
        new ApiError({
          status: 422,
          httpStatus: 422,
          code: 'otp.invalid',
          message: 'The OTP is wrong. 4 tries left.',
          fieldErrors: [{ field: 'otp', message: 'is wrong' }],
        }),
      ),
    );
    renderAt('/forgot-password', <ForgotPasswordForm />);
    type('Email or mobile number', '9876543210');
    button('Send OTP');
    await screen.findByLabelText('One-time password (OTP)');
    type('One-time password (OTP)', '000000');
    type('New password', 'Mogra@Bloom2026');
    type('Confirm new password', 'Mogra@Bloom2026');
    button('Set new password');
    expect(await screen.findByText('The OTP is wrong. 4 tries left.')).toBeTruthy();
    expect(field('New password').value).toBe('Mogra@Bloom2026');
  });
});
