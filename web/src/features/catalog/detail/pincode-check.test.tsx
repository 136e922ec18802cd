// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cannedReads } from '../../../test-support/canned-reads.tsx';
import { PincodeCheck } from './pincode-check.tsx';

let reply: unknown;
const reads = cannedReads((action) => (action === 'catalogCheckPincode' ? reply : undefined));
const inputs = () => reads.calls.map(([, input]) => input);

const product = { sellerId: 'SL00001', storeId: 'ST00001' };
const field = () => screen.getByLabelText('Pincode') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Check' }));

beforeEach(() => {
  reads.calls.length = 0;
  reply = {
    serviceable: true,
    pincode: '560001',
    cin: 'ATR-OUD-12',
    message: 'Free delivery by Thu, 26 Nov',
    shippingCharge: 0,
    estimate: { minDays: 2, maxDays: 4, estimatedDelivery: '2026-11-26' },
  };
});
afterEach(cleanup);

describe('pincode check', () => {
  it('refuses anything but 6 digits not starting with 0, without asking the server, and keeps what was typed', () => {
    render(<PincodeCheck product={product} cin="ATR-OUD-12" />, { wrapper: reads.wrapper });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Enter the pincode.');
    fireEvent.change(field(), { target: { value: '56001' } });
    submit();
    expect(screen.getByRole('alert').textContent).toMatch(/6 digits/);
    expect(field().value).toBe('56001');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(), { target: { value: '060001' } });
    fireEvent.blur(field());
    expect(screen.getByRole('alert').textContent).toMatch(/does not start with 0/);
    expect(inputs()).toEqual([]);
  });

  it('takes digits only, at most six', () => {
    render(<PincodeCheck product={product} cin="ATR-OUD-12" />, { wrapper: reads.wrapper });
    fireEvent.change(field(), { target: { value: '56a0-0199' } });
    expect(field().value).toBe('560019');
  });

  it('checks a valid pincode for the chosen size and shows the estimate', () => {
    render(<PincodeCheck product={product} cin="ATR-OUD-12" />, { wrapper: reads.wrapper });
    fireEvent.change(field(), { target: { value: '560001' } });
    submit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(inputs().at(-1)).toEqual({
      pincode: '560001',
      cin: 'ATR-OUD-12',
      sellerId: 'SL00001',
      storeId: 'ST00001',
      countryCode: 'IN',
      international: 0,
    });
    expect(screen.getByText('Free delivery by Thu, 26 Nov')).toBeTruthy();
    expect(screen.getByText(/usually takes 2–4 days/)).toBeTruthy();
  });

  it('shows why a pincode cannot be served', () => {
    reply = {
      serviceable: false,
      pincode: '194101',
      cin: 'ATR-OUD-12',
      message: 'Leh, Ladakh: our courier partners do not deliver here yet.',
    };
    render(<PincodeCheck product={product} cin="ATR-OUD-12" />, { wrapper: reads.wrapper });
    fireEvent.change(field(), { target: { value: '194101' } });
    submit();
    expect(screen.getByText('Leh, Ladakh: our courier partners do not deliver here yet.')).toBeTruthy();
  });
});
