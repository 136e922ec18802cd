/** A guest cart whose session expires: the cart is gone, a new add starts a new cart. */
import type { Scenario } from '../types.ts';
import { SCENARIO_HEADER } from '@attar/mocks/scenario-header';

export default {
  name: 'guest-session-expiry',
  description: `A guest fills a cart; once the guest session expires (${SCENARIO_HEADER}: guest=expired) the shop says so and the cart is gone; the next add starts a new guest cart`,
  vars: { cin: 'ATR-OUD-50' },
  steps: [
    {
      name: 'guest-add',
      action: 'guest.addItem',
      input: { cin: '${vars.cin}', quantity: 1 },
      expect: { data: { 'cart.items[0].cin': '${vars.cin}', expiresAt: { $type: 'string' } } },
      save: { guestId: 'data.guestId', checkOutId: 'data.checkOutId' },
    },
    {
      name: 'guest-cart',
      action: 'guest.getCart',
      input: { guestId: '${vars.guestId}', checkOutId: '${vars.checkOutId}' },
      expect: { data: { 'cart.items': { $length: 1 } } },
    },
    {
      name: 'session-expired',
      action: 'guest.getCart',
      input: { guestId: '${vars.guestId}', checkOutId: '${vars.checkOutId}' },
      headers: { [SCENARIO_HEADER]: 'guest=expired' },
      expect: { ok: { code: 'guest.sessionExpired', status: 404 }, message: { $match: 'expired' } },
    },
    {
      name: 'cart-gone',
      action: 'guest.getCart',
      input: { guestId: '${vars.guestId}', checkOutId: '${vars.checkOutId}' },
      expect: { data: { 'cart.items': [], 'cart.summary.total': 0 } },
    },
    {
      name: 'new-cart',
      action: 'guest.addItem',
      input: { cin: '${vars.cin}', quantity: 1 },
      expect: { data: { guestId: { $ne: '${vars.guestId}' }, 'cart.items': { $length: 1 } } },
    },
  ],
} satisfies Scenario;
