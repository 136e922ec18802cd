/**
 * After the sale (docs/product-rules.md §5, §9): returns (3 days from delivery and 5 from purchase) and
 * replacements (3 days from delivery) under their policy and with proof, refund accounts, and requests
 * the inspection rejects (`POST /_mock/inspections`, and the demo buyer's seeded rejected return).
 */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, type ApiError } from '@attar/sdk';
import { TEST_BASE, useMockShop, XSRF_HEADERS } from './harness.ts';
import { startSession } from '../src/core/sessions.ts';
import { DAY, HOUR } from '../src/core/clock.ts';
import { placeOrderForTest, type TestOrderOptions } from '../src/shop/orders/testing.ts';
import { DEFAULT_REJECTION } from '../src/shop/orders/after-sale.ts';
import { DEMO_BUYER } from '../src/shop/accounts/seed.ts';

const mock = useMockShop();

const BUYER = 'BY000001';
const signedIn = (buyerId = BUYER) =>
  createAttarClient({
    baseUrl: 'http://shop.test',
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, buyerId).token),
  });

/** A paid order, delivered 96 h later; the clock is left `hoursAfterDelivery` past delivery (2026-11-24 10:00 UTC). */
function delivered(hoursAfterDelivery: number, options: TestOrderOptions = {}) {
  const order = placeOrderForTest(mock.shop, BUYER, { paid: true, ...options });
  mock.shop.clock.advance((96 + hoursAfterDelivery) * HOUR);
  return { order, fulfillmentId: order.fulfillments[0]!.fulfillmentId };
}

const damaged = { reasonCode: 'DAMAGED_IN_TRANSIT', reasonDesc: 'One bottle arrived with a cracked cap.' } as const;
const photo = (name = 'cracked-cap.jpg', type = 'image/jpeg') => new File([new Uint8Array(2048)], name, { type });
/** What the terms of a delivered shipment ask a request to carry: its policy and a proof. */
const asReturn = () => ({ policyId: 'PO00002', proof: photo() });
const asReplacement = () => ({ policyId: 'PO00004', proof: photo() });

describe('returns', () => {
  it('takes a return within 3 days of delivery, then moves it on with the clock to the refund', async () => {
    const attar = signedIn();
    const { order, fulfillmentId } = delivered(5, {
      lines: [{ cin: 'ATR-OUD-100', name: 'Oud Noir', unitPrice: 2499, quantity: 2 }],
    });
    const { data, meta } = await attar.returns.requestReturn({
      fulfillmentId,
      ...damaged,
      ...asReturn(),
      type: 'RETURN',
      actualQuantity: 2,
      returnQuantity: 1,
    });
    expect(data).toMatchObject({
      type: 'RETURN',
      status: 'REQUESTED',
      quantity: 1,
      refundAmount: 2499,
      refundAccountProvided: false,
      createdAt: '2026-11-24T15:00:00.000Z',
    });
    expect(data?.requestId).toMatch(/^RR\d{6}$/);
    expect(meta?.message).toContain('₹2,499');
    expect((await attar.orders.get({ orderId: order.orderId })).data).toMatchObject({
      status: 'RETURN_REQUESTED',
      fulfillments: [{ afterSale: { status: 'REQUESTED' } }],
    });

    const stepAfter = async (days: number) => {
      mock.shop.clock.advance(days * DAY);
      return (await attar.orders.getByFulfillment({ fulfillmentId })).data!.order.fulfillments[0]!;
    };
    expect((await stepAfter(2)).afterSale?.status).toBe('RECEIVED');
    expect((await stepAfter(2)).afterSale?.status).toBe('INSPECTED');
    const approved = await stepAfter(1);
    expect(approved).toMatchObject({ status: 'RETURNED', afterSale: { status: 'APPROVED' } });
    expect(approved.timeline.at(-1)?.label).toBe('Return approved: the refund of ₹2,499 reaches you in 4-5 working days');
    const refunded = await stepAfter(7);
    expect(refunded).toMatchObject({ status: 'REFUNDED', afterSale: { status: 'REFUNDED' } });
    expect((await attar.orders.listPast()).data?.items).toMatchObject([{ orderId: order.orderId, status: 'REFUNDED' }]);
  });

  it('refuses a refund more than 5 days after purchase, while a replacement is still open', async () => {
    // paid at 10:00 on 20 November, delivered 96 h later, now 121 h after purchase
    const { fulfillmentId } = delivered(25);
    const attar = signedIn();
    const { error } = await attar.returns.requestReturn({
      fulfillmentId,
      ...damaged,
      ...asReturn(),
      actualQuantity: 1,
      returnQuantity: 1,
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'return.windowClosed',
      message:
        'A return can be asked for within 3 days of delivery (24 November) and within 5 days of purchase (20 November); that time ended on 25 November.',
    });
    const replacement = await attar.returns.requestReplacement({
      fulfillmentId,
      ...damaged,
      ...asReplacement(),
      actualQuantity: 1,
      replaceQuantity: 1,
    });
    expect(replacement.data?.status).toBe('REQUESTED');
  });

  it('refuses a replacement more than 3 calendar days after delivery', async () => {
    const { fulfillmentId } = delivered(3 * 24 + 1);
    const { error } = await signedIn().returns.requestReplacement({
      fulfillmentId,
      ...damaged,
      ...asReplacement(),
      actualQuantity: 1,
      replaceQuantity: 1,
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'return.windowClosed',
      message: 'A replacement can be asked for within 3 days of delivery (24 November); that time ended on 27 November.',
    });
  });

  it('states each kind’s terms in the order: its policy, its proof and every window', async () => {
    const { order } = delivered(2);
    const shipment = (await signedIn().orders.get({ orderId: order.orderId })).data!.fulfillments[0]!;
    expect(shipment.afterSaleTerms).toEqual([
      {
        type: 'RETURN',
        policyId: 'PO00002',
        proofRequired: true,
        windows: [
          { days: 3, from: 'DELIVERY', policyId: 'PO00002' },
          { days: 5, from: 'PURCHASE', policyId: 'PO00003' },
        ],
        endsAt: '2026-11-25T10:00:00.000Z',
        open: true,
      },
      {
        type: 'REPLACEMENT',
        policyId: 'PO00004',
        proofRequired: true,
        windows: [{ days: 3, from: 'DELIVERY', policyId: 'PO00004' }],
        endsAt: '2026-11-27T10:00:00.000Z',
        open: true,
      },
    ]);
  });

  it('refuses a request without proof, or under another policy, naming the field', async () => {
    const attar = signedIn();
    const { fulfillmentId } = delivered(2);
    const ask = { fulfillmentId, ...damaged, actualQuantity: 1, returnQuantity: 1 } as const;
    const bare = await attar.returns.requestReturn({ ...ask, policyId: 'PO00002' });
    expect(bare.error).toMatchObject({ status: 400, code: 'request.invalid', fieldErrors: [{ field: 'proof' }] });
    const gif = await attar.returns.requestReturn({ ...ask, policyId: 'PO00002', proof: photo('clip.gif', 'image/gif') });
    expect(gif.error).toMatchObject({ status: 400, fieldErrors: [{ field: 'proof' }] });
    const other = await attar.returns.requestReturn({ ...ask, policyId: 'PO00004', proof: photo() });
    expect(other.error).toMatchObject({ status: 400, fieldErrors: [{ field: 'policyId' }] });
    const replacement = await attar.returns.requestReplacement({
      fulfillmentId,
      ...damaged,
      policyId: 'PO00004',
      actualQuantity: 1,
      replaceQuantity: 1,
    });
    expect(replacement.error).toMatchObject({ status: 400, fieldErrors: [{ field: 'proof' }] });
    // nothing was recorded by the refusals
    expect((await attar.returns.requestReturn({ ...ask, ...asReturn() })).data?.status).toBe('REQUESTED');
  });

  it('refuses, at the shop itself, a request that names no policy', async () => {
    const { fulfillmentId } = delivered(2);
    const { token } = startSession(mock.shop, BUYER);
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...damaged, actualQuantity: '1', returnQuantity: '1' })) form.append(key, value);
    form.append('proof', photo());
    const response = await fetch(`${TEST_BASE}/returnrequest?fulfillmentId=${fulfillmentId}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        apiType: 'C',
        responseFlag: 'true',
        dataTag: 'PRIMARY',
        channel: 'web',
        actiontag: 'returnsRequestReturn',
        ...XSRF_HEADERS,
      },
      body: form,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors?: Array<{ field: string }> };
    expect(body.errors?.map((e) => e.field)).toContain('policyId');
  });

  it('says in the order whether the window is still open, by the shop’s clock', async () => {
    const { order, fulfillmentId } = delivered(3 * 24 - 1);
    const shipment = async () => (await signedIn().orders.get({ orderId: order.orderId })).data!.fulfillments[0]!;
    expect(await shipment()).toMatchObject({ fulfillmentId, returnWindowOpen: true });
    mock.shop.clock.advance(2 * HOUR);
    const closed = await shipment();
    expect(closed.returnWindowOpen).toBe(false);
    expect(Date.parse(closed.returnWindowEndsAt!)).toBeLessThan(mock.shop.clock.now().getTime());
    const { error } = await signedIn().returns.requestReturn({
      fulfillmentId,
      ...damaged,
      ...asReturn(),
      actualQuantity: 1,
      returnQuantity: 1,
    });
    expect(error).toMatchObject({ code: 'return.windowClosed' });
    // not delivered: no window yet
    const fresh = placeOrderForTest(mock.shop, BUYER, { paid: true });
    expect((await signedIn().orders.get({ orderId: fresh.orderId })).data!.fulfillments[0]).not.toHaveProperty(
      'returnWindowOpen',
    );
  });

  it('refuses sale items, whole or in part', async () => {
    const attar = signedIn();
    const sale = delivered(1, { lines: [{ cin: 'ATR-ROSE-12', name: 'Rose Attar', onSale: true }] });
    const all = await attar.returns.requestReturn({
      fulfillmentId: sale.fulfillmentId,
      ...damaged,
      ...asReturn(),
      actualQuantity: 1,
      returnQuantity: 1,
    });
    expect(all.error).toMatchObject({
      status: 422,
      code: 'return.notReturnable',
      message: 'Rose Attar was bought on sale; sale and discounted items and gift cards are not returnable.',
    });

    const mixed = placeOrderForTest(mock.shop, BUYER, {
      paid: true,
      lines: [
        { cin: 'ATR-OUD-100', name: 'Oud Noir' },
        { cin: 'ATR-ROSE-12', name: 'Rose Attar', onSale: true },
      ],
    });
    mock.shop.clock.advance(97 * HOUR);
    const part = await attar.returns.requestReturn({
      fulfillmentId: mixed.fulfillments[0]!.fulfillmentId,
      ...damaged,
      ...asReturn(),
      actualQuantity: 2,
      returnQuantity: 2,
    });
    expect(part.error).toMatchObject({ status: 422, code: 'return.notReturnable', fieldErrors: [{ field: 'returnQuantity' }] });
  });

  it('refuses more than was delivered, naming the field', async () => {
    const attar = signedIn();
    const { fulfillmentId } = delivered(1, { lines: [{ cin: 'ATR-OUD-100', quantity: 2 }] });
    const over = await attar.returns.requestReturn({
      fulfillmentId,
      ...damaged,
      ...asReturn(),
      actualQuantity: 2,
      returnQuantity: 3,
    });
    expect(over.error).toMatchObject({
      status: 422,
      code: 'return.quantityExceeded',
      message: 'You can return at most 2 of this item.',
      fieldErrors: [{ field: 'returnQuantity', message: 'must not exceed actualQuantity' }],
    });
    const claimed = await attar.returns.requestReturn({
      fulfillmentId,
      ...damaged,
      ...asReturn(),
      actualQuantity: 5,
      returnQuantity: 1,
    });
    expect(claimed.error).toMatchObject({
      status: 422,
      code: 'return.quantityExceeded',
      fieldErrors: [{ field: 'actualQuantity' }],
    });
  });

  it('refuses a return before delivery, and a second request on the same shipment', async () => {
    const attar = signedIn();
    const order = placeOrderForTest(mock.shop, BUYER, { paid: true });
    const fulfillmentId = order.fulfillments[0]!.fulfillmentId;
    const early = await attar.returns.requestReturn({
      fulfillmentId,
      ...damaged,
      ...asReturn(),
      actualQuantity: 1,
      returnQuantity: 1,
    });
    expect(early.error).toMatchObject({
      status: 422,
      code: 'return.notDelivered',
      message: `Shipment ${fulfillmentId} has not been delivered yet (expected on 24 November). You can ask for a return once it arrives.`,
    });
    mock.shop.clock.advance(100 * HOUR);
    expect(
      (await attar.returns.requestReturn({ fulfillmentId, ...damaged, ...asReturn(), actualQuantity: 1, returnQuantity: 1 })).data
        ?.status,
    ).toBe('REQUESTED');
    const twice = await attar.returns.requestReplacement({
      fulfillmentId,
      ...damaged,
      ...asReplacement(),
      actualQuantity: 1,
      replaceQuantity: 1,
    });
    expect(twice.error).toMatchObject({ status: 409, code: 'return.alreadyRequested' });
  });
});

describe('replacements', () => {
  it('takes a replacement within the window and delivers it after approval', async () => {
    const attar = signedIn();
    const { fulfillmentId } = delivered(24);
    const { data, meta } = await attar.returns.requestReplacement({
      fulfillmentId,
      reasonCode: 'MANUFACTURING_DEFECT',
      reasonDesc: 'The spray nozzle does not pump.',
      ...asReplacement(),
      type: 'REPLACEMENT',
      actualQuantity: 1,
      replaceQuantity: 1,
    });
    expect(data).toEqual({
      requestId: expect.stringMatching(/^RR/),
      type: 'REPLACEMENT',
      status: 'REQUESTED',
      reasonCode: 'MANUFACTURING_DEFECT',
      reasonDesc: 'The spray nozzle does not pump.',
      quantity: 1,
      createdAt: '2026-11-25T10:00:00.000Z',
    });
    expect(meta?.message).toContain('3-4 working days');
    mock.shop.clock.advance(12 * DAY);
    const { data: after } = await attar.orders.getByFulfillment({ fulfillmentId });
    expect(after?.order).toMatchObject({
      status: 'REPLACED',
      fulfillments: [{ status: 'REPLACED', afterSale: { status: 'REPLACED' } }],
    });
  });
});

describe('refund account', () => {
  it('saves a UPI id for a return, and shows it on the refund', async () => {
    const attar = signedIn();
    const { fulfillmentId } = delivered(1);
    await attar.returns.requestReturn({ fulfillmentId, ...damaged, ...asReturn(), actualQuantity: 1, returnQuantity: 1 });
    const { data, meta } = await attar.returns.setRefundAccount({
      fulfillmentId,
      txnType: 'UPI',
      name: 'Ananya Rao',
      upiId: 'ananya.rao@okhdfcbank',
    });
    expect(meta?.message).toBe('Refund account saved');
    expect(data).toEqual({
      fulfillmentId,
      txnType: 'UPI',
      name: 'Ananya Rao',
      upiId: 'ananya.rao@okhdfcbank',
      updatedAt: '2026-11-24T11:00:00.000Z',
    });
    mock.shop.clock.advance(14 * DAY);
    const { data: order } = await attar.orders.getByFulfillment({ fulfillmentId });
    expect(order?.order.fulfillments[0]?.afterSale).toMatchObject({ status: 'REFUNDED', refundAccountProvided: true });
    expect(order?.order.fulfillments[0]?.timeline.at(-1)?.label).toBe('Refund of ₹2,499 paid to UPI ananya.rao@okhdfcbank');
    const late = await attar.returns.setRefundAccount({ fulfillmentId, name: 'Ananya Rao', upiId: 'ananya@okicici' });
    expect(late.error).toMatchObject({ status: 422, code: 'refund.notDue' });
  });

  it('saves a bank account masked, and refuses a bad IFSC by the schema, naming the field', async () => {
    const attar = signedIn();
    const { fulfillmentId } = delivered(1);
    await attar.returns.requestReturn({ fulfillmentId, ...damaged, ...asReturn(), actualQuantity: 1, returnQuantity: 1 });
    const bank = {
      fulfillmentId,
      txnType: 'BANK',
      name: 'Ananya Rao',
      accountNo: '50100234567891',
      bankName: 'HDFC Bank',
    } as const;
    const bad = await attar.returns.setRefundAccount({ ...bank, ifsccode: 'HDFC1234' });
    expect(bad.error).toMatchObject({ status: 400, code: 'request.invalid' });
    expect((bad.error as ApiError).fieldErrors.map((e) => e.field)).toEqual(['ifsccode']);
    const incomplete = await attar.returns.setRefundAccount({ fulfillmentId, txnType: 'BANK', name: 'Ananya Rao' });
    expect(incomplete.error).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'accountNo' }, { field: 'ifsccode' }, { field: 'bankName' }],
    });
    const { data } = await attar.returns.setRefundAccount({ ...bank, ifsccode: 'HDFC0001234' });
    expect(data).toMatchObject({
      txnType: 'BANK',
      accountNoMasked: 'XXXXXXXXXX7891',
      ifsccode: 'HDFC0001234',
      bankName: 'HDFC Bank',
    });
    expect(JSON.stringify(data)).not.toContain('50100234567891');
  });

  it('refuses refund details for a shipment without a return', async () => {
    const { fulfillmentId } = delivered(1);
    const { error } = await signedIn().returns.setRefundAccount({ fulfillmentId, name: 'Ananya Rao', upiId: 'ananya@okicici' });
    expect(error).toMatchObject({
      status: 422,
      code: 'refund.notDue',
      message: `There is no return on shipment ${fulfillmentId} to refund.`,
    });
  });
});

/** What the warehouse's inspection of a request finds (the control route). */
const inspect = async (body: unknown) => {
  const res = await fetch(`${TEST_BASE}/_mock/inspections`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('rejected at inspection', () => {
  const NO_LEAK = 'The seal was intact and nothing had leaked: the bottle does not qualify for a return.';

  it('ends a return REJECTED with the reason when the inspection says so: no refund, and the shipment stays with the buyer', async () => {
    const attar = signedIn();
    const { order, fulfillmentId } = delivered(5, {
      lines: [{ cin: 'ATR-OUD-100', name: 'Oud Noir', unitPrice: 2499, quantity: 1 }],
    });
    const { data: asked } = await attar.returns.requestReturn({
      fulfillmentId,
      reasonCode: 'LEAKAGE',
      reasonDesc: 'The cap leaked in the box.',
      ...asReturn(),
      actualQuantity: 1,
      returnQuantity: 1,
    });
    const requestId = asked!.requestId;
    const shipment = async () => (await attar.orders.getByFulfillment({ fulfillmentId })).data!.order.fulfillments[0]!;

    // decided ahead of the outcome, which shows only when the shop gets there
    mock.shop.clock.advance(2 * DAY);
    const decided = await inspect({ requestId, outcome: 'REJECTED', reason: NO_LEAK });
    expect(decided).toMatchObject({ status: 200, body: { ok: true, request: { requestId, status: 'RECEIVED' } } });
    mock.shop.clock.advance(2 * DAY);
    expect((await shipment()).afterSale).toMatchObject({ status: 'INSPECTED', refundAmount: 2499 });
    expect((await shipment()).afterSale).not.toHaveProperty('rejectionReason');

    mock.shop.clock.advance(1 * DAY);
    const rejected = await shipment();
    expect(rejected.status).toBe('RETURN_REJECTED');
    expect(rejected.afterSale).toEqual({
      requestId,
      type: 'RETURN',
      status: 'REJECTED',
      reasonCode: 'LEAKAGE',
      reasonDesc: 'The cap leaked in the box.',
      rejectionReason: NO_LEAK,
      quantity: 1,
      createdAt: '2026-11-24T15:00:00.000Z',
    });
    expect(rejected.timeline.at(-1)).toEqual({
      status: 'RETURN_REJECTED',
      label: 'Return rejected after inspection: the item does not qualify and is sent back to you',
      at: '2026-11-29T15:00:00.000Z',
      location: 'Kannauj',
    });
    expect(rejected.timeline.map((e) => e.status)).not.toContain('REFUNDED');

    // nothing follows a rejection: no refund, no account for one
    mock.shop.clock.advance(14 * DAY);
    expect((await shipment()).afterSale?.status).toBe('REJECTED');
    const account = await attar.returns.setRefundAccount({ fulfillmentId, name: 'Ananya Rao', upiId: 'ananya@okicici' });
    expect(account.error).toMatchObject({
      status: 422,
      code: 'refund.notDue',
      message: `Return ${requestId} was rejected after inspection, so there is no refund to pay: ${NO_LEAK}`,
    });
    expect((await attar.orders.get({ orderId: order.orderId })).data?.status).toBe('RETURN_REJECTED');
    expect((await attar.orders.listCompleted()).data?.items).toMatchObject([
      { orderId: order.orderId, status: 'RETURN_REJECTED' },
    ]);
    expect((await attar.orders.listPast()).data?.items).toMatchObject([{ orderId: order.orderId }]);
    expect((await attar.orders.listActive()).data?.items).toEqual([]);

    // the outcome is final once given
    expect(await inspect({ requestId, outcome: 'APPROVED' })).toMatchObject({
      status: 409,
      body: {
        ok: false,
        code: 'return.alreadyDecided',
        message: `Request ${requestId} was already rejected on 29 November; an inspection's outcome is final.`,
      },
    });
  });

  it('rejects a replacement in the policy’s words when no reason is given, and an approval undoes a rejection not yet given', async () => {
    const attar = signedIn();
    const first = delivered(24);
    const ask = (fulfillmentId: string) =>
      attar.returns.requestReplacement({
        fulfillmentId,
        reasonCode: 'MANUFACTURING_DEFECT',
        reasonDesc: 'The spray nozzle does not pump.',
        ...asReplacement(),
        actualQuantity: 1,
        replaceQuantity: 1,
      });
    const { data: replacement } = await ask(first.fulfillmentId);
    expect(await inspect({ requestId: replacement!.requestId, outcome: 'REJECTED' })).toMatchObject({ status: 200 });
    mock.shop.clock.advance(5 * DAY);
    const { data } = await attar.orders.getByFulfillment({ fulfillmentId: first.fulfillmentId });
    expect(data?.order.fulfillments[0]).toMatchObject({
      status: 'REPLACEMENT_REJECTED',
      afterSale: { status: 'REJECTED', rejectionReason: DEFAULT_REJECTION },
    });
    expect(data?.order.fulfillments[0]?.timeline.at(-1)?.label).toBe(
      'Replacement rejected after inspection: the item does not qualify and is sent back to you',
    );

    const second = delivered(1);
    const { data: other } = await ask(second.fulfillmentId);
    await inspect({ requestId: other!.requestId, outcome: 'REJECTED' });
    expect(await inspect({ requestId: other!.requestId, outcome: 'APPROVED' })).toMatchObject({ status: 200 });
    mock.shop.clock.advance(12 * DAY);
    expect((await attar.orders.getByFulfillment({ fulfillmentId: second.fulfillmentId })).data?.order.status).toBe('REPLACED');
  });

  it('refuses an inspection outcome for no request, or a body it cannot read', async () => {
    expect(await inspect({ requestId: 'RR999999', outcome: 'REJECTED' })).toMatchObject({
      status: 404,
      body: { ok: false, code: 'return.notFound', message: 'Request RR999999 was not found.' },
    });
    expect(await inspect({ requestId: 'X1', outcome: 'MAYBE', reason: 'no' })).toMatchObject({
      status: 400,
      body: {
        ok: false,
        problems: [
          expect.stringMatching(/^requestId /),
          'outcome must be REJECTED or APPROVED',
          'reason must be at least 3 characters',
        ],
      },
    });
  });

  it('seeds the demo buyer a past return the inspection rejected, and numbers new requests after it', async () => {
    const attar = signedIn(DEMO_BUYER.buyerId);
    const { data } = await attar.orders.get({ orderId: 'OD26102700019' });
    expect(data?.status).toBe('RETURN_REJECTED');
    expect(data?.fulfillments[0]?.afterSale).toMatchObject({
      requestId: 'RR000001',
      status: 'REJECTED',
      reasonCode: 'MANUFACTURING_DEFECT',
      rejectionReason: expect.stringMatching(/^The nozzle sprays as it should/),
    });
    expect(data?.fulfillments[0]?.afterSale).not.toHaveProperty('refundAmount');
    const { data: next } = await attar.returns.requestReturn({
      fulfillmentId: 'FL26111500011',
      ...damaged,
      ...asReturn(),
      actualQuantity: 2,
      returnQuantity: 1,
    });
    expect(next?.requestId).toBe('RR000002');
  });
});
