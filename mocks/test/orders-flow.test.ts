/**
 * A whole purchase across the real domains (cart, catalogue, accounts, orders): cart, addresses,
 * order, UPI payment, tracking, then a return with refund details, or a cancel that gives stock back.
 */
import { expect, it } from 'vitest';
import { createAttarClient, createMemorySession, type ActionInput } from '@attar/sdk';
import { useMockShop } from './harness.ts';
import { startSession } from '../src/core/sessions.ts';
import { HOUR } from '../src/core/clock.ts';
import { findVariant } from '../src/shop/catalogue/api.ts';

const mock = useMockShop();

/** The demo buyer (accounts seed) and a full-price perfume (returnable). */
const DEMO = { buyerId: 'BY000017', homeAddressId: 'AD000123' };
const SANDAL = 'ATR-SAN-12';

async function orderFromCart(quantity: number) {
  const attar = createAttarClient({
    baseUrl: 'http://shop.test',
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, DEMO.buyerId).token),
  });
  const { data: cart, error } = await attar.cart.addItem({ cin: SANDAL, quantity });
  expect(error).toBeUndefined();
  expect(cart?.items.find((i) => i.cin === SANDAL)?.onSale).toBe(false);
  await attar.checkout.setAddresses({
    checkoutId: cart!.checkoutId,
    shippingAddressId: DEMO.homeAddressId,
    sameAsShipping: true,
  });
  const { data: priced } = await attar.cart.get();
  const input: ActionInput<'ordersCreate'> = {
    checkoutId: priced!.checkoutId,
    idempotencyKey: 'flow-order-0001',
    paymentMode: 'UPI',
    inputSummary: priced!.summary,
    inputLineItems: priced!.items.map(({ cin, quantity: q, unitPrice }) => ({ cin, quantity: q, unitPrice })),
    deliveryAddress: { addressId: DEMO.homeAddressId },
    billingAddress: { addressId: DEMO.homeAddressId },
  };
  const created = await attar.orders.create(input);
  expect(created.error).toBeUndefined();
  return { attar, input, created: created.data! };
}

it('buys, pays by UPI, tracks to delivery, returns one bottle and gives refund details', async () => {
  const stockBefore = findVariant(mock.shop, SANDAL)!.variant.stock;
  const { attar, input, created } = await orderFromCart(2);
  const { orderId, amount } = created.payment;
  expect(findVariant(mock.shop, SANDAL)!.variant.stock).toBe(stockBefore - 2);
  expect((await attar.cart.get()).data?.items).toEqual([]);
  expect((await attar.orders.create(input)).data).toMatchObject({ replayed: true, order: { orderId } });

  const { data: session } = await attar.payment.initiate({ orderId, amount, mode: 'UPI' });
  expect((await attar.payment.verify({ orderId, paymentId: session!.paymentId })).data).toMatchObject({
    status: 'SUCCESS',
    orderStatus: 'PLACED',
  });

  mock.shop.clock.advance(97 * HOUR);
  const { data: order } = await attar.orders.get({ orderId });
  expect(order?.status).toBe('DELIVERED');
  const fulfillmentId = order!.fulfillments[0]!.fulfillmentId;
  const unitPrice = order!.fulfillments[0]!.lines[0]!.unitPrice;
  const terms = order!.fulfillments[0]!.afterSaleTerms!.find((t) => t.type === 'RETURN')!;
  expect(terms).toMatchObject({ open: true, proofRequired: true });
  const { data: request } = await attar.returns.requestReturn({
    fulfillmentId,
    policyId: terms.policyId,
    proof: new File([new Uint8Array(512)], 'leak.jpg', { type: 'image/jpeg' }),
    reasonCode: 'LEAKAGE',
    reasonDesc: 'The cap leaked in transit.',
    actualQuantity: 2,
    returnQuantity: 1,
  });
  expect(request).toMatchObject({ status: 'REQUESTED', quantity: 1, refundAmount: unitPrice });
  const { data: account } = await attar.returns.setRefundAccount({
    fulfillmentId,
    txnType: 'UPI',
    name: 'Ananya Rao',
    upiId: 'ananya@okaxis',
  });
  expect(account).toMatchObject({ fulfillmentId, txnType: 'UPI', upiId: 'ananya@okaxis' });
});

it('cancels before shipping and gives the stock back to the catalogue', async () => {
  const stockBefore = findVariant(mock.shop, SANDAL)!.variant.stock;
  const { attar, created } = await orderFromCart(1);
  const { meta } = await attar.orders.cancel({ orderId: created.order.orderId, reasonDesc: 'Ordered by mistake.' });
  expect(meta?.message).toBe('Order cancelled. You have not been charged.');
  expect(findVariant(mock.shop, SANDAL)!.variant.stock).toBe(stockBefore);
});

it('starts the demo buyer with an order history in every state', async () => {
  const attar = createAttarClient({
    baseUrl: 'http://shop.test',
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, DEMO.buyerId).token),
  });
  const { data } = await attar.orders.list();
  expect(data?.items.map((o) => [o.orderId, o.status])).toEqual([
    ['OD26112000057', 'PAYMENT_FAILED'],
    ['OD26112000042', 'PLACED'],
    ['OD26111500011', 'DELIVERED'],
    ['OD26102700019', 'RETURN_REJECTED'],
    ['OD26101500007', 'DELIVERED'],
  ]);
  const proof = new File([new Uint8Array(512)], 'receipt.pdf', { type: 'application/pdf' });
  const closed = await attar.returns.requestReturn({
    fulfillmentId: 'FL26101500007',
    policyId: 'PO00002',
    proof,
    reasonCode: 'LEAKAGE',
    reasonDesc: 'Leaked.',
    actualQuantity: 1,
    returnQuantity: 1,
  });
  expect(closed.error).toMatchObject({ status: 422, code: 'return.windowClosed' });
  const open = await attar.returns.requestReturn({
    fulfillmentId: 'FL26111500011',
    policyId: 'PO00002',
    proof,
    reasonCode: 'LEAKAGE',
    reasonDesc: 'Leaked.',
    actualQuantity: 2,
    returnQuantity: 1,
  });
  expect(open.data).toMatchObject({ status: 'REQUESTED', refundAmount: 1499 });
  expect((await attar.payment.verify({ orderId: 'OD26112000042', paymentId: 'PY4K8M2Q7Z1A' })).data).toMatchObject({
    status: 'SUCCESS',
    orderStatus: 'PLACED',
  });
  expect((await attar.orders.retryPayment({ orderId: 'OD26112000057', paymentMode: 'RAZORPAY' })).data?.payment.mode).toBe(
    'RAZORPAY',
  );
  // paid: no longer cancellable; the failed one is
  expect(
    (await attar.orders.cancel({ orderId: 'OD26112000042', reasonDesc: 'Ordered the wrong size by mistake.' })).error,
  ).toMatchObject({ status: 409, code: 'order.notCancellable' });
  expect(
    (await attar.orders.cancel({ orderId: 'OD26112000057', reasonDesc: 'Ordered the wrong size by mistake.' })).meta?.message,
  ).toBe('Order cancelled. You have not been charged.');
});
