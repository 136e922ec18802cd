/** `attar rewards`: reward points, referrals and the buyer's coupons (the feature may be off in the shop). */
import { defineGroup } from '../../command.ts';
import coupons from './coupons.ts';
import history from './history.ts';
import redemptions from './redemptions.ts';
import referrals from './referrals.ts';

export default defineGroup({
  name: 'rewards',
  summary: 'Reward points, referrals, redemptions and my coupons',
  examples: ['attar rewards history', 'attar rewards coupons --status ACTIVE'],
  commands: [history, referrals, redemptions, coupons],
});
