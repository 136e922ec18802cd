/** A delivered full-price item returned, with the refund sent to UPI. Needs the mock's clock. */
import type { Scenario } from '../types.ts';
import { BUYER_VARS, emptyCart, paidUpiOrder, signIn } from './steps.ts';

export default {
  name: 'return-after-delivery',
  description:
    'Buy a full-price perfume by UPI, move the mock clock six days on (delivered), ask for a return within 3 days and have the refund sent to UPI',
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
      name: 'delivered',
      control: { advanceHours: 144 },
      action: 'orders.get',
      input: { orderId: '${vars.orderId}' },
      expect: { data: { status: 'DELIVERED', 'fulfillments[0].status': 'DELIVERED' } },
      save: { fulfillmentId: 'data.fulfillments[0].fulfillmentId' },
    },
    {
      name: 'request-return',
      action: 'returns.requestReturn',
      input: {
        fulfillmentId: '${vars.fulfillmentId}',
        type: 'RETURN',
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
