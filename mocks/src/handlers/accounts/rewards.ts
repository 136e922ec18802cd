/**
 * GET /buyerAccount: reward, referral and redemption histories, and the buyer's coupons. Rewards and
 * referral are switched off for this store (docs/product-rules.md 1; `/_mock/features` can switch them on), so their histories answer 403
 * `feature.disabled` as the spec documents; switched on, they page through the buyer's ledger and
 * referrals (shop/accounts/rewards.ts). Coupons stay available.
 */
import type { ActionHandlers } from '../../core/context.ts';
import { ShopError } from '../../core/errors.ts';
import { couponsByStatus, pageOf } from '../../shop/accounts/coupons.ts';
import { referralHistory, rewardHistory } from '../../shop/accounts/rewards.ts';
import { me } from './common.ts';

const featureOff = (what: string) => new ShopError(403, 'feature.disabled', `${what} are switched off for this store.`);

export const rewardsHandlers = {
  rewardsHistory: ({ shop, caller, input }) => {
    const buyer = me({ shop, caller });
    if (!shop.state.content.site.features.rewards) throw featureOff('Reward points');
    return rewardHistory(shop.state.accounts.rewards?.[buyer.buyerId], input);
  },

  rewardsReferrals: ({ shop, caller, input }) => {
    const buyer = me({ shop, caller });
    if (!shop.state.content.site.features.referral) throw featureOff('Referrals');
    return { referralCode: buyer.buyerId, ...referralHistory(shop.state.accounts.rewards?.[buyer.buyerId], input) };
  },

  rewardsRedemptions: ({ shop, caller }) => {
    me({ shop, caller });
    if (!shop.state.content.site.features.rewards) throw featureOff('Reward points');
    return { redeemedPoints: 0, ...pageOf([], 1, 10) };
  },

  couponsList: ({ shop, caller, input }) => {
    const buyer = me({ shop, caller });
    const page = pageOf(couponsByStatus(shop, buyer.buyerId, input.status), input.pageNum ?? 1, input.pageSize ?? 20);
    return { couponStatus: input.status, ...page };
  },
} satisfies Partial<ActionHandlers>;
