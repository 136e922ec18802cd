/**
 * After the sale (docs/product-rules.md §5 and §9): returns and replacements only for a delivered shipment,
 * under the policy its terms name and with proof where they ask for it (terms.ts), inside their windows
 * (a replacement 3 calendar days from delivery; a return for a refund also 5 days from purchase), never
 * for sale or discounted items, and for no more than was delivered; refund account details only for a
 * shipment with a return to refund.
 */
import type { ActionInput, Schemas } from '@attar/sdk';
import { fromPaise, toPaise } from '@attar/sdk';
import { refuse, ShopError, type FieldIssue } from '../../core/errors.ts';
import type { Shop } from '../shop.ts';
import { humanDate } from './dates.ts';
import { paidShare } from './place.ts';
import type { AfterSaleRecord, FulfillmentRecord, OrderRecord } from './state.ts';
import { afterSaleTerms } from './terms.ts';
import { decidedAt, fulfillmentState } from './tracking.ts';
import { ownFulfillment } from './view.ts';

export interface AfterSaleAsk {
  type: AfterSaleRecord['type'];
  reasonCode: string;
  reasonDesc: string;
  actualQuantity: number;
  quantity: number;
  /** The body field that carries `quantity` (`returnQuantity` or `replaceQuantity`). */
  quantityField: string;
  policyId: string;
  /** The photo of the receipt or of the damage, as uploaded. */
  proof?: unknown;
}

/** What a proof may be: a photo or a scan (the contract's encoding of `proof`). */
const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

const badField = (field: string, message: string, full: string) =>
  new ShopError(400, 'request.invalid', full, { fieldErrors: [{ field, message }] });

/** The terms of the request's kind: its policy must be named, and its proof given where required. */
function checkTerms(terms: Schemas['AfterSaleTerms'], ask: AfterSaleAsk, what: string): void {
  if (ask.policyId !== terms.policyId) {
    throw badField(
      'policyId',
      `must be ${terms.policyId}, the ${what} policy of this shipment`,
      `A ${what} of this shipment is made under policy ${terms.policyId}, not ${ask.policyId}.`,
    );
  }
  const proof = ask.proof;
  if (terms.proofRequired && !(proof instanceof Blob && proof.size > 0)) {
    throw badField(
      'proof',
      'is required: a photo of the receipt or of the damage',
      `A ${what} needs proof: attach a photo of the receipt or of the damage.`,
    );
  }
  if (proof instanceof Blob && !PROOF_TYPES.includes(proof.type)) {
    throw badField(
      'proof',
      'must be a JPEG, PNG or WebP photo, or a PDF',
      'The proof must be a JPEG, PNG or WebP photo, or a PDF.',
    );
  }
}

function closedMessage(terms: Schemas['AfterSaleTerms'], what: string, deliveredAt: string, placedAt: string): string {
  const limits = terms.windows
    .map(
      (w) =>
        `${w.days} days of ${w.from === 'DELIVERY' ? `delivery (${humanDate(deliveredAt)})` : `purchase (${humanDate(placedAt)})`}`,
    )
    .join(' and within ');
  return `A ${what} can be asked for within ${limits}; that time ended on ${humanDate(terms.endsAt)}.`;
}

const SALE_RULE = 'sale and discounted items and gift cards are not returnable';

/**
 * Records a return or replacement request, or refuses it with the policy's reason.
 * @example requestAfterSale(shop, buyerId, 'FL00000000001', { type: 'RETURN', reasonCode: 'LEAKAGE', ... })
 */
export function requestAfterSale(
  shop: Shop,
  buyerId: string,
  fulfillmentId: string,
  ask: AfterSaleAsk,
): Schemas['AfterSaleRequest'] {
  const { order, fulfillment: f } = ownFulfillment(shop, buyerId, fulfillmentId);
  const now = shop.clock.now().getTime();
  const state = fulfillmentState(order, f, now);
  const what = ask.type === 'RETURN' ? 'return' : 'replacement';
  if (f.afterSale) {
    throw refuse.conflict(
      'return.alreadyRequested',
      `A ${f.afterSale.type === 'RETURN' ? 'return' : 'replacement'} (${f.afterSale.requestId}) was already requested for shipment ${fulfillmentId}.`,
    );
  }
  if (state.cancelled)
    throw refuse.rule('return.notDelivered', `Shipment ${fulfillmentId} was cancelled; there is nothing to send back.`);
  if (!state.deliveredAt) {
    const expected = state.expectedDelivery ? ` (expected on ${humanDate(`${state.expectedDelivery}T06:00:00Z`)})` : '';
    throw refuse.rule(
      'return.notDelivered',
      `Shipment ${fulfillmentId} has not been delivered yet${expected}. You can ask for a ${what} once it arrives.`,
    );
  }
  const terms = afterSaleTerms(order, state.deliveredAt, now).find((t) => t.type === ask.type)!;
  checkTerms(terms, ask, what);
  if (!terms.open) throw refuse.rule('return.windowClosed', closedMessage(terms, what, state.deliveredAt, order.placedAt));
  const onSale = f.lines.filter((l) => l.onSale);
  const returnable = f.lines.filter((l) => !l.onSale);
  const returnableCount = returnable.reduce((n, l) => n + l.quantity, 0);
  const saleNames = onSale.map((l) => l.name).join(' and ');
  if (returnableCount === 0)
    throw refuse.rule('return.notReturnable', `${saleNames} ${onSale.length > 1 ? 'were' : 'was'} bought on sale; ${SALE_RULE}.`);
  const delivered = f.lines.reduce((n, l) => n + l.quantity, 0);
  if (ask.actualQuantity > delivered) {
    throw quantityExceeded(
      `Only ${delivered} ${delivered === 1 ? 'item was' : 'items were'} delivered in this shipment.`,
      'actualQuantity',
      `must not exceed the ${delivered} delivered`,
    );
  }
  if (ask.quantity > ask.actualQuantity) {
    throw quantityExceeded(
      `You can ${ask.type === 'RETURN' ? 'return' : 'replace'} at most ${ask.actualQuantity} of this item.`,
      ask.quantityField,
      'must not exceed actualQuantity',
    );
  }
  if (ask.quantity > returnableCount) {
    throw refuse.rule(
      'return.notReturnable',
      `Only ${returnableCount} of this shipment can be sent back: ${saleNames} ${onSale.length > 1 ? 'were' : 'was'} bought on sale, and ${SALE_RULE}.`,
      ask.quantityField,
    );
  }
  const record: AfterSaleRecord = {
    requestId: shop.nextId('RR', 6),
    type: ask.type,
    reasonCode: ask.reasonCode,
    reasonDesc: ask.reasonDesc,
    quantity: ask.quantity,
    ...(ask.type === 'RETURN' ? { refundAmount: refundFor(order, f, returnable, ask.quantity) } : {}),
    createdAt: new Date(now).toISOString(),
  };
  f.afterSale = record;
  return fulfillmentState(order, f, now).afterSale!;
}

const quantityExceeded = (message: string, field: string, fieldMessage: string) =>
  new ShopError(422, 'return.quantityExceeded', message, { fieldErrors: [{ field, message: fieldMessage }] });

/** The refund of `quantity` returnable units (in line order), never more than the shipment's paid share. */
function refundFor(order: OrderRecord, f: FulfillmentRecord, lines: Schemas['OrderLine'][], quantity: number): number {
  let left = quantity;
  let paise = 0;
  for (const line of lines) {
    const units = Math.min(left, line.quantity);
    paise += units * toPaise(line.unitPrice);
    left -= units;
  }
  return fromPaise(Math.min(paise, paidShare(order, f)));
}

const masked = (accountNo: string) => `${'X'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`;

/**
 * Records where a return's refund goes: a UPI id, or a bank account (number masked in the reply).
 * @example setRefundAccount(shop, buyerId, 'FL00000000001', { txnType: 'UPI', name: 'Ananya Rao', upiId: 'ananya@okhdfc' })
 */
export function setRefundAccount(
  shop: Shop,
  buyerId: string,
  fulfillmentId: string,
  input: Omit<ActionInput<'returnsSetRefundAccount'>, 'fulfillmentId'>,
): Schemas['RefundAccount'] {
  const { order, fulfillment: f } = ownFulfillment(shop, buyerId, fulfillmentId);
  const txnType = input.txnType ?? 'UPI';
  const needed = txnType === 'UPI' ? (['upiId'] as const) : (['accountNo', 'ifsccode', 'bankName'] as const);
  const missing: FieldIssue[] = needed
    .filter((field) => !input[field])
    .map((field) => ({ field, message: `is required for a ${txnType} refund` }));
  if (missing.length)
    throw new ShopError(
      400,
      'request.invalid',
      `${missing.map((m) => m.field).join(', ')} ${missing.length > 1 ? 'are' : 'is'} required for a ${txnType} refund.`,
      { fieldErrors: missing },
    );
  if (!f.afterSale || f.afterSale.type !== 'RETURN') {
    const replacement = f.afterSale ? ' It has a replacement on the way, not a refund.' : '';
    throw refuse.rule('refund.notDue', `There is no return on shipment ${fulfillmentId} to refund.${replacement}`);
  }
  const state = fulfillmentState(order, f, shop.clock.now().getTime());
  if (state.afterSale?.status === 'REJECTED') {
    throw refuse.rule(
      'refund.notDue',
      `Return ${f.afterSale.requestId} was rejected after inspection, so there is no refund to pay: ${state.afterSale.rejectionReason}`,
    );
  }
  if (state.afterSale?.status === 'REFUNDED') {
    const paidAt = state.timeline.find((e) => e.status === 'REFUNDED')!.at;
    throw refuse.rule(
      'refund.notDue',
      `The refund for return ${f.afterSale.requestId} was already paid on ${humanDate(paidAt)}.`,
    );
  }
  const account: Schemas['RefundAccount'] = {
    fulfillmentId,
    txnType,
    name: input.name,
    ...(txnType === 'UPI'
      ? { upiId: input.upiId! }
      : { accountNoMasked: masked(input.accountNo!), ifsccode: input.ifsccode!, bankName: input.bankName! }),
    updatedAt: shop.nowIso(),
  };
  f.refundAccount = account;
  return account;
}

/**
 * What the inspection says of a rejected request when nobody gave other words: the policy takes back
 * only a faulty or damaged item, unused, in its original packing.
 */
export const DEFAULT_REJECTION =
  'We found no manufacturing defect or damage, and the item came back used. ' +
  'The return policy takes back only faulty or damaged items, unused and in their original packing.';

export interface InspectionOutcome {
  outcome: 'APPROVED' | 'REJECTED';
  /** The words the buyer reads for a rejection (DEFAULT_REJECTION when left out). */
  reason?: string;
}

/**
 * Records what the inspection of a request finds, as the warehouse would: REJECTED (with a reason for
 * the buyer) or APPROVED (the usual outcome; clears an earlier rejection). The outcome shows from the
 * decision time on, 5 days after the request; from then on it is final (409 `return.alreadyDecided`).
 * @example decideInspection(shop, 'RR000002', { outcome: 'REJECTED', reason: 'The seal was intact and nothing leaked.' })
 */
export function decideInspection(shop: Shop, requestId: string, decision: InspectionOutcome): Schemas['AfterSaleRequest'] {
  const order = Object.values(shop.state.orders.byId).find((o) =>
    o.fulfillments.some((f) => f.afterSale?.requestId === requestId),
  );
  const f = order?.fulfillments.find((x) => x.afterSale?.requestId === requestId);
  if (!order || !f?.afterSale) throw refuse.notFound('return', `Request ${requestId}`);
  const request = f.afterSale;
  const now = shop.clock.now().getTime();
  const decided = decidedAt(request);
  if (decided <= now) {
    const outcome = request.rejectionReason === undefined ? 'approved' : 'rejected';
    throw refuse.conflict(
      'return.alreadyDecided',
      `Request ${requestId} was already ${outcome} on ${humanDate(new Date(decided).toISOString())}; an inspection's outcome is final.`,
    );
  }
  if (decision.outcome === 'REJECTED') request.rejectionReason = decision.reason ?? DEFAULT_REJECTION;
  else delete request.rejectionReason;
  return fulfillmentState(order, f, now).afterSale!;
}
