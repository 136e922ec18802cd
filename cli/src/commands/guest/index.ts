/**
 * `attar guest`: guest checkout. The shop's guest checkout feature is off (docs/product-rules.md 6), but guest carts
 * work, and the mock serves every call; the CLI keeps the guest's ids in the profile, and the next
 * `attar auth login` moves the guest cart to the account.
 */
import { defineGroup } from '../../command.ts';
import add from './add.ts';
import cancel from './cancel.ts';
import cart from './cart.ts';
import clear from './clear.ts';
import coupon from './coupon.ts';
import details from './details.ts';
import invoice from './invoice.ts';
import order from './order.ts';
import pay from './pay.ts';
import remove from './remove.ts';
import update from './update.ts';
import verify from './verify.ts';

export default defineGroup({
  name: 'guest',
  summary: 'Guest cart and guest checkout (the feature is off in the shop)',
  examples: ['attar guest add ATR-OUD-100', 'attar guest cart'],
  commands: [cart, add, update, remove, clear, coupon, details, order, pay, verify, cancel, invoice],
});
