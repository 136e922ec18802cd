// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { store } from '../../state/store.ts';
import { cart, meta, renderAt } from '../../test-support/checkout-test-kit.tsx';
import { GuestCheckout } from './guest-checkout.tsx';
import { POLL_DELAYS_MS } from '../../features/payment/use-status-polling.ts';
import { cannedReads } from '../../test-support/canned-reads.tsx';

// the guest's cart comes through the real useCart, which reads it by the ids kept in storage
const canned = cannedReads((action, input) => {
  if (action === 'guestGetCart') return { ...(input as object), cart: cart(), expiresAt: '2026-11-27T10:00:00.000Z' };
  if (action === 'catalogCheckPincode')
    return { pincode: '600017', cin: 'ATR-NIM-50', serviceable: true, message: 'Free delivery by Thu, 26 Nov' };
  return undefined;
});

const order = { orderId: 'OD26112000050', paymentMode: 'UPI', summary: { total: 2078 } };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // a wide window: the UPI payment shows its QR code and watches the payment (on a phone it waits for an app)
  store.windowSize = { width: 1280, height: 800 };
  sessionStorage.clear();
  localStorage.setItem('guestId', 'GU1');
  localStorage.setItem('checkOutId', 'CKG1');
  vi.spyOn(api.guest, 'setDetails').mockResolvedValue({
    data: { guestId: 'GU1', checkOutId: 'CKG1', name: 'Meera Iyer', email: 'meera@example.in', mobile: '9845012345' },
    meta: meta('Details saved'),
  });
  vi.spyOn(api.guest, 'createOrder').mockResolvedValue({
    data: { guestId: 'GU1', order: order as never },
    meta: meta('Order created'),
  });
  vi.spyOn(api.guest, 'pay').mockResolvedValue({
    data: {
      paymentId: 'PY1',
      orderId: order.orderId,
      status: 'PENDING',
      mode: 'UPI',
      amount: 2078,
      currency: 'INR',
      upi: { intentUri: 'upi://pay?pa=attarhouse@icici', collectReference: 'UPIC26112000050' },
      createdAt: '',
      expiresAt: '',
    },
    meta: meta('Payment initiated'),
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('guest checkout (when the site config switches it on)', () => {
  it('details, a typed address, then one order paid by UPI, confirmed by its invoice', async () => {
    vi.spyOn(api.guest, 'getInvoice')
      .mockResolvedValueOnce({
        error: new ApiError({
          status: 409,
          httpStatus: 409,
          message: 'The invoice is issued once it is paid.',
          code: 'invoice.notReady',
        }),
      })
      .mockResolvedValueOnce({
        data: {
          invoiceNumber: 'INV/2026-27/000001',
          orderId: order.orderId,
          issuedAt: '',
          total: 2078,
          currency: 'INR',
          downloadUrl: '/invoices/x.pdf',
        },
        meta: meta(),
      });
    renderAt('/checkout', <GuestCheckout />, canned.wrapper);
    const place = screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);

    const details = screen.getByRole('form', { name: 'Your details' });
    type(details, 'Full name', 'Meera Iyer');
    type(details, 'Email', 'meera@example');
    type(details, 'Mobile number', '9845012345');
    fireEvent.click(within(details).getByRole('button', { name: 'Continue' }));
    expect(within(details).getByRole('alert').textContent).toBe('Enter an email address like name@example.com.');
    type(details, 'Email', 'meera@example.in');
    fireEvent.click(within(details).getByRole('button', { name: 'Continue' }));
    await screen.findByText('Meera Iyer, meera@example.in, 9845012345');
    expect(api.guest.setDetails).toHaveBeenCalledWith({
      guestId: 'GU1',
      checkOutId: 'CKG1',
      name: 'Meera Iyer',
      email: 'meera@example.in',
      mobile: '9845012345',
    });

    const address = screen.getByRole('form', { name: 'Delivery address' });
    type(address, 'Full name', 'Meera Iyer');
    type(address, 'Mobile number', '9845012345');
    type(address, 'Flat, house or building', '12 Palm Grove');
    type(address, 'City or town', 'Chennai');
    type(address, 'State', 'Tamil Nadu');
    type(address, 'Pincode', '600017');
    fireEvent.click(within(address).getByRole('button', { name: 'Deliver here' }));
    await screen.findByText('Delivering to Meera Iyer');

    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    fireEvent.click(place);
    expect(await screen.findByText('UPIC26112000050')).toBeTruthy();
    expect(api.guest.createOrder).toHaveBeenCalledTimes(1);
    expect(api.guest.createOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        guestId: 'GU1',
        checkOutId: 'CKG1',
        paymentMode: 'UPI',
        sameAsShipping: true,
        shippingAddress: expect.objectContaining({ zipcode: '600017' }),
      }),
    );
    expect(api.guest.pay).toHaveBeenCalledWith(
      { guestId: 'GU1', orderId: order.orderId, amount: 2078, currency: 'INR', mode: 'UPI' },
      undefined,
    );

    // no "I have paid": the QR code on screen is watched, and the invoice tells when the payment arrived
    expect(screen.queryByRole('button', { name: /I have paid/ })).toBeNull();
    expect(screen.queryByLabelText('Or pay with your UPI ID')).toBeNull(); // no collect request for a guest
    await act(() => vi.advanceTimersByTimeAsync(POLL_DELAYS_MS[0]! + POLL_DELAYS_MS[1]!));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/checkout/success/${order.orderId}`));
    expect(api.guest.getInvoice).toHaveBeenCalledTimes(2);
  });
});
