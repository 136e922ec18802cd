/**
 * The policy documents (docs/product-rules.md §9) that product pages link to with a policyId, and the
 * windows the after-sale rules use: returns within 3 calendar days of delivery, refunds within 5 days
 * of purchase, sale items and gift cards never returnable.
 */
import type { Schemas } from '@attar/sdk';

export type PolicyDocument = Schemas['ProductPolicyDocument'];

export const POLICY_IDS = {
  cancel: 'PO00001',
  return: 'PO00002',
  refund: 'PO00003',
  replacement: 'PO00004',
  shipping: 'PO00005',
  warranty: 'PO00006',
} as const;

/** Days after delivery during which a defective or damaged item may be returned or replaced. */
export const RETURN_WINDOW_DAYS = 3;
/** Days after purchase during which an unused item may be returned for a refund. */
export const REFUND_WINDOW_DAYS = 5;

const UPDATED_AT = '2026-06-01T00:00:00Z';

/** Every policy document, by policyId. */
export function createPolicies(): Record<string, PolicyDocument> {
  const docs: PolicyDocument[] = [
    {
      policyId: POLICY_IDS.cancel,
      type: 'CANCEL',
      title: 'Cancellation policy',
      content:
        '<h2>Cancellations</h2><p>You can cancel an order, with a reason, while it is still unpaid. Once the payment ' +
        'has gone through, the order can no longer be cancelled: if a bottle arrives damaged or faulty, ask for a return ' +
        'or a replacement after delivery instead (return policy).</p>',
      richTextEnabled: true,
      updatedAt: UPDATED_AT,
    },
    {
      policyId: POLICY_IDS.return,
      type: 'RETURN',
      title: 'Return policy',
      content:
        '<h2>Returns</h2><p>We accept returns only for manufacturing defects or damage, within 3 calendar days of delivery, ' +
        'in the original packing with the receipt or proof of purchase. Sale or discounted items and gift cards are not returnable.</p>' +
        '<p>Returns are received, then inspected within 7 days, then approved or rejected; a replacement ships in 3 to 4 working days ' +
        'and a cash refund takes 4 to 5 working days.</p>',
      richTextEnabled: true,
      windowDays: RETURN_WINDOW_DAYS,
      updatedAt: UPDATED_AT,
    },
    {
      policyId: POLICY_IDS.refund,
      type: 'REFUND',
      title: 'Refund policy',
      content:
        '<h2>Refunds</h2><p>Items can be returned within 5 days of purchase, unused and in their original packaging. ' +
        'For an exchange, contact us within 5 days. Refunds and exchanges are processed within 14 business days.</p>' +
        '<p>Refunds do not include the original shipping charge. You pay for return shipping unless the fault is ours.</p>',
      richTextEnabled: true,
      windowDays: REFUND_WINDOW_DAYS,
      updatedAt: UPDATED_AT,
    },
    {
      policyId: POLICY_IDS.replacement,
      type: 'REPLACEMENT',
      title: 'Replacement policy',
      content:
        '<h2>Replacements</h2><p>A bottle that arrives damaged or with a manufacturing defect is replaced when reported within ' +
        '3 calendar days of delivery, with the original packing and receipt. The replacement ships in 3 to 4 working days after inspection.</p>',
      richTextEnabled: true,
      windowDays: RETURN_WINDOW_DAYS,
      updatedAt: UPDATED_AT,
    },
    {
      policyId: POLICY_IDS.shipping,
      type: 'SHIPPING',
      title: 'Shipping policy',
      content:
        '<h2>Shipping</h2><p>Orders are processed within 2-3 business days and delivered 3-5 business days after shipment. ' +
        'Tracking is active within 24 hours of shipment. Shipping is free across India. We do not ship on weekends or holidays.</p>',
      richTextEnabled: true,
      updatedAt: UPDATED_AT,
    },
    {
      policyId: POLICY_IDS.warranty,
      type: 'WARRANTY',
      title: 'Warranty',
      content:
        '<h2>Warranty</h2><p>Perfumes carry no warranty. Manufacturing defects and damage in transit are covered by the return policy.</p>',
      richTextEnabled: true,
      updatedAt: UPDATED_AT,
    },
  ];
  return Object.fromEntries(docs.map((doc) => [doc.policyId, doc]));
}
