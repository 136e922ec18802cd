// @vitest-environment happy-dom
// @vitest-isolate the guest session's parsed ids (data/guest-session.ts) are module state, kept per module graph
/**
 * A guest's own paths against the mock shop, with guest checkout switched on (issue 18 item 10): a
 * coupon applied to the guest cart through the guest's own call, and a guest order paid by card
 * through the card provider's verify call.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatINR, unwrap } from '@attar/sdk';
import { addToCart } from '../../data/cart-actions.ts';
import { api } from '../../data/client.ts';
import { readGuestIds } from '../../data/guest-session.ts';
import { TEST_CARD } from '../../features/payment/card-rules.ts';
import { CartPage } from '../cart-page.tsx';
import { CheckoutPage } from '../checkout-page.tsx';
import { renderRoutes, useShopInPage } from '../../test-support/shop-kit.tsx';

const shop = useShopInPage();

beforeEach(async () => {
  await shop.features({ guestCheckout: true });
  // a guest puts Oud Noir 100 ml (₹2,499) in the guest cart
  expect(await addToCart('ATR-OUD-100', 1)).toBeUndefined();
});

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('a guest with guest checkout on', () => {
  it("applies a coupon through the guest cart's own call; the shop prices it and the bill shows it", async () => {
    const ids = readGuestIds()!;
    renderRoutes([{ path: '/cart', element: <CartPage /> }], '/cart');
    const coupon = await screen.findByRole('region', { name: 'Coupon' });
    type(coupon, 'Coupon code', ' welcome10 ');
    await act(async () => void fireEvent.click(within(coupon).getByRole('button', { name: 'Apply' })));

    await waitFor(() => expect(within(coupon).getByRole('status').textContent).toMatch(/^Coupon applied\. WELCOME10: 10% off/));
    expect(within(coupon).getByRole('button', { name: 'Remove coupon WELCOME10' })).toBeTruthy();
    expect(shop.calls('guestApplyCoupon').map((c) => c.body)).toEqual([{ ...ids, couponCode: 'WELCOME10' }]);
    expect(shop.calls('cartValidateCoupon')).toEqual([]);
    const priced = unwrap(await api.guest.getCart(ids)).cart;
    expect(priced.coupon?.couponCode).toBe('WELCOME10');
    expect(priced.summary.couponDiscount).toBeGreaterThan(0);
    const bill = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(bill.textContent).toContain(`Total${formatINR(priced.summary.total)}`));
    expect(bill.textContent).toContain(formatINR(priced.summary.couponDiscount));
    expect(priced.summary.total).toBeLessThan(2499);
  });

  it('pays a guest order by card through the provider: the payment is verified with the Razorpay call and the order is paid', async () => {
    const { guestId } = readGuestIds()!;
    renderRoutes(
      [
        { path: '/checkout', element: <CheckoutPage /> },
        { path: '/checkout/success/:orderId', element: <p>Order placed</p> },
      ],
      '/checkout',
    );
    const details = await screen.findByRole('form', { name: 'Your details' });
    type(details, 'Full name', 'Meera Iyer');
    type(details, 'Email', 'meera@example.in');
    type(details, 'Mobile number', '9845012345');
    await act(async () => void fireEvent.click(within(details).getByRole('button', { name: 'Continue' })));
    const address = await screen.findByRole('form', { name: 'Delivery address' });
    type(address, 'Full name', 'Meera Iyer');
    type(address, 'Mobile number', '9845012345');
    type(address, 'Flat, house or building', '12 Palm Grove');
    type(address, 'City or town', 'Bengaluru');
    type(address, 'State', 'Karnataka');
    type(address, 'Pincode', '560001');
    await act(async () => void fireEvent.click(within(address).getByRole('button', { name: 'Deliver here' })));
    await screen.findByText('Delivering to Meera Iyer');
    fireEvent.click(screen.getByRole('radio', { name: /Card through Razorpay/ }));
    const place = screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false));
    await act(async () => void fireEvent.click(place));

    const card = await screen.findByRole('form', { name: 'Card payment through Razorpay' });
    type(card, 'Card number', TEST_CARD);
    type(card, 'Expiry (MM/YY)', '12/29');
    type(card, within(card).getAllByRole('textbox')[2]!.getAttribute('aria-label') ?? 'CVV', '123');
    type(card, 'Name on card', 'Meera Iyer');
    await act(async () => void fireEvent.click(within(card).getByRole('button', { name: /^Pay ₹/ })));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/checkout\/success\/OD/));
    const orderId = screen.getByTestId('where').textContent!.split('/').pop()!;
    const [opened] = shop.calls('guestPay');
    expect(opened!.body).toMatchObject({ guestId, orderId, mode: 'RAZORPAY', currency: 'INR' });
    const verified = shop.calls('guestVerifyRazorpay');
    expect(verified).toHaveLength(1);
    const sent = verified[0]!.body as Record<string, string>;
    expect(sent).toMatchObject({ guestId, orderId });
    expect(sent.razorpayOrderId).toMatch(/^order_/);
    expect(sent.razorpayPaymentId).toMatch(/^pay_\w{14}$/);
    expect(sent.razorpaySignature).toMatch(/^[0-9a-f]{64}$/);
    // no buyer call on a guest's payment
    expect(shop.calls('paymentVerify')).toEqual([]);
    const invoice = await api.guest.getInvoice({ guestId, orderId });
    expect(invoice.error).toBeUndefined();
    expect(invoice.data?.orderId).toBe(orderId);
  });
});
