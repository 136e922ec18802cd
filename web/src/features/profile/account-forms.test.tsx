// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Schemas } from '@attar/sdk';
import { fakeApi } from '../../test-support/fake-api.ts';
import { DetailsForm } from './profile-details.tsx';
import { PasswordChange } from './password-change.tsx';
import { IdentityChange } from './identity-change.tsx';
import { DeleteAccount } from './delete-account.tsx';

const api = fakeApi({
  profile: { update: vi.fn(), requestUpiChange: vi.fn(), confirmUpiChange: vi.fn() },
  auth: { changePassword: vi.fn() },
  account: {
    requestPasswordChangeOtp: vi.fn(),
    confirmPasswordChange: vi.fn(),
    requestIdentityChangeOtp: vi.fn(),
    confirmIdentityChange: vi.fn(),
    requestDeletionOtp: vi.fn(),
    confirmDeletion: vi.fn(),
  },
});

const profile: Schemas['BuyerProfile'] = {
  buyerId: 'BY000017',
  type: 'BUYER',
  name: 'Ananya Rao',
  firstName: 'Ananya',
  lastName: 'Rao',
  email: 'ananya.rao@example.in',
  mobile: '9876543210',
  dob: '1994-08-15',
  gender: 'FEMALE',
  identities: [],
};
const meta = { status: 200, httpStatus: 200, message: 'OTP sent', requestId: undefined };
const challenge: Schemas['BuyerOtpChallenge'] = {
  purpose: 'IDENTITY_CHANGE',
  identityType: 'PHONE',
  sentTo: '91******80',
  otpLength: 6,
  expiresAt: '2026-11-20T10:20:30Z',
  resendAfterSeconds: 30,
};

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

afterEach(cleanup);

describe('personal details', () => {
  it('needs a first and last name and a birthday that is not in the future', async () => {
    render(<DetailsForm profile={profile} />);
    type('First name', ' ');
    type('Date of birth (optional)', '2999-01-01');
    await press('Save details');
    expect(screen.getByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('The date of birth cannot be in the future.')).toBeTruthy();
    expect(api.profile.update).not.toHaveBeenCalled();
  });

  it('sends the names trimmed with the birthday and gender', async () => {
    api.profile.update.mockResolvedValueOnce({ data: { ...profile, middleName: 'Lakshmi' }, meta });
    render(<DetailsForm profile={profile} />);
    type('Middle name (optional)', ' Lakshmi ');
    await press('Save details');
    expect(api.profile.update).toHaveBeenCalledWith({
      firstName: 'Ananya',
      middleName: 'Lakshmi',
      lastName: 'Rao',
      dob: '1994-08-15',
      gender: 'FEMALE',
    });
    expect(screen.getByText('Your details are saved.')).toBeTruthy();
  });
});

describe('password', () => {
  it('asks for a strong new password typed twice the same', async () => {
    render(<PasswordChange profile={profile} />);
    type('Current password', 'Attar@2026');
    type('New password', 'short');
    type('New password again', 'shorter');
    await press('Change password');
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();
    expect(api.auth.changePassword).not.toHaveBeenCalled();
  });

  it('shows the shop’s answer when the current password is wrong', async () => {
    api.auth.changePassword.mockResolvedValueOnce({
      error: new ApiError({
        status: 401,
        httpStatus: 422,
        message: 'The current password is not right.',
        code: 'auth.wrongPassword',
        fieldErrors: [{ field: 'currentPassword', message: 'is wrong' }],
      }),
    });
    render(<PasswordChange profile={profile} />);
    type('Current password', 'Wrong@2026');
    type('New password', 'MograBloom2027');
    type('New password again', 'MograBloom2027');
    await press('Change password');
    expect(screen.getByText('The current password is not right.')).toBeTruthy();
    expect(screen.getByText('Current password is wrong.')).toBeTruthy();
  });
});

describe('email or mobile', () => {
  it('checks the new mobile, then confirms it with the OTP sent to it', async () => {
    api.account.requestIdentityChangeOtp.mockResolvedValueOnce({ data: challenge, meta });
    api.account.confirmIdentityChange.mockResolvedValueOnce({ data: { ...profile, mobile: '9123456780' }, meta });
    render(<IdentityChange profile={profile} kind="PHONE" />);
    type('New mobile number', '98765');
    await press('Send OTP');
    expect(screen.getByText('A mobile number in India has exactly 10 digits.')).toBeTruthy();
    type('New mobile number', '9876543210');
    await press('Send OTP');
    expect(screen.getByText('That is already your mobile number.')).toBeTruthy();
    type('New mobile number', '91234 56780');
    await press('Send OTP');
    expect(api.account.requestIdentityChangeOtp).toHaveBeenCalledWith({ username: '9123456780', identityType: 'PHONE' });
    expect(screen.getByText('91******80')).toBeTruthy();
    type('OTP', '12');
    await press('Change mobile number');
    expect(screen.getByText('The OTP has 6 digits.')).toBeTruthy();
    type('OTP', '123456');
    await press('Change mobile number');
    expect(api.account.confirmIdentityChange).toHaveBeenCalledWith({
      username: '9123456780',
      identityType: 'PHONE',
      otp: '123456',
    });
    expect(screen.getByText('Your mobile number is now 9123456780.')).toBeTruthy();
  });

  it('a wrong OTP is told once, at the code box', async () => {
    api.account.requestIdentityChangeOtp.mockResolvedValueOnce({ data: challenge, meta });
    api.account.confirmIdentityChange.mockResolvedValueOnce({
      error: new ApiError({
        status: 422,
        httpStatus: 422,
        message: 'The OTP is wrong. 4 tries left.',
        code: 'otp.invalid',
        fieldErrors: [{ field: 'otp', message: 'is wrong' }],
      }),
      meta,
    });
    render(<IdentityChange profile={profile} kind="PHONE" />);
    type('New mobile number', '91234 56780');
    await press('Send OTP');
    type('OTP', '654321');
    await press('Change mobile number');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['The OTP is wrong. 4 tries left.']);
    expect(screen.getByLabelText('OTP').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('deleting the account', () => {
  it('sends no OTP until the shopper ticks that they understand', async () => {
    render(
      <MemoryRouter>
        <DeleteAccount />
      </MemoryRouter>,
    );
    await press('Send OTP to delete my account');
    expect(screen.getByText('Tick the box to confirm you want your account deleted.')).toBeTruthy();
    expect(api.account.requestDeletionOtp).not.toHaveBeenCalled();
    api.account.requestDeletionOtp.mockResolvedValueOnce({ data: { ...challenge, purpose: 'ACCOUNT_DELETION' }, meta });
    fireEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await press('Send OTP to delete my account');
    expect(api.account.requestDeletionOtp).toHaveBeenCalledWith({ type: 'BUYER' });
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeTruthy();
  });
});
