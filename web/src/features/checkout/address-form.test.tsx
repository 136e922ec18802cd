// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { addressRules, blankAddress, toAddressInput } from '../../kit/address.ts';
import { validateAll } from '../../kit/rules.ts';
import { CheckoutAddressForm as AddressForm } from './address-form.tsx';

const emptyAddress = blankAddress;
const validateAddress = (values: ReturnType<typeof blankAddress>) => validateAll(values, addressRules("the addressee's name"));

afterEach(cleanup);
// a pincode the lookup does not know: the shopper's own city and state stay
beforeEach(() => {
  vi.spyOn(api.profile, 'lookupPincode').mockResolvedValue({
    error: new ApiError({ status: 404, httpStatus: 404, message: 'We could not find the pincode.', code: 'pincode.notFound' }),
  } as never);
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillValid = () => {
  fill('Full name', 'Meera Iyer');
  fill('Mobile number', '98450 12345');
  fill('Flat, house or building', '12 Palm Grove');
  fill('City or town', 'Chennai');
  fill('State', 'Tamil Nadu');
  fill('Pincode', '600017');
};

describe('address rules', () => {
  it('requires the addressee, a 10-digit mobile, the first line, city, state and a 6-digit pincode', () => {
    expect(Object.keys(validateAddress(emptyAddress())).sort()).toEqual([
      'addressee',
      'cityOrArea',
      'contactNumber',
      'line1',
      'state',
      'zipcode',
    ]);
    const draft = { ...emptyAddress(), addressee: 'Al', line1: 'B12', cityOrArea: 'Co', state: 'Do' };
    expect(validateAddress({ ...draft, contactNumber: '987654321', zipcode: '560001' })).toEqual({
      contactNumber: 'A mobile number in India has exactly 10 digits.',
    });
    expect(validateAddress({ ...draft, contactNumber: '98765 43210', zipcode: '56001' })).toEqual({
      zipcode: 'A pincode has 6 digits and does not start with 0.',
    });
    expect(validateAddress({ ...draft, contactNumber: '9876543210', zipcode: '060001' }).zipcode).toBeDefined();
    expect(validateAddress({ ...draft, contactNumber: '98765abcde', zipcode: '560001' }).contactNumber).toBe(
      'Use digits only for the mobile number.',
    );
    expect(validateAddress({ ...draft, contactNumber: '9876543210', zipcode: '560001' })).toEqual({});
  });

  it('holds each line to the contract’s lengths and characters', () => {
    const valid = {
      ...emptyAddress(),
      addressee: 'Al',
      line1: 'B12',
      cityOrArea: 'Co',
      state: 'Do',
      contactNumber: '9876543210',
      zipcode: '560001',
    };
    expect(validateAddress({ ...valid, addressee: 'A', line1: 'B', cityOrArea: 'C', state: 'D' })).toEqual({
      addressee: 'Use 2 to 80 characters for the name.',
      line1: 'Use 3 to 120 characters for this line.',
      cityOrArea: 'Use 2 to 80 characters for the city or area.',
      state: 'Use 2 to 80 characters for the state.',
    });
    expect(validateAddress({ ...valid, addressee: 'Meera_9', line2: '<b>', cityOrArea: 'Chennai!' })).toEqual({
      addressee: "Use letters, spaces and . ' - in the name.",
      line2: 'Use no < or > signs in this line.',
      cityOrArea: 'Use letters, digits and simple punctuation in the city or area.',
    });
  });

  it('sends an Indian address with the optional lines only when given', () => {
    const input = toAddressInput({
      ...emptyAddress(),
      addressee: ' Meera ',
      contactNumber: '98450-12345',
      line1: '12 Palm Grove',
      cityOrArea: 'Chennai',
      state: 'Tamil Nadu',
      zipcode: '600017',
    });
    expect(input).toEqual({
      type: 'H',
      addressee: 'Meera',
      contactNumber: '9845012345',
      countryCode: 'in',
      line1: '12 Palm Grove',
      cityOrArea: 'Chennai',
      state: 'Tamil Nadu',
      country: 'India',
      zipcode: '600017',
      isInternational: false,
      acknowledgement: true,
    });
  });
});

describe('the address form', () => {
  it('on submit, names every problem next to its field, focuses the first and sends nothing', () => {
    const onSubmit = vi.fn();
    render(<AddressForm title="Add a new address" submitLabel="Save" onSubmit={onSubmit} />);
    fill('Mobile number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      "Enter the addressee's name.",
      'A mobile number in India has exactly 10 digits.',
      'Enter the pincode.', // the pincode comes before the lines it fills in
      'Enter the flat, house or building.',
      'Enter the city or area.',
      'Enter the state.',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('12345');
  });

  it('checks a field when the shopper leaves it', () => {
    render(<AddressForm title="Add" submitLabel="Save" onSubmit={vi.fn()} />);
    fill('Pincode', '5600');
    fireEvent.blur(screen.getByLabelText('Pincode'));
    expect(screen.getByRole('alert').textContent).toBe('A pincode has 6 digits and does not start with 0.');
    fill('Pincode', '560001'); // the message goes as the value becomes right, before the shopper leaves
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaving a field for the Save button does not shift the form under the pointer: Save itself checks', () => {
    const onSubmit = vi.fn();
    render(<AddressForm title="Add" submitLabel="Save" onSubmit={onSubmit} />);
    fill('Mobile number', '98765');
    fireEvent.blur(screen.getByLabelText('Mobile number'), { relatedTarget: screen.getByRole('button', { name: 'Save' }) });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('A mobile number in India has exactly 10 digits.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends a valid address once, and shows the server's field errors while keeping what was typed", async () => {
    let finish!: (v: { message: string; fieldErrors: Array<{ field: string; message: string }> }) => void;
    const onSubmit = vi.fn(
      () => new Promise<{ message: string; fieldErrors: Array<{ field: string; message: string }> }>((r) => (finish = r)),
    );
    render(<AddressForm title="Add" submitLabel="Save" onSubmit={onSubmit} />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Saving…' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ contactNumber: '9845012345', zipcode: '600017' })]);
    finish({
      message: 'The address has a problem.',
      fieldErrors: [{ field: 'zipcode', message: 'no such pincode in Tamil Nadu' }],
    });
    await waitFor(() => expect(screen.getByText('no such pincode in Tamil Nadu')).toBeTruthy());
    expect(screen.getByText('The address has a problem.')).toBeTruthy();
    expect((screen.getByLabelText('City or town') as HTMLInputElement).value).toBe('Chennai');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
