/**
 * A whole purchase through the SDK against the standalone mock server (real HTTP on 127.0.0.1):
 * browse, guest cart, OTP sign-in keeping the cart, new address, coupon, review, UPI payment, tracking,
 * return with refund details; then a card failure with a successful retry, and a cancel refused once paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap, type AttarClient } from '@attar/sdk';
import { startMockServer, type RunningMockServer } from '../src/server/index.ts';

let server: RunningMockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, start: '2026-11-20T10:00:00Z', checkReplies: true });
});
afterAll(() => server.close());

const advanceHours = (hours: number) =>
  fetch(`${server.url}/_mock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hours }),
  });

async function signedInWithCart(attar: AttarClient, username: string) {
  // browse as a guest and fill a guest cart
  const page = unwrap(
    await attar.catalog.list({
      pageNum: 1,
      pageSize: 8,
      sortType: 'price_low_to_high',
      categoryIds: ['CA00002'],
      inStock: true,
      onSale: false,
    }),
  );
  const product = page.items.find((p) => !p.onSale && p.inStock)!;
  expect(product).toBeDefined();
  const guestCart = unwrap(await attar.guest.addItem({ cin: product.cin, quantity: 2 }));
  // sign in with an OTP, handing the guest cart over
  unwrap(await attar.auth.verifyUsername({ username, otpFlag: 'Y' }));
  unwrap(
    await attar.auth.signInWithOtp({ username, otp: '123456', guestId: guestCart.guestId, checkOutId: guestCart.checkOutId }),
  );
  const cart = unwrap(await attar.cart.get());
  expect(cart.items.find((i) => i.cin === product.cin)?.quantity).toBe(2);
  return { product, cart };
}

describe('a whole purchase on the standalone mock server', () => {
  it('goes from browsing to a refund request', async () => {
    const attar = createAttarClient({ baseUrl: server.url, validateReplies: true, session: createMemorySession() });
    const { cart } = await signedInWithCart(attar, '9876543210');

    const address = unwrap(
      await attar.address.add({
        addressee: 'Ananya Rao',
        contactNumber: '9876543210',
        line1: '14, 2nd Cross, Indiranagar',
        cityOrArea: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        zipcode: '560038',
      }),
    );
    unwrap(
      await attar.checkout.setAddresses({
        checkoutId: cart.checkoutId,
        shippingAddressId: address.addressId,
        sameAsShipping: true,
      }),
    );

    const coupon = await attar.cart.validateCoupon({ checkoutId: cart.checkoutId, couponCode: 'WELCOME10' });
    expect(coupon.error).toBeUndefined();
    const reviewed = unwrap(await attar.cart.review({ checkoutId: cart.checkoutId, coupon: 'WELCOME10', paymentMode: 'UPI' }));
    expect(reviewed.totals.couponDiscount).toBeGreaterThan(0);
    expect(reviewed.totals.total).toBe(reviewed.totals.subtotal - reviewed.totals.couponDiscount);

    const priced = unwrap(await attar.cart.get());
    const created = unwrap(
      await attar.orders.create({
        checkoutId: priced.checkoutId,
        idempotencyKey: 'purchase-test-0001',
        paymentMode: 'UPI',
        coupon: 'WELCOME10',
        inputSummary: priced.summary,
        inputLineItems: priced.items.map(({ cin, quantity, unitPrice }) => ({ cin, quantity, unitPrice })),
        deliveryAddress: { addressId: address.addressId },
        billingAddress: { addressId: address.addressId },
      }),
    );
    const { orderId, amount } = created.payment;
    expect(amount).toBe(priced.summary.total);

    const payment = unwrap(await attar.payment.initiate({ orderId, amount, mode: 'UPI' }));
    expect(unwrap(await attar.payment.verify({ orderId, paymentId: payment.paymentId }))).toMatchObject({
      status: 'SUCCESS',
      orderStatus: 'PLACED',
    });
    expect(unwrap(await attar.orders.get({ orderId })).status).toBe('PLACED');

    await advanceHours(30);
    const shipped = unwrap(await attar.orders.get({ orderId }));
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.fulfillments[0]!.timeline.map((e) => e.status)).toEqual(
      expect.arrayContaining(['PLACED', 'PACKED', 'SHIPPED']),
    );
    expect((await attar.orders.cancel({ orderId, reasonDesc: 'Changed my mind.' })).error).toMatchObject({
      status: 409,
      code: 'order.notCancellable',
    });

    await advanceHours(70);
    const delivered = unwrap(await attar.orders.get({ orderId }));
    expect(delivered.status).toBe('DELIVERED');
    const fulfillmentId = delivered.fulfillments[0]!.fulfillmentId;
    const terms = delivered.fulfillments[0]!.afterSaleTerms!;
    const proof = new File([new Uint8Array(512)], 'cracked.jpg', { type: 'image/jpeg' });
    const request = unwrap(
      await attar.returns.requestReturn({
        fulfillmentId,
        policyId: terms.find((t) => t.type === 'RETURN')!.policyId,
        proof,
        reasonCode: 'DAMAGED_IN_TRANSIT',
        reasonDesc: 'The bottle arrived cracked.',
        actualQuantity: 2,
        returnQuantity: 1,
      }),
    );
    expect(request.status).toBe('REQUESTED');
    expect(
      unwrap(await attar.returns.setRefundAccount({ fulfillmentId, txnType: 'UPI', name: 'Ananya Rao', upiId: 'ananya@okaxis' })),
    ).toMatchObject({ txnType: 'UPI' });

    const second = await attar.returns.requestReplacement({
      fulfillmentId,
      policyId: terms.find((t) => t.type === 'REPLACEMENT')!.policyId,
      proof,
      reasonCode: 'DAMAGED_IN_TRANSIT',
      reasonDesc: 'Also cracked.',
      actualQuantity: 2,
      replaceQuantity: 1,
    });
    expect(second.error).toMatchObject({ status: 409 });
    await advanceHours(24 * 5);
    const tracked = unwrap(await attar.orders.get({ orderId }));
    expect(tracked.fulfillments[0]!.afterSale?.status).not.toBe('REQUESTED');
  });

  it('recovers from a failed card payment with a retry, and the paid order can no longer be cancelled', async () => {
    const attar = createAttarClient({ baseUrl: server.url, validateReplies: true, session: createMemorySession() });
    unwrap(await attar.auth.signInWithPassword({ username: 'ananya.rao@example.in', password: 'Attar@2026' }));
    const list = unwrap(await attar.catalog.list({ pageNum: 1, pageSize: 12, inStock: true, onSale: false }));
    const cart = unwrap(await attar.cart.addItem({ cin: list.items[0]!.cin, quantity: 1 }));
    unwrap(
      await attar.checkout.setAddresses({ checkoutId: cart.checkoutId, shippingAddressId: 'AD000123', sameAsShipping: true }),
    );
    const priced = unwrap(await attar.cart.get());
    const { payment } = unwrap(
      await attar.orders.create({
        checkoutId: priced.checkoutId,
        idempotencyKey: 'purchase-test-0002',
        paymentMode: 'RAZORPAY',
        inputSummary: priced.summary,
        inputLineItems: priced.items.map(({ cin, quantity, unitPrice }) => ({ cin, quantity, unitPrice })),
        deliveryAddress: { addressId: 'AD000123' },
        billingAddress: { addressId: 'AD000123' },
      }),
    );
    const session = unwrap(await attar.payment.initiate({ orderId: payment.orderId, amount: payment.amount, mode: 'RAZORPAY' }));
    const failed = await attar.payment.verify(
      { orderId: payment.orderId, paymentId: session.paymentId },
      { headers: { 'x-attar-scenario': 'payment=failure' } },
    );
    expect(failed.data ?? failed.error).toMatchObject({ status: expect.anything() });
    expect(unwrap(await attar.orders.get({ orderId: payment.orderId })).paymentStatus).toBe('FAILED');

    const retry = unwrap(await attar.orders.retryPayment({ orderId: payment.orderId, paymentMode: 'UPI' }));
    const second = unwrap(await attar.payment.initiate({ orderId: payment.orderId, amount: retry.payment.amount, mode: 'UPI' }));
    expect(unwrap(await attar.payment.verify({ orderId: payment.orderId, paymentId: second.paymentId })).status).toBe('SUCCESS');

    const cancelled = await attar.orders.cancel({ orderId: payment.orderId, reasonDesc: 'Ordered the wrong size.' });
    expect(cancelled.error).toMatchObject({ status: 409, code: 'order.notCancellable' });
    expect(unwrap(await attar.orders.get({ orderId: payment.orderId })).status).toBe('PLACED');
  });
});
