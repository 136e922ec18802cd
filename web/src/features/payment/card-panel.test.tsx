// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardBrand, formatCardNumber, formatExpiry } from './card-brand.ts';
import { CardPanel } from './card-panel.tsx';
import type { PaymentSession } from './payment-driver.ts';

afterEach(cleanup);

const session: PaymentSession = {
  paymentId: 'PY1',
  orderId: 'OD1',
  status: 'PENDING',
  mode: 'RAZORPAY',
  amount: 2078,
  currency: 'INR',
  gateway: { provider: 'RAZORPAY', providerOrderId: 'order_1' },
  createdAt: '2026-11-22T10:00:00Z',
  expiresAt: '2026-11-22T10:15:00Z',
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('the card number', () => {
  it('is grouped as it is typed: 4-4-4-4, and 4-6-5 for American Express', () => {
    render(<CardPanel session={session} busy={false} onPay={vi.fn()} />);
    type('Card number', '41111111');
    expect(input('Card number').value).toBe('4111 1111');
    type('Card number', '4111111111111111999');
    expect(input('Card number').value).toBe('4111 1111 1111 1111 999');
    type('Card number', '378282246310005');
    expect(input('Card number').value).toBe('3782 822463 10005');
    type('Card number', '3782-8224-6310-0059');
    expect(input('Card number').value).toBe('3782 822463 10005');
  });

  it("names the card's network from its first digits, and asks an American Express card for its 4-digit CID", () => {
    render(<CardPanel session={session} busy={false} onPay={vi.fn()} />);
    const hint = () => document.getElementById(input('Card number').getAttribute('aria-describedby')!)!.textContent;
    expect(hint()).toBe('Visa, Mastercard, RuPay or American Express');
    type('Card number', '4111');
    expect(hint()).toBe('Visa card');
    type('Card number', '5555 5555');
    expect(hint()).toBe('Mastercard card');
    type('Card number', '6522 1111');
    expect(hint()).toBe('RuPay card');
    expect(input('CVV').maxLength).toBe(3);
    type('Card number', '3782');
    expect(hint()).toBe('American Express card');
    expect(input('CID').maxLength).toBe(4);
  });

  it('knows the networks by their IIN ranges', () => {
    expect(['4111', '5105', '2221', '3411', '3782', '6522', '6083', '5085 00', '8201'].map((n) => cardBrand(n)?.name)).toEqual([
      'Visa',
      'Mastercard',
      'Mastercard',
      'American Express',
      'American Express',
      'RuPay',
      'RuPay',
      'RuPay',
      'RuPay',
    ]);
    // a more specific prefix of another network still wins
    expect(cardBrand('6011')?.name).toBe('Discover');
    expect(cardBrand('')).toBeUndefined();
    expect(formatCardNumber('6522111111111150')).toBe('6522 1111 1111 1150');
  });
});

describe('the expiry', () => {
  it('takes 1229 as 12/29 and a lone month digit as its month', () => {
    render(<CardPanel session={session} busy={false} onPay={vi.fn()} />);
    type('Expiry (MM/YY)', '1229');
    expect(input('Expiry (MM/YY)').value).toBe('12/29');
    type('Expiry (MM/YY)', '4');
    expect(input('Expiry (MM/YY)').value).toBe('04');
    expect(['1', '12', '123', '12/2', '12/299', '0'].map(formatExpiry)).toEqual(['1', '12', '12/3', '12/2', '12/29', '0']);
  });

  it('submits a card typed without spaces or slash, and refuses an ended month', () => {
    const onPay = vi.fn();
    render(<CardPanel session={session} busy={false} onPay={onPay} />);
    type('Card number', '4111111111111111');
    type('Expiry (MM/YY)', '0120');
    type('CVV', '123');
    type('Name on card', 'Ananya Rao');
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,078' }));
    expect(screen.getByText('This card has expired.')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
    type('Expiry (MM/YY)', '1299');
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,078' }));
    expect(onPay).toHaveBeenCalledTimes(1);
  });
});

describe('the test-mode note', () => {
  it('shows only in the demo', () => {
    render(<CardPanel session={session} busy={false} onPay={vi.fn()} />);
    expect(screen.queryByText(/Test mode/)).toBeNull();
    cleanup();
    render(<CardPanel session={session} busy={false} onPay={vi.fn()} testMode />);
    expect(screen.getByText(/Test mode: use the card 4111 1111 1111 1111/)).toBeTruthy();
  });
});
