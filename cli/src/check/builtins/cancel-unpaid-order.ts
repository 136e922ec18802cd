/** An order not yet paid cancelled with a reason: cancelled, nothing charged, listed under cancelled orders. */
import type { Scenario } from '../types.ts';
import { addToCart, BUYER_VARS, emptyCart, placeOrder, review, signIn } from './steps.ts';

export default {
  name: 'cancel-unpaid-order',
  description:
    'Place an order by UPI and, before paying, cancel it with a reason: it is cancelled, nothing is charged, and it is listed under cancelled orders (a paid order cannot be cancelled: see return-after-delivery)',
  vars: { ...BUYER_VARS, cin: 'ATR-OUD-100' },
  steps: [
    ...signIn,
    emptyCart,
    addToCart(),
    review('UPI'),
    placeOrder('UPI'),
    {
      name: 'still-cancellable',
      action: 'orders.get',
      input: { orderId: '${vars.orderId}' },
      expect: { data: { status: 'PAYMENT_PENDING', cancellable: true } },
    },
    {
      name: 'cancel',
      action: 'orders.cancel',
      input: { orderId: '${vars.orderId}', type: 'O', reasonDesc: 'Ordered the wrong size' },
      expect: { data: { status: 'CANCELLED', orderId: '${vars.orderId}' }, message: { $match: 'not been charged' } },
    },
    {
      name: 'listed-as-cancelled',
      action: 'orders.listCancelled',
      expect: { data: { items: { $contains: { orderId: '${vars.orderId}', status: 'CANCELLED' } } } },
    },
  ],
} satisfies Scenario;
