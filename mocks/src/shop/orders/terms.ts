/**
 * The after-sale terms of a delivered shipment (docs/product-rules.md §5 and §9), as the order reply
 * states them and the requests are held to: a replacement within 3 calendar days of delivery under the
 * replacement policy; a return for a refund within 3 days of delivery (return policy) and within 5 days
 * of purchase (refund policy), whichever ends first; both need proof (a photo of the receipt or of the
 * damage) and name their policy.
 */
import type { Schemas } from '@attar/sdk';
import { DAY } from '../../core/clock.ts';
import { POLICY_IDS, REFUND_WINDOW_DAYS, RETURN_WINDOW_DAYS } from '../catalogue/seed-policies.ts';
import type { OrderRecord } from './state.ts';

type Terms = Schemas['AfterSaleTerms'];
type Window = Schemas['AfterSaleWindow'];

/** The policies that ask for a receipt or proof of purchase (all of the after-sale ones). */
const PROOF_REQUIRED = new Set<string>([POLICY_IDS.return, POLICY_IDS.replacement]);

const iso = (time: number) => new Date(time).toISOString();

function windowEnd(order: OrderRecord, deliveredAt: string, w: Window): number {
  const from = w.from === 'DELIVERY' ? Date.parse(deliveredAt) : Date.parse(order.placedAt);
  return from + w.days * DAY;
}

function termsOf(
  order: OrderRecord,
  deliveredAt: string,
  now: number,
  type: Terms['type'],
  policyId: string,
  windows: Window[],
): Terms {
  const endsAt = Math.min(...windows.map((w) => windowEnd(order, deliveredAt, w)));
  return { type, policyId, proofRequired: PROOF_REQUIRED.has(policyId), windows, endsAt: iso(endsAt), open: now <= endsAt };
}

/**
 * The return and the replacement terms of a shipment delivered at `deliveredAt`, as of `now`.
 * @example afterSaleTerms(order, '2026-11-19T18:00:00Z', Date.now())[0].endsAt
 */
export function afterSaleTerms(order: OrderRecord, deliveredAt: string, now: number): Terms[] {
  return [
    termsOf(order, deliveredAt, now, 'RETURN', POLICY_IDS.return, [
      { days: RETURN_WINDOW_DAYS, from: 'DELIVERY', policyId: POLICY_IDS.return },
      { days: REFUND_WINDOW_DAYS, from: 'PURCHASE', policyId: POLICY_IDS.refund },
    ]),
    termsOf(order, deliveredAt, now, 'REPLACEMENT', POLICY_IDS.replacement, [
      { days: RETURN_WINDOW_DAYS, from: 'DELIVERY', policyId: POLICY_IDS.replacement },
    ]),
  ];
}
