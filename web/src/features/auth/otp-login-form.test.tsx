// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@attar/sdk';
import { GUEST_KEYS } from '../../data/guest-session.ts';
import { store } from '../../state/store.ts';
import { ananya, fail, ok, renderAt } from './auth-test-kit.tsx';
import { OtpLoginForm } from './otp-login-form.tsx';
import { fakeApi } from '../../test-support/fake-api.ts';

const api = fakeApi({
  auth: { verifyUsername: vi.fn(), signInWithOtp: vi.fn() },
  session: { getToken: () => null, setToken: () => {} },
});
// a guest cart kept in this browser, to move into the account on signing in
beforeEach(() => {
  localStorage.setItem(GUEST_KEYS.guestId, 'GU0000000001');
  localStorage.setItem(GUEST_KEYS.checkOutId, 'CK0000000001');
});
afterEach(() => localStorage.clear());

const sent = (resendAfterSeconds = 30) =>
  ok(
    {
      username: '9876543210',
      identityType: 'PHONE',
      exists: true,
      otpSent: true,
      sentTo: '98******10',
      resendAfterSeconds,
      signInFlow: 2,
      signInMethods: ['OTP', 'PASSWORD'],
    },
    'OTP sent',
  );

const usernameField = () => screen.getByLabelText('Email or mobile number') as HTMLInputElement;
const otpField = () => screen.getByLabelText('One-time password (OTP)') as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

beforeEach(() => {
  vi.clearAllMocks();
  api.auth.verifyUsername.mockResolvedValue(sent());
  api.auth.signInWithOtp.mockResolvedValue(ok(ananya, 'Signed in'));
  store.toasts = [];
});
afterEach(cleanup);

describe('sign in with an OTP', () => {
  it('checks the username on submit: required, 10-digit mobile or an email', async () => {
    renderAt('/login', <OtpLoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Enter your email or mobile number.')).toBeTruthy();
    type(usernameField(), '98765');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('A mobile number in India has exactly 10 digits.')).toBeTruthy();
    type(usernameField(), 'ananya@');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/email address like/)).toBeTruthy();
    expect(api.auth.verifyUsername).not.toHaveBeenCalled();
  });

  it('sends the OTP to a mobile, then signs in with it, the guest cart moving along, and goes back', async () => {
    const { router } = renderAt('/login?returnTo=%2Fcart', <OtpLoginForm />);
    type(usernameField(), '98765 43210');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('your mobile 98******10')).toBeTruthy();
    expect(api.auth.verifyUsername).toHaveBeenCalledWith({
      username: '9876543210',
      identityType: 'PHONE',
      otpFlag: 'Y',
      signInFlow: 2,
    });

    type(otpField(), '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The OTP has 6 digits.')).toBeTruthy();

    type(otpField(), '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(api.auth.signInWithOtp).toHaveBeenCalledWith({
      username: '9876543210',
      identityType: 'PHONE',
      otp: '123456',
      guestId: 'GU0000000001',
      checkOutId: 'CK0000000001',
    });
    expect(store.toasts.map((t) => t.text)).toContain('Welcome back, Ananya');
  });

  it('a wrong OTP is told next to the field and what was typed stays', async () => {
    api.auth.signInWithOtp.mockResolvedValue(
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
    renderAt('/login', <OtpLoginForm />);
    type(usernameField(), 'ananya.rao@example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    type(await screen.findByLabelText('One-time password (OTP)'), '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The OTP is wrong. 4 tries left.')).toBeTruthy();
    expect(otpField().value).toBe('111111');
    expect(otpField().getAttribute('aria-invalid')).toBe('true');
  });

  it('too many tries: the server lock shows at the OTP', async () => {
    api.auth.signInWithOtp.mockResolvedValue(
      fail(
        new ApiError({
          status: 429,
          httpStatus: 429,
          code: 'otp.tooManyAttempts',
          message: 'Too many wrong OTPs. Try again in 10 minutes.',
          retryAfterSeconds: 600,
        }),
      ),
    );
    renderAt('/login', <OtpLoginForm />);
    type(usernameField(), '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    type(await screen.findByLabelText('One-time password (OTP)'), '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Too many wrong OTPs. Try again in 10 minutes.')).toBeTruthy();
  });

  it('waits before offering a resend, then resends to the same username', async () => {
    api.auth.verifyUsername.mockResolvedValue(sent(30));
    const view = renderAt('/login', <OtpLoginForm />);
    type(usernameField(), '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('0:30')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    view.unmount();

    api.auth.verifyUsername.mockResolvedValue(sent(0));
    renderAt('/login', <OtpLoginForm />);
    type(usernameField(), '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(api.auth.verifyUsername).toHaveBeenCalledTimes(3));
    expect(api.auth.verifyUsername).toHaveBeenLastCalledWith({
      username: '9876543210',
      identityType: 'PHONE',
      otpFlag: 'Y',
      signInFlow: 2,
    });
  });

  it('"Change" goes back to the username, keeping it', async () => {
    renderAt('/login', <OtpLoginForm />);
    type(usernameField(), '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.click(await screen.findByRole('button', { name: /Change the email or mobile/ }));
    expect(usernameField().value).toBe('9876543210');
  });

  it('an unknown username is told, with a way to register', async () => {
    api.auth.verifyUsername.mockResolvedValue(
      ok(
        { username: 'new@example.in', identityType: 'EMAIL', exists: false, otpSent: false, signInFlow: 2, signInMethods: [] },
        'No account uses this username yet. Sign up to continue.',
      ),
    );
    renderAt('/login', <OtpLoginForm />);
    type(usernameField(), 'new@example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('No account uses this username yet. Sign up to continue.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/registration');
  });

  it('a double click sends once', async () => {
    let release!: () => void;
    api.auth.verifyUsername.mockReturnValue(new Promise((resolve) => (release = () => resolve(sent()))));
    renderAt('/login', <OtpLoginForm />);
    type(usernameField(), '9876543210');
    const button = screen.getByRole('button', { name: 'Send OTP' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(api.auth.verifyUsername).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Sending OTP…' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByLabelText('One-time password (OTP)')).toBeTruthy();
  });
});
