/** `attar checkout`: from cart to paid order. */
import { defineGroup } from '../../command.ts';
import addresses from './addresses.ts';
import buyNow from './buy-now.ts';
import pay from './pay.ts';
import paymentMethods from './payment-methods.ts';
import placeOrder from './place-order.ts';
import review from './review.ts';
import verify from './verify.ts';

export default defineGroup({
  name: 'checkout',
  summary: 'Payment methods, addresses, review, buy-now, place order, pay, verify',
  examples: ['attar checkout review --payment-mode UPI', 'attar checkout place-order --payment-mode UPI'],
  commands: [paymentMethods, addresses, review, buyNow, placeOrder, pay, verify],
});
