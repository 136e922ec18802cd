// @vitest-environment happy-dom
/**
 * Every status a return or replacement goes through after the request, as the order page shows it
 * (issue 18 items 8 and 10): the mock shop moves a request on with its clock (REQUESTED, RECEIVED after
 * 2 days, INSPECTED after 4, APPROVED after 5, then REFUNDED or REPLACED a few working days later), and
 * each step is read from the shop again. A request ends REJECTED instead, 5 days after it was made,
 * when the inspection finds the item does not qualify: a test decides that through the mock's
 * `POST /_mock/inspections` (shop.rejectAtInspection), and the demo buyer's seeded order OD26102700019
 * already has a return rejected that way. The page then shows the step, what the inspection found,
 * what to do next, and neither a refund nor a refund account.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unwrap, type Schemas } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { OrderPage } from '../order-page.tsx';
import { renderRoutes, useShopInPage } from '../../test-support/shop-kit.tsx';

const shop = useShopInPage();

const proof = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'damage.jpg', { type: 'image/jpeg' });

async function deliveredShipment(orderId: string): Promise<Schemas['Fulfillment']> {
  const order = unwrap(await api.orders.get({ orderId }));
  return order.fulfillments[0]!;
}

const termsOf = (f: Schemas['Fulfillment'], type: 'RETURN' | 'REPLACEMENT') => f.afterSaleTerms!.find((t) => t.type === type)!;

/** Opens the order afresh (the page reads it from the shop again) and returns its after-sale box. */
async function openOrder(orderId: string, heading: string, status: string): Promise<HTMLElement> {
  cleanup();
  renderRoutes([{ path: '/orders/:orderId', element: <OrderPage /> }], `/orders/${orderId}`);
  const box = (await screen.findByRole('heading', { name: heading })).parentElement!;
  await waitFor(() => expect(box.querySelector('strong')!.textContent).toBe(status));
  return box;
}

const badge = () => document.querySelector('.fulfillment-head .status-badge')!.textContent;
const latestStep = () => screen.getByRole('list', { name: /^Tracking of shipment/ }).querySelector('[aria-current="step"]')!;

describe('a return after the request', () => {
  it('shows requested, received, inspected, approved and refunded in turn, with the refund account until refunded', async () => {
    shop.signIn();
    const shipment = await deliveredShipment('OD26111500011');
    unwrap(
      await api.returns.requestReturn({
        fulfillmentId: shipment.fulfillmentId,
        type: 'RETURN',
        reasonCode: 'LEAKAGE',
        reasonDesc: 'The cap leaked in the box.',
        policyId: termsOf(shipment, 'RETURN').policyId,
        proof: proof(),
        actualQuantity: 2,
        returnQuantity: 1,
      }),
    );

    const steps: Array<[hours: number, status: string, badge: string, step: RegExp]> = [
      [0, 'requested', 'Shipment status: Return requested', /Return requested: The cap leaked in the box\./],
      [49, 'received', 'Shipment status: Returned', /Return picked up from your address/],
      [48, 'inspected', 'Shipment status: Returned', /Return inspected at our Kannauj warehouse/],
      [24, 'approved', 'Shipment status: Returned', /Return approved: the refund of ₹1,499 reaches you in 4-5 working days/],
      [7 * 24, 'refunded', 'Shipment status: Refunded', /Refund of ₹1,499 paid to your UPI account/],
    ];
    for (const [hours, status, shown, step] of steps) {
      if (hours) await shop.advanceHours(hours);
      const box = await openOrder('OD26111500011', 'Your return', status);
      expect(box.textContent).toMatch(/^Your returnRequest RR\d{6} for 1 item, made on .+: \w+\. Refund: ₹1,499\./);
      expect(badge()).toBe(shown);
      expect(latestStep().textContent).toMatch(step);
      // the refund account is asked for while the refund is on its way, not after it was paid
      expect(within(box).queryByRole('form', { name: 'Where should we send your refund?' }) !== null).toBe(status !== 'refunded');
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order OD26111500011');
  });
});

describe('a replacement after the request', () => {
  it('shows requested, received, inspected, approved and replaced in turn', async () => {
    shop.signIn();
    // the order paid two hours before the shop's start is delivered four days later
    await shop.advanceHours(97);
    const shipment = await deliveredShipment('OD26112000042');
    unwrap(
      await api.returns.requestReplacement({
        fulfillmentId: shipment.fulfillmentId,
        type: 'REPLACEMENT',
        reasonCode: 'DAMAGED_IN_TRANSIT',
        reasonDesc: 'The bottle arrived cracked.',
        policyId: termsOf(shipment, 'REPLACEMENT').policyId,
        proof: proof(),
        actualQuantity: 2,
        replaceQuantity: 1,
      }),
    );

    const steps: Array<[hours: number, status: string, badge: string, step: RegExp]> = [
      [0, 'requested', 'Shipment status: Replacement requested', /Replacement requested: The bottle arrived cracked\./],
      [49, 'received', 'Shipment status: Replacement requested', /Replacement picked up from your address/],
      [48, 'inspected', 'Shipment status: Replacement requested', /Replacement inspected at our Kannauj warehouse/],
      [
        24,
        'approved',
        'Shipment status: Replacement requested',
        /Replacement approved: a new one ships to you in 3-4 working days/,
      ],
      [7 * 24, 'replaced', 'Shipment status: Replaced', /Replacement delivered/],
    ];
    for (const [hours, status, shown, step] of steps) {
      if (hours) await shop.advanceHours(hours);
      const box = await openOrder('OD26112000042', 'Your replacement', status);
      expect(box.textContent).toMatch(/^Your replacementRequest R[RP]\d{6} for 1 item, made on .+: \w+\.$/);
      expect(badge()).toBe(shown);
      expect(latestStep().textContent).toMatch(step);
      // no refund for a replacement, so no refund account
      expect(within(box).queryByRole('form', { name: 'Where should we send your refund?' })).toBeNull();
    }
  });
});

describe('a request the inspection rejects', () => {
  const NO_LEAK = 'The seal was intact and nothing had leaked, so the bottle does not qualify for a return.';

  it('shows a return rejected at inspection: the step, what was found, what to do next, and no refund', async () => {
    shop.signIn();
    const shipment = await deliveredShipment('OD26111500011');
    const request = unwrap(
      await api.returns.requestReturn({
        fulfillmentId: shipment.fulfillmentId,
        type: 'RETURN',
        reasonCode: 'LEAKAGE',
        reasonDesc: 'The cap leaked in the box.',
        policyId: termsOf(shipment, 'RETURN').policyId,
        proof: proof(),
        actualQuantity: 2,
        returnQuantity: 1,
      }),
    );
    await shop.rejectAtInspection(request.requestId, NO_LEAK);

    // until the outcome is given, the return reads as any other
    await shop.advanceHours(97);
    let box = await openOrder('OD26111500011', 'Your return', 'inspected');
    expect(box.textContent).not.toContain(NO_LEAK);
    expect(within(box).getByRole('form', { name: 'Where should we send your refund?' })).toBeTruthy();

    await shop.advanceHours(24);
    box = await openOrder('OD26111500011', 'Your return', 'rejected');
    expect(badge()).toBe('Shipment status: Return rejected');
    expect(latestStep().textContent).toMatch(
      /^Return rejectedReturn rejected after inspection: the item does not qualify and is sent back to you/,
    );
    expect(box.textContent).toMatch(/^Your returnRequest RR\d{6} for 1 item, made on .+: rejected\.What our inspection found:/);
    expect(box.textContent).toContain(NO_LEAK);
    expect(box.textContent).toContain('There is no refund for this return. We send the item back to you at no cost.');
    expect(box.textContent).toContain(`quote request ${request.requestId}`);
    expect(box.textContent).not.toMatch(/Refund: ₹/);
    expect(within(box).getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contact');
    expect(within(box).queryByRole('form', { name: 'Where should we send your refund?' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Return or replace items/ })).toBeNull();
  });

  it('shows the demo buyer’s past return that was rejected, as seeded, with no clock to move', async () => {
    shop.signIn();
    const box = await openOrder('OD26102700019', 'Your return', 'rejected');
    expect(box.textContent).toContain('What our inspection found: The nozzle sprays as it should');
    expect(box.textContent).toContain('quote request RR000001');
    expect(screen.getByText('Return rejected', { selector: '.fulfillment-head .status-badge' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order OD26102700019');
    expect(within(box).queryByRole('form', { name: 'Where should we send your refund?' })).toBeNull();
  });

  it('shows a replacement rejected in the policy’s words: no replacement is sent', async () => {
    shop.signIn();
    await shop.advanceHours(97);
    const shipment = await deliveredShipment('OD26112000042');
    const request = unwrap(
      await api.returns.requestReplacement({
        fulfillmentId: shipment.fulfillmentId,
        type: 'REPLACEMENT',
        reasonCode: 'DAMAGED_IN_TRANSIT',
        reasonDesc: 'The bottle arrived cracked.',
        policyId: termsOf(shipment, 'REPLACEMENT').policyId,
        proof: proof(),
        actualQuantity: 2,
        replaceQuantity: 1,
      }),
    );
    await shop.rejectAtInspection(request.requestId);
    await shop.advanceHours(121);
    const box = await openOrder('OD26112000042', 'Your replacement', 'rejected');
    expect(badge()).toBe('Shipment status: Replacement rejected');
    expect(latestStep().textContent).toMatch(/^Replacement rejectedReplacement rejected after inspection/);
    expect(box.textContent).toContain('What our inspection found: We found no manufacturing defect or damage');
    expect(box.textContent).toContain('No replacement will be sent. We send the item back to you at no cost.');
  });
});
