// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test-support/fake-api.ts';
import { AddressForm } from './address-form.tsx';
import { blankAddress, storedAddressValues } from './address.ts';

const api = fakeApi({ profile: { lookupPincode: vi.fn() } });

const meta = { status: 200, httpStatus: 200, message: 'OK', requestId: undefined };
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

beforeEach(() => {
  api.profile.lookupPincode.mockReset();
  api.profile.lookupPincode.mockResolvedValue({
    data: { pincode: '560001', countryCode: 'IN', city: 'Bengaluru', state: 'Karnataka', country: 'India', areas: ['MG Road'] },
    meta,
  });
});
afterEach(cleanup);

describe('the kit address form: the pincode looks up the city', () => {
  it('fills an empty city and state once the six digits are typed, and says what it found', async () => {
    render(<AddressForm title="Add" submitLabel="Save" onSubmit={vi.fn()} />);
    await act(async () => type('Pincode', '56000'));
    expect(api.profile.lookupPincode).not.toHaveBeenCalled();
    await act(async () => type('Pincode', '560001'));
    await waitFor(() => expect(value('City or area')).toBe('Bengaluru'));
    expect(value('State')).toBe('Karnataka');
    expect(screen.getByText('Pincode 560001: Bengaluru, Karnataka.')).toBeTruthy();
    expect(api.profile.lookupPincode).toHaveBeenCalledWith({ pincode: '560001', countryCode: 'IN' });
  });

  it('keeps a city the shopper typed, and sends what is on screen', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<AddressForm title="Add" submitLabel="Save" onSubmit={onSubmit} />);
    type('Full name', 'Meera Iyer');
    type('Mobile number', '98450 12345');
    type('Flat, house, building', '12 Palm Grove');
    type('City or area', 'Bangalore');
    await act(async () => type('Pincode', '560001'));
    await waitFor(() => expect(value('State')).toBe('Karnataka'));
    expect(value('City or area')).toBe('Bangalore');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ cityOrArea: 'Bangalore', state: 'Karnataka', zipcode: '560001', contactNumber: '9845012345' }),
    );
  });

  it("a guest's form does not look up (the lookup is a buyer's)", async () => {
    render(<AddressForm title="Add" submitLabel="Save" lookup={false} onSubmit={vi.fn()} />);
    await act(async () => type('Pincode', '560001'));
    expect(api.profile.lookupPincode).not.toHaveBeenCalled();
    expect(value('City or area')).toBe('');
  });
});

describe("a guest's address kept on this device (guestaddress)", () => {
  const kept = {
    type: 'H',
    addressee: 'Asha Rao',
    contactNumber: '9876543210',
    line1: '12 MG Road',
    zipcode: '560001',
    cityOrArea: 'Bengaluru',
    state: 'Karnataka',
  };

  it('starts the form from it, and sends it as it is on screen', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<AddressForm title="Add" submitLabel="Save" lookup={false} prefill={storedAddressValues(kept)} onSubmit={onSubmit} />);
    expect(value('Pincode')).toBe('560001');
    expect(value('City or area')).toBe('Bengaluru');
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ addressee: 'Asha Rao', zipcode: '560001', line1: '12 MG Road' }),
    );
  });

  it('keeps only the fields that pass their rules from an edited or broken copy', () => {
    expect(
      storedAddressValues({
        ...kept,
        zipcode: '56',
        contactNumber: 42,
        line1: '<script>',
        type: 'Z',
        defaultShippingAddress: 'Y',
      }),
    ).toEqual({
      ...blankAddress(),
      addressee: 'Asha Rao',
      cityOrArea: 'Bengaluru',
      state: 'Karnataka',
    });
    for (const broken of [null, 'text', 7, [], {}, { zipcode: 'abcdef' }]) expect(storedAddressValues(broken)).toBeUndefined();
  });
});
