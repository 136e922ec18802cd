/** A paid order cancelled before it ships: cancelled, refunded, listed under cancelled orders. */
import type { Scenario } from '../types.ts';
import { BUYER_VARS, emptyCart, paidUpiOrder, signIn } from './steps.ts';

export default {
  name: 'cancel-before-shipping',
  description:
    'Place and pay an order by UPI, cancel it before it ships with a reason: it is cancelled, the refund is announced, and it is listed under cancelled orders',
  vars: { ...BUYER_VARS, cin: 'ATR-OUD-100' },
  steps: [
    ...signIn,
    emptyCart,
    ...paidUpiOrder(),
    {
      name: 'not-shipped-yet',
      action: 'orders.get',
      input: { orderId: '${vars.orderId}' },
      expect: { data: { status: 'PLACED' } },
    },
    {
      name: 'cancel',
      action: 'orders.cancel',
      input: { orderId: '${vars.orderId}', type: 'O', reasonDesc: 'Ordered the wrong size' },
      expect: { data: { status: 'CANCELLED', orderId: '${vars.orderId}' }, message: { $match: 'refund' } },
    },
    {
      name: 'listed-as-cancelled',
      action: 'orders.listCancelled',
      expect: { data: { items: { $contains: { orderId: '${vars.orderId}', status: 'CANCELLED' } } } },
    },
  ],
} satisfies Scenario;
