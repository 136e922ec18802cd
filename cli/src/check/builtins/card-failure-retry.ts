/** A card payment the bank declines, then a retry by UPI that succeeds. */
import type { Scenario } from '../types.ts';
import { addToCart, BUYER_VARS, emptyCart, placeOrder, review, signIn, startPayment, verifyUpi } from './steps.ts';
import { SCENARIO_HEADER } from '@attar/mocks/scenario-header';

export default {
  name: 'card-failure-retry',
  description: `Place an order to pay by card (PayU); the bank declines it (${SCENARIO_HEADER}: payment=failure); retry the payment by UPI and it succeeds`,
  vars: { ...BUYER_VARS, cin: 'ATR-OUD-100' },
  steps: [
    ...signIn,
    emptyCart,
    addToCart(),
    review('PAYU'),
    placeOrder('PAYU'),
    {
      ...startPayment('pay-by-card', 'PAYU'),
      save: { paymentId: 'data.paymentId', transactionId: 'data.gateway.providerOrderId' },
    },
    {
      name: 'card-declined',
      action: 'payment.verifyPayu',
      input: { transactionId: '${vars.transactionId}', orderId: '${vars.orderId}' },
      headers: { [SCENARIO_HEADER]: 'payment=failure' },
      expect: { data: { status: 'FAILED', orderStatus: 'PAYMENT_FAILED', failureReason: { $match: 'declined' } } },
    },
    {
      name: 'order-awaits-payment',
      action: 'orders.get',
      input: { orderId: '${vars.orderId}' },
      expect: { data: { paymentStatus: 'FAILED', status: 'PAYMENT_FAILED' } },
    },
    {
      name: 'retry-by-upi',
      action: 'orders.retryPayment',
      input: { orderId: '${vars.orderId}', paymentMode: 'UPI' },
      expect: { data: { 'order.paymentMode': 'UPI', 'order.paymentStatus': 'PENDING' } },
    },
    startPayment('pay-by-upi', 'UPI'),
    verifyUpi('verify-upi'),
    {
      name: 'order-paid',
      action: 'orders.get',
      input: { orderId: '${vars.orderId}' },
      expect: { data: { paymentStatus: 'SUCCESS', status: 'PLACED', paymentMode: 'UPI' } },
    },
  ],
} satisfies Scenario;
