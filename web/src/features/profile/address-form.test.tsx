// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Schemas } from '@attar/sdk';
import { fakeApi } from '../../test-support/fake-api.ts';
import { AddressBookForm as AddressForm } from './address-form.tsx';

const api = fakeApi({ address: { add: vi.fn(), update: vi.fn() }, profile: { lookupPincode: vi.fn() } });

const meta = { status: 200, httpStatus: 200, message: 'Address saved', requestId: undefined };
const saved: Schemas['Address'] = {
  addressId: 'AD000130',
  type: 'H',
  status: 'Active',
  addressee: 'Ananya Rao',
  contactNumber: '9876543210',
  countryCode: 'in',
  line1: '12, 3rd Cross',
  cityOrArea: 'Jaipur',
  state: 'Rajasthan',
  country: 'India',
  zipcode: '302001',
  defaultBillingAddress: 'N',
  defaultShippingAddress: 'N',
  isInternational: false,
};

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save address' })));

beforeEach(() => {
  api.profile.lookupPincode.mockResolvedValue({
    data: { pincode: '302001', countryCode: 'IN', city: 'Jaipur', state: 'Rajasthan', country: 'India', areas: ['Jaipur GPO'] },
    meta,
  });
});
afterEach(cleanup);

describe('address form', () => {
  it('names every missing required field and sends nothing', async () => {
    render(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await save();
    expect(screen.getByText('Enter the name of the person receiving the parcel.')).toBeTruthy();
    expect(screen.getByText('Enter your mobile number.')).toBeTruthy();
    expect(screen.getByText('Enter the pincode.')).toBeTruthy();
    expect(screen.getByText('Enter the flat, house or building.')).toBeTruthy();
    expect(screen.getByText('Enter the city or area.')).toBeTruthy();
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(api.address.add).not.toHaveBeenCalled();
  });

  it('checks the mobile and the pincode when the shopper leaves the field', () => {
    render(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    type('Mobile number', '98765 4321');
    expect(screen.getByText('A mobile number in India has exactly 10 digits.')).toBeTruthy();
    type('Pincode', '012345');
    expect(screen.getByText('A pincode has 6 digits and does not start with 0.')).toBeTruthy();
    type('Mobile number', '98765 43210');
    expect(screen.queryByText('A mobile number in India has exactly 10 digits.')).toBeNull();
  });

  it('fills the city and state from the pincode', async () => {
    render(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await act(async () => type('Pincode', '302001'));
    await waitFor(() => expect((screen.getByLabelText('City or area') as HTMLInputElement).value).toBe('Jaipur'));
    expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('Rajasthan');
    expect(api.profile.lookupPincode).toHaveBeenCalledWith({ pincode: '302001', countryCode: 'IN' });
  });

  it('saves once however often Save is pressed, and keeps the typing when the shop refuses', async () => {
    let answer!: (value: unknown) => void;
    api.address.add.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const onSaved = vi.fn();
    render(<AddressForm onSaved={onSaved} onCancel={vi.fn()} />);
    type('Full name', 'Ananya Rao');
    type('Mobile number', '98765 43210');
    await act(async () => type('Pincode', '302001'));
    type('Flat, house, building', '12, 3rd Cross');
    await waitFor(() => expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('Rajasthan'));
    await save();
    // a second press while the first is on its way (the button is disabled; the form is sent again)
    const button = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => void fireEvent.submit(button.form!));
    expect(api.address.add).toHaveBeenCalledTimes(1);
    expect(api.address.add.mock.calls[0]![0]).toMatchObject({
      addressee: 'Ananya Rao',
      contactNumber: '9876543210',
      zipcode: '302001',
      cityOrArea: 'Jaipur',
      country: 'India',
      countryCode: 'in',
    });
    await act(async () =>
      answer({
        error: new ApiError({
          status: 422,
          httpStatus: 422,
          message: 'We do not deliver to 302001 yet.',
          code: 'address.unserviceable',
          fieldErrors: [{ field: 'zipcode', message: 'is not serviceable' }],
        }),
      }),
    );
    expect(screen.getByText('We do not deliver to 302001 yet.')).toBeTruthy();
    expect(screen.getByText('The pincode is not serviceable.')).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ananya Rao');
    expect(onSaved).not.toHaveBeenCalled();

    api.address.add.mockResolvedValueOnce({ data: saved, meta });
    await save();
    expect(onSaved).toHaveBeenCalledWith(saved);
  });
});
