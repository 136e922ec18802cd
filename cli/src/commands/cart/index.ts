/** `attar cart`: the signed-in buyer's cart. */
import { defineGroup } from '../../command.ts';
import addFrames from './add-frames.ts';
import add from './add.ts';
import clear from './clear.ts';
import couponApply from './coupon-apply.ts';
import couponValidate from './coupon-validate.ts';
import list from './list.ts';
import paymentMode from './payment-mode.ts';
import remove from './remove.ts';
import update from './update.ts';

export default defineGroup({
  name: 'cart',
  summary: 'The cart: add, list, update, remove, clear, coupons',
  examples: ['attar cart add ATR-OUD-100 --quantity 2', 'attar cart coupon apply WELCOME10'],
  commands: [
    list,
    add,
    update,
    remove,
    clear,
    defineGroup({
      name: 'coupon',
      summary: 'Apply or check a coupon',
      examples: ['attar cart coupon validate WELCOME10'],
      commands: [couponApply, couponValidate],
    }),
    paymentMode,
    addFrames,
  ],
});
