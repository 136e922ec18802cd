// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PincodeCheck } from './pincode-check.tsx';

const reads = vi.hoisted(() => ({ inputs: [] as unknown[], reply: undefined as unknown }));
vi.mock('../../../data/use-action.ts', () => ({
  useAction: (_action: string, input: unknown) => {
    if (input) reads.inputs.push(input);
    return { data: input ? reads.reply : undefined, error: undefined, isLoading: false };
  },
}));

const product = { sellerId: 'SL00001', storeId: 'ST00001' };
const field = () => screen.getByLabelText('Pincode') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Check' }));

beforeEach(() => {
  reads.inputs = [];
  reads.reply = {
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
    render(<PincodeCheck product={product} cin="ATR-OUD-12" />);
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
    expect(reads.inputs).toEqual([]);
  });

  it('takes digits only, at most six', () => {
    render(<PincodeCheck product={product} cin="ATR-OUD-12" />);
    fireEvent.change(field(), { target: { value: '56a0-0199' } });
    expect(field().value).toBe('560019');
  });

  it('checks a valid pincode for the chosen size and shows the estimate', () => {
    render(<PincodeCheck product={product} cin="ATR-OUD-12" />);
    fireEvent.change(field(), { target: { value: '560001' } });
    submit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reads.inputs.at(-1)).toEqual({
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
    reads.reply = {
      serviceable: false,
      pincode: '194101',
      cin: 'ATR-OUD-12',
      message: 'Leh, Ladakh: our courier partners do not deliver here yet.',
    };
    render(<PincodeCheck product={product} cin="ATR-OUD-12" />);
    fireEvent.change(field(), { target: { value: '194101' } });
    submit();
    expect(screen.getByText('Leh, Ladakh: our courier partners do not deliver here yet.')).toBeTruthy();
  });
});
