/**
 * A paid full-price item: not cancellable once paid; delivered, then returned under the policy its terms
 * name, with a photo as proof, inside its window, and the refund sent to UPI. Needs the mock's clock.
 */
import type { Scenario } from '../types.ts';
import { BUYER_VARS, emptyCart, paidUpiOrder, signIn } from './steps.ts';

export default {
  name: 'return-after-delivery',
  description:
    'Buy a full-price perfume by UPI (a paid order cannot be cancelled), move the mock clock 100 hours on (delivered), ask for a return under the policy the order names, with a photo as proof, inside its window (3 days from delivery, 5 from purchase), and have the refund sent to UPI',
  vars: { ...BUYER_VARS, productId: 'PR00001', upiId: 'ananya@okaxis' },
  steps: [
    ...signIn,
    emptyCart,
    // sale items cannot be returned: pick a size sold at its MRP
    {
      name: 'full-price-size',
      action: 'catalog.product',
      input: { itemId: '${vars.productId}' },
      expect: { data: { 'variants[0].discountPercent': 0 } },
      save: { cin: 'data.variants[0].cin' },
    },
    ...paidUpiOrder(),
    {
      name: 'paid-not-cancellable',
      action: 'orders.cancel',
      input: { orderId: '${vars.orderId}', type: 'O', reasonDesc: 'Changed my mind' },
      expect: { ok: { code: 'order.notCancellable', status: 409 } },
    },
    {
      name: 'delivered',
      control: { advanceHours: 100 },
      action: 'orders.get',
      input: { orderId: '${vars.orderId}' },
      expect: {
        data: {
          status: 'DELIVERED',
          'fulfillments[0].status': 'DELIVERED',
          'fulfillments[0].afterSaleTerms[0].type': 'RETURN',
          'fulfillments[0].afterSaleTerms[0].open': true,
          'fulfillments[0].afterSaleTerms[0].proofRequired': true,
        },
      },
      save: {
        fulfillmentId: 'data.fulfillments[0].fulfillmentId',
        policyId: 'data.fulfillments[0].afterSaleTerms[0].policyId',
      },
    },
    {
      name: 'request-return',
      action: 'returns.requestReturn',
      input: {
        fulfillmentId: '${vars.fulfillmentId}',
        type: 'RETURN',
        policyId: '${vars.policyId}',
        proof: { $file: 'leaking-cap.jpg', type: 'image/jpeg', bytes: 2048 },
        reasonCode: 'LEAKAGE',
        reasonDesc: 'The cap leaked in transit',
        actualQuantity: 1,
        returnQuantity: 1,
      },
      expect: { data: { type: 'RETURN', status: 'REQUESTED', refundAmount: '${vars.total}', refundAccountProvided: false } },
    },
    {
      name: 'refund-to-upi',
      action: 'returns.setRefundAccount',
      input: { fulfillmentId: '${vars.fulfillmentId}', txnType: 'UPI', upiId: '${vars.upiId}', name: 'Ananya Rao' },
      expect: { data: { txnType: 'UPI', upiId: '${vars.upiId}', fulfillmentId: '${vars.fulfillmentId}' } },
    },
  ],
} satisfies Scenario;
