// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@attar/sdk';
import { methods } from '../../test-support/checkout-test-kit.tsx';
import { store } from '../../state/store.ts';
import type { PaymentDriver, PaymentSession, Verdict } from './payment-driver.ts';
import { rememberPayment } from './payment-memory.ts';
import { PaymentStep } from './payment-step.tsx';
import { POLL_DELAYS_MS } from './use-status-polling.ts';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sessionStorage.clear();
  store.windowSize = { width: 1280, height: 800 };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const session = (mode: Schemas['PaymentMode'], n = 1, payerVpa?: string): PaymentSession => ({
  paymentId: `PY${n}`,
  orderId: 'OD1',
  status: 'PENDING',
  mode,
  amount: 2078,
  currency: 'INR',
  ...(mode === 'UPI'
    ? {
        upi: {
          intentUri: 'upi://pay?pa=attarhouse@icici&am=2078.00',
          collectReference: `UPIC${n}`,
          payeeVpa: 'attarhouse@icici',
          ...(payerVpa ? { payerVpa } : {}),
        },
      }
    : { gateway: { provider: mode as 'RAZORPAY' | 'PAYU', providerOrderId: `order_${n}` } }),
  createdAt: '2026-11-22T10:00:00Z',
  expiresAt: '2026-11-22T10:15:00Z',
});

const PENDING: Verdict = { status: 'PENDING', reason: 'waiting' };

function fakeDriver(verdicts: Verdict[]): PaymentDriver & { calls: string[] } {
  const calls: string[] = [];
  let n = 0;
  return {
    orderId: 'OD1',
    calls,
    open: async (mode) => (calls.push(`open ${mode}`), { session: session(mode, ++n) }),
    switchMode: async (mode) => (calls.push(`switch ${mode}`), { session: session(mode, ++n) }),
    checkStatus: async (s) => (calls.push(`status ${s.paymentId}`), verdicts.shift() ?? PENDING),
    collect: async (vpa) => (calls.push(`collect ${vpa}`), { session: session('UPI', ++n, vpa) }),
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

/** Lets the status checks due in `ms` run. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const step = (driver: PaymentDriver, extra: Partial<Parameters<typeof PaymentStep>[0]> = {}) => {
  const onPaid = vi.fn();
  render(<PaymentStep driver={driver} amount={2078} mode="UPI" methods={methods().methods} onPaid={onPaid} {...extra} />);
  return onPaid;
};

describe('paying by UPI', () => {
  it('shows a QR code on a wide screen and learns from the bank, not from a button, that the payment failed; a card then pays', async () => {
    const reason = 'Payment failed: your bank declined the UPI payment. You have not been charged; please try again.';
    const driver = fakeDriver([PENDING, { status: 'FAILED', reason }, { status: 'SUCCESS' }]);
    const onPaid = step(driver, { autoStart: true });
    expect(await screen.findByRole('img', { name: 'QR code to pay ₹2,078 by UPI to attarhouse@icici' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /I have paid/ })).toBeNull();
    expect(driver.calls).toEqual(['open UPI']);
    await wait(POLL_DELAYS_MS[0]!);
    expect(driver.calls).toEqual(['open UPI', 'status PY1']);
    await wait(POLL_DELAYS_MS[1]!);
    expect((await screen.findByRole('alert')).textContent).toContain('your bank declined the UPI payment');
    // the failure and its reason outlive a reload
    expect(JSON.parse(sessionStorage.getItem('attar.payment.OD1')!)).toEqual({ failure: { mode: 'UPI', reason } });

    expect((screen.getByRole('radio', { name: /Cards, netbanking and wallets/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Cards, netbanking and wallets' }));
    await screen.findByLabelText('Card number');
    payByCard();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('OD1'));
    expect(driver.calls).toEqual(['open UPI', 'status PY1', 'status PY1', 'switch RAZORPAY', 'card PY2']);
  });

  it('on a phone offers UPI app links instead of the QR code, and watches the payment once an app was opened', async () => {
    store.windowSize = { width: 360, height: 740 };
    const driver = fakeDriver([{ status: 'SUCCESS' }]);
    const onPaid = step(driver, { autoStart: true });
    const gpay = await screen.findByRole('link', { name: 'Google Pay' });
    expect(gpay.getAttribute('href')).toBe('tez://upi/pay?pa=attarhouse@icici&am=2078.00');
    expect(screen.getByRole('link', { name: 'Another UPI app' }).getAttribute('href')).toBe(
      'upi://pay?pa=attarhouse@icici&am=2078.00',
    );
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    await wait(10_000);
    expect(driver.calls).toEqual(['open UPI']);
    gpay.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(gpay);
    await wait(POLL_DELAYS_MS[0]!);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('OD1'));
  });

  it('sends a collect request to a valid UPI ID, says calmly that it waits, and is paid when the bank says so', async () => {
    const driver = fakeDriver([PENDING, PENDING, { status: 'SUCCESS' }]);
    const onPaid = step(driver, { autoStart: true });
    const vpa = await screen.findByLabelText('Or pay with your UPI ID');
    fireEvent.change(vpa, { target: { value: 'ananya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(await screen.findByText('A UPI ID looks like name@bank.')).toBeTruthy();
    fireEvent.change(vpa, { target: { value: 'ananya@okaxis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(await screen.findByText('We sent a payment request to ananya@okaxis.')).toBeTruthy();
    expect(screen.getByText('Waiting for your bank. This page updates by itself.')).toBeTruthy();
    expect(driver.calls).toEqual(['open UPI', 'collect ananya@okaxis']);
    // the open collect request outlives a reload
    expect(JSON.parse(sessionStorage.getItem('attar.payment.OD1')!).session.upi.payerVpa).toBe('ananya@okaxis');
    await wait(POLL_DELAYS_MS[0]! + POLL_DELAYS_MS[1]! + POLL_DELAYS_MS[2]!);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('OD1'));
    expect(driver.calls.slice(2)).toEqual(['status PY2', 'status PY2', 'status PY2']);
    expect(sessionStorage.getItem('attar.payment.OD1')).toBeNull();
  });

  it('stops asking after its bound, and the shopper can check again', async () => {
    const driver = fakeDriver([]);
    step(driver, { autoStart: true });
    fireEvent.change(await screen.findByLabelText('Or pay with your UPI ID'), { target: { value: 'ananya@okaxis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send payment request' }));
    await screen.findByText('We sent a payment request to ananya@okaxis.');
    await wait(POLL_DELAYS_MS.reduce((a, b) => a + b, 0) + 60_000);
    expect(driver.calls.filter((c) => c.startsWith('status'))).toHaveLength(POLL_DELAYS_MS.length);
    expect(screen.getByText('Your bank has not answered yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await wait(POLL_DELAYS_MS[0]!);
    expect(driver.calls.filter((c) => c.startsWith('status'))).toHaveLength(POLL_DELAYS_MS.length + 1);
  });
});

describe('after a reload', () => {
  it('brings the open UPI payment back instead of opening another', async () => {
    rememberPayment('OD1', { session: session('UPI', 7, 'ananya@okaxis') });
    const driver = fakeDriver([{ status: 'SUCCESS' }]);
    const onPaid = step(driver, { serverStatus: 'PENDING' });
    expect(await screen.findByText('We sent a payment request to ananya@okaxis.')).toBeTruthy();
    await wait(POLL_DELAYS_MS[0]!);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('OD1'));
    expect(driver.calls).toEqual(['status PY7']);
  });

  it('keeps the failure and its reason, and offers another method', async () => {
    rememberPayment('OD1', {
      failure: { mode: 'UPI', reason: 'Payment failed: ananya@failure declined the UPI collect request.' },
    });
    const driver = fakeDriver([]);
    step(driver, { serverStatus: 'FAILED' });
    expect(screen.getByRole('alert').textContent).toContain('ananya@failure declined the UPI collect request');
    expect(screen.getByRole('button', { name: 'Pay with Cards, netbanking and wallets' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).toBeNull();
    expect(driver.calls).toEqual([]);
  });

  it('forgets a remembered payment the server no longer waits for', async () => {
    rememberPayment('OD1', { session: session('UPI', 7) });
    step(fakeDriver([]), { serverStatus: 'FAILED' });
    expect(screen.getByRole('alert').textContent).toContain('The payment did not go through');
    expect(screen.queryByText('UPIC7')).toBeNull();
  });
});

describe('paying by card', () => {
  it('a pending card payment says so and can be checked again', async () => {
    const driver = fakeDriver([
      { status: 'PENDING', reason: 'Payment pending: waiting for your bank to confirm' },
      { status: 'SUCCESS' },
    ]);
    const onPaid = step(driver, { autoStart: true, mode: 'PAYU' });
    await screen.findByLabelText('Card number');
    payByCard();
    expect(await screen.findByText('Payment pending: waiting for your bank to confirm')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Pay with / })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('OD1'));
    expect(driver.calls).toEqual(['open PAYU', 'card PY1', 'card PY1']);
  });

  it('the card form checks the card before anything is sent', async () => {
    const driver = fakeDriver([]);
    step(driver, { autoStart: true, mode: 'PAYU' });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹2,078' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Enter the card number.');
    expect(driver.calls).toEqual(['open PAYU']);
  });
});
