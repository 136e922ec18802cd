// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@attar/sdk';
import { GUEST_KEYS } from '../../data/guest-session.ts';
import { store } from '../../state/store.ts';
import { ananya, fail, ok, renderAt } from './auth-test-kit.tsx';
import { RegistrationForm } from './registration-form.tsx';
import { fakeApi } from '../../test-support/fake-api.ts';

const api = fakeApi({
  auth: { registerWithIdentities: vi.fn(), verifyIdentity: vi.fn() },
  session: { getToken: () => null, setToken: () => {} },
});
// a guest cart kept in this browser, to move into the account on signing in
beforeEach(() => {
  localStorage.setItem(GUEST_KEYS.guestId, 'GU0000000001');
  localStorage.setItem(GUEST_KEYS.checkOutId, 'CK0000000001');
});
afterEach(() => localStorage.clear());

const registration = ok(
  {
    buyerId: 'BY000042',
    name: 'Rohan Mehta',
    type: 'BUYER',
    status: 'PENDING_VERIFICATION',
    identities: [
      { identityType: 'EMAIL', sentTo: 'ro*******@example.in', verified: false },
      { identityType: 'PHONE', sentTo: '98******45', verified: false },
    ],
    resendAfterSeconds: 30,
    createdAt: '2026-11-20T10:15:30Z',
  },
  'Account created. Enter the OTPs sent to your email and mobile.',
);
const rohan = {
  ...ananya,
  newBuyer: true,
  profile: { ...ananya.profile, name: 'Rohan Mehta', firstName: 'Rohan', lastName: 'Mehta' },
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
function fill(overrides: Record<string, string> = {}) {
  const values = {
    'Full name': 'Rohan Mehta',
    'Mobile number': '9820012345',
    Email: 'rohan.mehta@example.in',
    Password: 'Vetiver9smoke',
    'Confirm password': 'Vetiver9smoke',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) type(label, value);
}

beforeEach(() => {
  vi.clearAllMocks();
  api.auth.registerWithIdentities.mockResolvedValue(registration);
  api.auth.verifyIdentity.mockResolvedValue(ok(rohan, 'Mobile verified. Welcome to attar!'));
  store.toasts = [];
});
afterEach(cleanup);

describe('create an account', () => {
  it('checks every field on submit: name, 10-digit mobile, email, password rules, confirmation', async () => {
    renderAt('/registration', <RegistrationForm />);
    create();
    expect(await screen.findByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter your mobile number.')).toBeTruthy();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Choose a password.')).toBeTruthy();
    expect(screen.getByText('Type the password again.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Full name'));

    fill({ 'Mobile number': '98200123', Email: 'rohan@', Password: 'vetiver', 'Confirm password': 'vetiver' });
    create();
    expect(await screen.findByText('A mobile number in India has exactly 10 digits.')).toBeTruthy();
    expect(screen.getByText(/email address like/)).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();

    fill({ 'Confirm password': 'Vetiver9smokey' });
    create();
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(api.auth.registerWithIdentities).not.toHaveBeenCalled();
  });

  it('a fixed field loses its error as it is typed', async () => {
    renderAt('/registration', <RegistrationForm />);
    fill({ 'Mobile number': '98200' });
    create();
    expect(await screen.findByText('A mobile number in India has exactly 10 digits.')).toBeTruthy();
    type('Mobile number', '9820012345');
    expect(screen.queryByText('A mobile number in India has exactly 10 digits.')).toBeNull();
  });

  it('registers with the mobile (+91, 10 digits) and email, verifies the mobile OTP and signs in', async () => {
    const { router } = renderAt('/registration?returnTo=%2Fwishlist', <RegistrationForm />);
    fill({ 'Mobile number': '98200 12345' });
    create();
    expect(await screen.findByText('your mobile 98******45')).toBeTruthy();
    expect(api.auth.registerWithIdentities).toHaveBeenCalledWith({
      name: 'Rohan Mehta',
      mobile: '9820012345',
      email: 'rohan.mehta@example.in',
      password: 'Vetiver9smoke',
      type: 'BUYER',
    });

    type('One-time password (OTP)', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
    expect(api.auth.verifyIdentity).toHaveBeenCalledWith({
      username: '9820012345',
      identityType: 'PHONE',
      otp: '123456',
      type: 'BUYER',
      guestId: 'GU0000000001',
      checkOutId: 'CK0000000001',
    });
    expect(store.toasts.map((t) => t.text)).toContain('Welcome to Attar House, Rohan');
  });

  it('a taken email is told at the email in the server words; everything typed stays', async () => {
    api.auth.registerWithIdentities.mockResolvedValue(
      fail(
        new ApiError({
          status: 409,
          httpStatus: 409,
          code: 'auth.usernameTaken',
          message: 'This email is already registered. Sign in instead.',
          fieldErrors: [{ field: 'email', message: 'is already registered' }],
        }),
      ),
    );
    renderAt('/registration', <RegistrationForm />);
    fill();
    create();
    expect(await screen.findByText('This email is already registered. Sign in instead.')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Full name').value).toBe('Rohan Mehta');
    expect(field('Password').value).toBe('Vetiver9smoke');
  });

  it('a wrong OTP stays on the OTP step with the server message; "Change details" goes back with the details kept', async () => {
    api.auth.verifyIdentity.mockResolvedValue(
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
    renderAt('/registration', <RegistrationForm />);
    fill();
    create();
    await screen.findByLabelText('One-time password (OTP)');
    type('One-time password (OTP)', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText('The OTP is wrong. 4 tries left.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change details' }));
    expect(field('Mobile number').value).toBe('9820012345');
  });

  it('a mobile or an email handed over from sign-in is filled in', () => {
    renderAt('/registration', <RegistrationForm />, { username: '98200 12345' });
    expect(field('Mobile number').value).toBe('9820012345');
    cleanup();
    renderAt('/registration', <RegistrationForm />, { username: 'rohan.mehta@example.in' });
    expect(field('Email').value).toBe('rohan.mehta@example.in');
  });
});
