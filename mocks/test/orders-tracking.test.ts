/** Tracking that advances with the shop clock, cancelling until shipment, and the order lists. */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession } from '@attar/sdk';
import { useMockShop } from './harness.ts';
import { startSession } from '../src/core/sessions.ts';
import { DAY, HOUR } from '../src/core/clock.ts';
import { placeOrderForTest } from '../src/shop/orders/testing.ts';
import { findFulfillment } from '../src/shop/orders/api.ts';

const mock = useMockShop();

const BUYER = 'BY000001';
const signedIn = (buyerId = BUYER) =>
  createAttarClient({
    baseUrl: 'http://shop.test',
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, buyerId).token),
  });

describe('tracking', () => {
  it('moves from placed to delivered as the clock advances, with courier, locations and dates', async () => {
    const attar = signedIn();
    const { orderId } = placeOrderForTest(mock.shop, BUYER, { paid: true, city: 'Bengaluru' });
    const look = async () => (await attar.orders.get({ orderId })).data!;
    const first = await look();
    expect(first.status).toBe('PLACED');
    expect(first.fulfillments[0]).toMatchObject({ expectedDelivery: '2026-11-24' });
    expect(first.fulfillments[0]?.courier).toBeUndefined();

    mock.shop.clock.advance(6 * HOUR);
    expect((await look()).fulfillments[0]?.timeline.at(-1)).toMatchObject({
      status: 'PACKED',
      label: 'Packed at Kannauj warehouse',
      location: 'Kannauj',
    });

    mock.shop.clock.advance(18 * HOUR);
    const shipped = await look();
    expect(shipped).toMatchObject({ status: 'SHIPPED', cancellable: false });
    expect(shipped.fulfillments[0]?.courier).toBeTruthy();
    expect(shipped.fulfillments[0]?.trackingNumber).toBeTruthy();
    expect(shipped.fulfillments[0]?.timeline.at(-1)?.label).toContain(shipped.fulfillments[0]!.trackingNumber!);

    mock.shop.clock.advance(48 * HOUR);
    expect((await look()).fulfillments[0]?.timeline.at(-1)).toMatchObject({ status: 'OUT_FOR_DELIVERY', location: 'Bengaluru' });

    mock.shop.clock.advance(24 * HOUR);
    const delivered = await look();
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.fulfillments[0]).toMatchObject({
      deliveredAt: '2026-11-24T10:00:00.000Z',
      returnWindowEndsAt: '2026-11-27T10:00:00.000Z',
    });
    // a delivered shipment says when it came, no longer when it was expected
    expect(delivered.fulfillments[0]).not.toHaveProperty('expectedDelivery');
    expect(delivered.fulfillments[0]?.timeline.map((e) => e.status)).toEqual([
      'PAYMENT_PENDING',
      'PLACED',
      'PACKED',
      'SHIPPED',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
  });

  it('ships engraved items apart, a day later', async () => {
    const attar = signedIn();
    const { orderId } = placeOrderForTest(mock.shop, BUYER, {
      paid: true,
      lines: [{ cin: 'ATR-OUD-100' }, { cin: 'ATR-ROSE-12', custom: true }],
    });
    mock.shop.clock.advance(24 * HOUR);
    const { data } = await attar.orders.get({ orderId });
    expect(data?.fulfillments.map((f) => f.status)).toEqual(['SHIPPED', 'PLACED']);
    expect(data?.status).toBe('PLACED');
    expect(data?.fulfillments[1]?.expectedDelivery).toBe('2026-11-25');
  });

  it('finds a fulfillment for other domains, as of now', () => {
    const order = placeOrderForTest(mock.shop, BUYER, { paid: true });
    const id = order.fulfillments[0]!.fulfillmentId;
    mock.shop.clock.advance(4 * DAY);
    expect(findFulfillment(mock.shop, id)).toMatchObject({
      buyerId: BUYER,
      order: { orderId: order.orderId, status: 'DELIVERED' },
      fulfillment: { fulfillmentId: id },
    });
    expect(findFulfillment(mock.shop, 'FL99999999999')).toBeUndefined();
  });
});

describe('cancel', () => {
  it('refuses to cancel a paid order, before or after it ships, and says what to do instead', async () => {
    const attar = signedIn();
    const { orderId } = placeOrderForTest(mock.shop, BUYER, { paid: true });
    expect((await attar.orders.get({ orderId })).data).toMatchObject({ status: 'PLACED', cancellable: false });
    mock.shop.clock.advance(7 * HOUR);
    const { error } = await attar.orders.cancel({ orderId, reasonCode: 'CHANGED_MIND', reasonDesc: 'Ordered the wrong size.' });
    expect(error).toMatchObject({
      status: 409,
      code: 'order.notCancellable',
      message: `Order ${orderId} is paid (since 20 November), and a paid order can no longer be cancelled. If an item arrives damaged or faulty, you can ask for a return or a replacement after delivery.`,
    });
    mock.shop.clock.advance(25 * HOUR);
    expect((await attar.orders.cancel({ orderId, reasonDesc: 'Too late?' })).error).toMatchObject({
      code: 'order.notCancellable',
    });
    expect((await attar.orders.get({ orderId })).data?.status).toBe('SHIPPED');
  });

  it('cancels an unpaid order without a charge, once', async () => {
    const attar = signedIn();
    const { orderId } = placeOrderForTest(mock.shop, BUYER);
    expect((await attar.orders.get({ orderId })).data?.cancellable).toBe(true);
    const { data, meta } = await attar.orders.cancel({ orderId, reasonDesc: 'Found it cheaper.' });
    expect(meta?.message).toBe('Order cancelled. You have not been charged.');
    expect(data).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING', cancellable: false });
    expect(data?.fulfillments[0]?.timeline.map((e) => e.status)).toEqual(['PAYMENT_PENDING', 'CANCELLED']);
    const again = await attar.orders.cancel({ orderId, reasonDesc: 'Again' });
    expect(again.error).toMatchObject({ status: 409, code: 'order.alreadyCancelled' });
  });

  it('cancels one shipment of an unpaid order (type F)', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER, {
      lines: [
        { cin: 'ATR-OUD-100', unitPrice: 2000 },
        { cin: 'ATR-ROSE-12', unitPrice: 1000, custom: true },
      ],
    });
    const engraved = order.fulfillments[1]!.fulfillmentId;
    const { data, meta } = await attar.orders.cancel({
      orderId: order.orderId,
      type: 'F',
      fulfillmentId: engraved,
      reasonDesc: 'No engraving after all.',
    });
    expect(meta?.message).toBe('Shipment cancelled. You have not been charged.');
    expect(data?.fulfillments.map((f) => f.status)).toEqual(['PAYMENT_PENDING', 'CANCELLED']);
    expect(data).toMatchObject({ status: 'PAYMENT_PENDING', cancellable: true });
    const missing = await attar.orders.cancel({ orderId: order.orderId, type: 'F', reasonDesc: 'Which one?' });
    expect(missing.error).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'fulfillmentId', message: 'is required when type is F' }],
    });
  });

  it('needs a reason, named in the refusal', async () => {
    const { orderId } = placeOrderForTest(mock.shop, BUYER);
    const { error } = await signedIn().call('ordersCancel', { orderId } as never);
    expect(error).toMatchObject({ status: 400, fieldErrors: [{ field: 'reasonDesc', message: 'is required' }] });
  });
});

describe('lists and reads', () => {
  it("sorts a buyer's orders newest first, pages them 10 at a time, and splits them by view", async () => {
    const attar = signedIn();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      // the newest is left unpaid: its payment window lapses and the shop cancels it
      ids.push(placeOrderForTest(mock.shop, BUYER, { paid: i < 11 }).orderId);
      mock.shop.clock.advance(HOUR);
    }
    placeOrderForTest(mock.shop, 'BY000002', { paid: true });
    const { data: page1 } = await attar.orders.list();
    expect(page1).toMatchObject({ view: 'all', paging: { pageNum: 1, pageSize: 10, totalItems: 12, totalPages: 2 } });
    expect(page1?.items[0]?.orderId).toBe(ids[11]);
    expect(page1?.items[0]).toMatchObject({ total: 2499, itemCount: 1, firstItem: { cin: 'ATR-OUD-100', name: 'Oud Noir' } });
    const { data: page2 } = await attar.orders.list({ pageNum: 2 });
    expect(page2?.items.map((o) => o.orderId)).toEqual([ids[1], ids[0]]);
    const { data: oldestFirst } = await attar.orders.list({ pageSize: 3, sortOrder: 'asc' });
    expect(oldestFirst?.items.map((o) => o.orderId)).toEqual(ids.slice(0, 3));
    expect(oldestFirst?.paging.totalPages).toBe(4);

    // 90 h later the seven oldest (paid at least 96 h ago) are delivered
    mock.shop.clock.advance(90 * HOUR);
    const count = async (fn: 'listActive' | 'listCompleted' | 'listCancelled' | 'listPast') =>
      (await attar.orders[fn]()).data!.paging.totalItems;
    expect(await count('listCancelled')).toBe(1);
    expect(await count('listCompleted')).toBe(7);
    expect(await count('listActive')).toBe(4);
    expect(await count('listPast')).toBe(8);
    expect((await attar.orders.listCancelled()).data).toMatchObject({
      view: 'cancelled',
      items: [{ orderId: ids[11], status: 'CANCELLED' }],
    });
  });

  it("reads an order by its fulfillment, and hides other buyers' orders", async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER, { paid: true });
    const fulfillmentId = order.fulfillments[0]!.fulfillmentId;
    const { data } = await attar.orders.getByFulfillment({ fulfillmentId });
    expect(data).toMatchObject({ fulfillmentId, order: { orderId: order.orderId, fulfillments: [{ fulfillmentId }] } });
    const other = placeOrderForTest(mock.shop, 'BY000002');
    expect((await attar.orders.get({ orderId: other.orderId })).error).toMatchObject({ status: 404, code: 'order.notFound' });
    expect((await attar.orders.getByFulfillment({ fulfillmentId: other.fulfillments[0]!.fulfillmentId })).error).toMatchObject({
      status: 404,
      code: 'fulfillment.notFound',
    });
  });

  it('answers an empty page for a buyer without orders', async () => {
    const { data } = await signedIn().orders.listPast();
    expect(data).toEqual({ view: 'past', items: [], paging: { pageNum: 1, pageSize: 10, totalItems: 0, totalPages: 0 } });
  });
});
