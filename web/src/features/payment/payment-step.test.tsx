// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@attar/sdk';
import { methods } from '../../test-support/checkout-test-kit.tsx';
import type { PaymentDriver, PaymentSession, Verdict } from './payment-driver.ts';
import { PaymentStep } from './payment-step.tsx';

afterEach(cleanup);

const session = (mode: Schemas['PaymentMode'], n = 1): PaymentSession => ({
  paymentId: `PY${n}`,
  orderId: 'OD1',
  status: 'PENDING',
  mode,
  amount: 2078,
  currency: 'INR',
  ...(mode === 'UPI'
    ? { upi: { intentUri: 'upi://pay?pa=attarhouse@icici', collectReference: `UPIC${n}`, payeeVpa: 'attarhouse@icici' } }
    : { gateway: { provider: mode as 'RAZORPAY' | 'PAYU', providerOrderId: `order_${n}` } }),
  createdAt: '2026-11-22T10:00:00Z',
  expiresAt: '2026-11-22T10:15:00Z',
});

function fakeDriver(verdicts: Verdict[]): PaymentDriver & { calls: string[] } {
  const calls: string[] = [];
  let n = 0;
  return {
    orderId: 'OD1',
    calls,
    open: async (mode) => (calls.push(`open ${mode}`), { session: session(mode, ++n) }),
    switchMode: async (mode) => (calls.push(`switch ${mode}`), { session: session(mode, ++n) }),
    confirmUpi: async (s) => (calls.push(`upi ${s.paymentId}`), verdicts.shift()!),
    payByCard: async (s) => (calls.push(`card ${s.paymentId}`), verdicts.shift()!),
  };
}

const payByCard = () => {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4111 1111 1111 1111' } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ananya Rao' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,078' }));
};

describe('paying for an order', () => {
  it('UPI fails with its reason, then a retry by card succeeds', async () => {
    const driver = fakeDriver([
      {
        status: 'FAILED',
        reason: 'Payment failed: your bank declined the UPI collect request. You have not been charged; please try again.',
      },
      { status: 'SUCCESS' },
    ]);
    const onPaid = vi.fn();
    render(<PaymentStep driver={driver} amount={2078} mode="UPI" methods={methods().methods} autoStart onPaid={onPaid} />);
    expect(await screen.findByText('UPIC1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect((await screen.findByRole('alert')).textContent).toContain('your bank declined the UPI collect request');

    // another method is offered first
    expect((screen.getByRole('radio', { name: /Cards, netbanking and wallets/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Cards, netbanking and wallets' }));
    await screen.findByLabelText('Card number');
    payByCard();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('OD1'));
    expect(driver.calls).toEqual(['open UPI', 'upi PY1', 'switch RAZORPAY', 'card PY2']);
  });

  it('a pending payment says so, can be checked again, and offers another method', async () => {
    const driver = fakeDriver([
      { status: 'PENDING', reason: 'Payment pending: waiting for your bank to confirm' },
      { status: 'SUCCESS' },
    ]);
    const onPaid = vi.fn();
    render(<PaymentStep driver={driver} amount={2078} mode="UPI" methods={methods().methods} autoStart onPaid={onPaid} />);
    fireEvent.click(await screen.findByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('Payment pending: waiting for your bank to confirm')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Pay with / })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('OD1'));
    expect(driver.calls).toEqual(['open UPI', 'upi PY1', 'upi PY1']);
  });

  it('the card form checks the card before anything is sent', async () => {
    const driver = fakeDriver([]);
    render(<PaymentStep driver={driver} amount={2078} mode="PAYU" methods={methods().methods} autoStart onPaid={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹2,078' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Enter the card number.');
    expect(driver.calls).toEqual(['open PAYU']);
  });
});
