// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ActionInput } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { BuyerCheckout } from './buyer-checkout.tsx';
import { store } from '../../state/store.ts';
import { cannedReads } from '../../test-support/canned-reads.tsx';
import { address, cart, meta, methods, renderAt, reviewed } from '../../test-support/checkout-test-kit.tsx';

const reads = { data: {} as Record<string, unknown> };
// the buyer's cart comes through the real useCart, which reads `cartGet` for a signed-in buyer
const canned = cannedReads((action) => reads.data[action]);

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

beforeEach(() => {
  sessionStorage.clear();
  store.auth = true;
  reads.data = {
    cartGet: cart(),
    addressList: [address()],
    checkoutPaymentMethods: methods(),
    cartReview: reviewed(),
    catalogCheckPincode: { pincode: '560001', cin: 'ATR-NIM-50', serviceable: true, message: 'Free delivery by Thu, 26 Nov' },
  };
  vi.spyOn(api.checkout, 'setAddresses').mockResolvedValue({ data: cart(), meta: meta('Addresses saved') });
});
afterEach(() => {
  cleanup();
  store.auth = false;
});

async function confirmAddress() {
  renderAt('/checkout', <BuyerCheckout />, canned.wrapper);
  expect(screen.getByText('Free delivery by Thu, 26 Nov')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
  await screen.findByText('Delivering to Ananya Rao');
  const place = screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement;
  expect(place.disabled).toBe(false);
  return place;
}

const created = (orderId: string) => ({
  data: {
    order: { orderId, paymentMode: 'UPI', summary: reviewed().totals } as never,
    payment: {
      orderId,
      amount: 2078,
      currency: 'INR' as const,
      mode: 'UPI' as const,
      pinfo: `pi_${orderId}_1`,
      payBefore: '2026-11-22T10:30:00.000Z',
    },
    replayed: false,
  },
  meta: meta('Order created'),
});

describe('a reload', () => {
  it('keeps the confirmed address while the cart still has it, and the chosen payment method', async () => {
    await confirmAddress();
    fireEvent.click(screen.getByRole('radio', { name: /Cards, netbanking and wallets/ }));
    expect(screen.getByTestId('where').textContent).toBe('/checkout?method=RAZORPAY');
    cleanup();

    // the server's cart has the delivery address the buyer confirmed
    const saved = { ...cart(), shippingAddress: address() };
    reads.data.cartGet = saved;
    reads.data.cartReview = { ...reviewed(), cart: saved };
    renderAt('/checkout?method=RAZORPAY', <BuyerCheckout />, canned.wrapper);
    expect(screen.getByText('Delivering to Ananya Rao')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('radio', { name: /Cards, netbanking and wallets/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks for the address again when the cart no longer delivers there', async () => {
    await confirmAddress();
    cleanup();
    const moved = { ...cart(), shippingAddress: address('AD000999') };
    reads.data.cartGet = moved;
    reads.data.cartReview = { ...reviewed(), cart: moved };
    renderAt('/checkout', <BuyerCheckout />, canned.wrapper);
    expect(screen.queryByText('Delivering to Ananya Rao')).toBeNull();
    expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('placing the order', () => {
  it('a double click creates one order, then opens its payment', async () => {
    const reply = deferred<ReturnType<typeof created>>();
    const create = vi.spyOn(api.orders, 'create').mockReturnValue(reply.promise);
    const place = await confirmAddress();
    fireEvent.click(place);
    fireEvent.click(place);
    expect(create).toHaveBeenCalledTimes(1);
    expect(place.disabled).toBe(true);
    expect(place.textContent).toBe('Placing your order…');
    reply.resolve(created('OD26112000042'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout?order=OD26112000042'));
    const sent = create.mock.calls[0]![0] as ActionInput<'ordersCreate'>;
    expect(sent).toMatchObject({
      checkoutId: 'CK7Q2M9X4B1Z',
      paymentMode: 'UPI',
      inputSummary: { total: 2078 },
      inputLineItems: [{ cin: 'ATR-NIM-50', quantity: 2, unitPrice: 1039 }],
      deliveryAddress: { addressId: 'AD000123' },
      billingAddress: { addressId: 'AD000123' },
    });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stays busy after the order is made until the page has left, so a late second click makes no second order', async () => {
    const create = vi.spyOn(api.orders, 'create').mockResolvedValue(created('OD26112000044'));
    const place = await confirmAddress();
    fireEvent.click(place);
    // the router moves to the order's payment in a transition; this checkout stays on screen meanwhile
    // (here: for good, the route matches both URLs), and a double-click's second half may land on it
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout?order=OD26112000044'));
    expect(place.disabled).toBe(true);
    expect(place.textContent).toBe('Placing your order…');
    place.disabled = false; // even a click the browser lets through is refused
    fireEvent.click(place);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('a second try after a failed attempt sends the same idempotency key, and shows the refusal meanwhile', async () => {
    const refusal = new ApiError({
      status: 503,
      httpStatus: 503,
      message: 'The shop is busy. Please try again.',
      code: 'service.unavailable',
    });
    const create = vi
      .spyOn(api.orders, 'create')
      .mockResolvedValueOnce({ error: refusal })
      .mockResolvedValueOnce(created('OD26112000043'));
    const place = await confirmAddress();
    fireEvent.click(place);
    expect(await screen.findByText('The shop is busy. Please try again.')).toBeTruthy();
    fireEvent.click(place);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout?order=OD26112000043'));
    const [first, second] = create.mock.calls.map((c) => (c[0] as ActionInput<'ordersCreate'>).idempotencyKey);
    expect(second).toBe(first);
  });

  it("shows a refused delivery pincode in the server's words and keeps the order button off", async () => {
    vi.spyOn(api.checkout, 'setAddresses').mockResolvedValue({
      error: new ApiError({
        status: 422,
        httpStatus: 422,
        message:
          'We do not deliver to pincode 194101 yet (Leh, Ladakh: our courier partners do not deliver here yet). Please choose another shipping address.',
        code: 'checkout.unserviceable',
      }),
    });
    reads.data.addressList = [address('AD000200', '194101')];
    reads.data.catalogCheckPincode = {
      pincode: '194101',
      cin: 'ATR-NIM-50',
      serviceable: false,
      message: 'Leh, Ladakh: our courier partners do not deliver here yet.',
    };
    renderAt('/checkout', <BuyerCheckout />, canned.wrapper);
    expect(screen.getByText('Leh, Ladakh: our courier partners do not deliver here yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We do not deliver to pincode 194101 yet');
    expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
