// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@attar/sdk';
import { store } from '../../state/store.ts';
import { ananya, fail, ok, renderAt } from './auth-test-kit.tsx';
import { PasswordLoginForm } from './password-login-form.tsx';
import { fakeApi } from '../../test-support/fake-api.ts';

const api = fakeApi({ auth: { signInWithPassword: vi.fn() }, session: { getToken: () => null, setToken: () => {} } });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

beforeEach(() => {
  vi.clearAllMocks();
  api.auth.signInWithPassword.mockResolvedValue(ok(ananya, 'Signed in'));
  store.toasts = [];
});
afterEach(cleanup);

describe('sign in with a password', () => {
  it('needs the username and the password', async () => {
    renderAt('/loginpassword', <PasswordLoginForm />);
    signIn();
    expect(await screen.findByText('Enter your email or mobile number.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(api.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in (no guest cart, no guest ids) and goes to the profile by default', async () => {
    const { router } = renderAt('/loginpassword', <PasswordLoginForm />);
    type('Email or mobile number', 'ananya.rao@example.in');
    type('Password', 'Attar@2026');
    signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.auth.signInWithPassword).toHaveBeenCalledWith({
      username: 'ananya.rao@example.in',
      identityType: 'EMAIL',
      password: 'Attar@2026',
    });
    expect(store.toasts.map((t) => t.text)).toContain('Welcome back, Ananya');
  });

  it('a wrong password is told at the password, an unknown user at the username', async () => {
    api.auth.signInWithPassword.mockResolvedValueOnce(
      fail(
        new ApiError({
          status: 422,
          httpStatus: 422,
          code: 'auth.wrongPassword',
          message: 'The password is wrong.',
          fieldErrors: [{ field: 'password', message: 'is wrong' }],
        }),
      ),
    );
    renderAt('/loginpassword', <PasswordLoginForm />);
    type('Email or mobile number', '9876543210');
    type('Password', 'Attar@2025');
    signIn();
    expect(await screen.findByText('The password is wrong.')).toBeTruthy();
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(field('Password').value).toBe('Attar@2025');

    api.auth.signInWithPassword.mockResolvedValueOnce(
      fail(
        new ApiError({
          status: 404,
          httpStatus: 404,
          code: 'auth.unknownUser',
          message: 'No account uses 9876543211. Check it or sign up.',
          fieldErrors: [{ field: 'username', message: 'is not registered' }],
        }),
      ),
    );
    type('Email or mobile number', '9876543211');
    signIn();
    expect(await screen.findByText('No account uses 9876543211. Check it or sign up.')).toBeTruthy();
    expect(field('Email or mobile number').getAttribute('aria-invalid')).toBe('true');
  });

  it('too many wrong passwords: the lock shows at the password', async () => {
    api.auth.signInWithPassword.mockResolvedValue(
      fail(
        new ApiError({
          status: 429,
          httpStatus: 429,
          code: 'auth.tooManyAttempts',
          message: 'Too many wrong passwords. Try again in 10 minutes, or sign in with an OTP.',
          retryAfterSeconds: 600,
        }),
      ),
    );
    renderAt('/loginpassword', <PasswordLoginForm />);
    type('Email or mobile number', '9876543210');
    type('Password', 'whatever1');
    signIn();
    expect(await screen.findByText(/Too many wrong passwords/)).toBeTruthy();
  });

  it('"Show password" reveals it; "Forgot password?" carries the username', async () => {
    const { router } = renderAt('/loginpassword?returnTo=%2Fcart', <PasswordLoginForm />);
    expect(field('Password').type).toBe('password');
    fireEvent.click(screen.getByLabelText('Show password'));
    expect(field('Password').type).toBe('text');
    type('Email or mobile number', '9876543210');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(router.state.location.search).toBe('?returnTo=%2Fcart');
    expect(router.state.location.state).toEqual({ username: '9876543210' });
  });
});
