/** Pincodes the couriers do not serve: refused at the delivery check, the address and the order. */
import type { Scenario } from '../types.ts';
import { addToCart, BUYER_VARS, emptyCart, placeOrder, review, signIn } from './steps.ts';
import { SCENARIO_HEADER } from '@attar/mocks/scenario-header';

const OUTAGE = { [SCENARIO_HEADER]: 'pincode=560001' };

export default {
  name: 'unserviceable-pincode',
  description: `Leh (194101) is refused with the reason; Bengaluru (560001) is served until a courier outage (${SCENARIO_HEADER}: pincode=560001), which then refuses the delivery address and the order`,
  vars: { ...BUYER_VARS, cin: 'ATR-OUD-100' },
  steps: [
    {
      name: 'refused-pincode',
      action: 'catalog.checkPincode',
      input: { pincode: '194101', cin: '${vars.cin}' },
      expect: { data: { serviceable: false, message: { $match: 'do not deliver' } } },
    },
    {
      name: 'served-pincode',
      action: 'catalog.checkPincode',
      input: { pincode: '560001', cin: '${vars.cin}' },
      expect: { data: { serviceable: true } },
    },
    {
      name: 'courier-outage',
      action: 'catalog.checkPincode',
      input: { pincode: '560001', cin: '${vars.cin}' },
      headers: OUTAGE,
      expect: { data: { serviceable: false } },
    },
    ...signIn,
    emptyCart,
    addToCart(),
    {
      name: 'address-refused',
      action: 'checkout.setAddresses',
      input: { checkoutId: '${vars.checkoutId}', shippingAddressId: '${vars.address}', sameAsShipping: true },
      headers: OUTAGE,
      expect: { ok: { code: 'checkout.unserviceable', status: 422 }, message: { $match: '560001' } },
    },
    review('UPI'),
    placeOrder('UPI', {
      name: 'order-refused',
      headers: OUTAGE,
      expect: { ok: { code: 'order.unserviceable', status: 422 } },
      save: {},
    }),
  ],
} satisfies Scenario;
