/**
 * OTP-confirmed account changes (PUT /buyerAccount): a new email or mobile, a new password without
 * the old one, and account deletion. Each is a request (sends the OTP) then a confirmation.
 */
import type { ActionHandlers } from '../../core/context.ts';
import { ShopError } from '../../core/errors.ts';
import {
  deleteBuyer,
  ensureUsernameFree,
  holdsUsername,
  identityOf,
  parseUsername,
  profileOf,
  setIdentity,
} from '../../shop/accounts/buyers.ts';
import { buyerChallengeOf, checkOtp, issueOtp } from '../../shop/accounts/otp.ts';
import { hashPassword } from '../../shop/accounts/passwords.ts';
import type { BuyerRecord, IdentityType } from '../../shop/accounts/state.ts';
import { identityWord, me } from './common.ts';

/** The buyer's email or mobile to send an OTP to; 422 when the account has none of that type. */
function destination(buyer: BuyerRecord, identityType: IdentityType) {
  const to = identityOf(buyer, identityType);
  if (!to) {
    const other = identityType === 'EMAIL' ? 'PHONE' : 'EMAIL';
    throw new ShopError(
      422,
      'account.noSuchIdentity',
      `Your account has no ${identityType === 'EMAIL' ? 'email' : 'mobile number'}. Send identityType ${other} instead.`,
      { fieldErrors: [{ field: 'identityType', message: 'is not on your account' }] },
    );
  }
  return to;
}

export const accountSecurityHandlers = {
  accountRequestIdentityChangeOtp: ({ shop, input, caller, reply }) => {
    const buyer = me({ shop, caller });
    const next = parseUsername(input.username, input.identityType);
    if (holdsUsername(buyer, next)) {
      throw new ShopError(422, 'account.sameIdentity', `${next.value} is already on your account.`, {
        fieldErrors: [{ field: 'username', message: 'is the current one' }],
      });
    }
    ensureUsernameFree(shop, next, buyer.buyerId);
    const otp = issueOtp(shop, { purpose: 'IDENTITY_CHANGE', subject: next.value, to: next, buyerId: buyer.buyerId });
    reply.message = 'OTP sent';
    return buyerChallengeOf(otp, 'IDENTITY_CHANGE');
  },

  accountConfirmIdentityChange: ({ shop, input, caller, reply }) => {
    const buyer = me({ shop, caller });
    const next = parseUsername(input.username, input.identityType);
    ensureUsernameFree(shop, next, buyer.buyerId);
    checkOtp(shop, 'IDENTITY_CHANGE', next.value, input.otp, buyer.buyerId);
    setIdentity(buyer, next, true);
    reply.message = `${identityWord(next.identityType)} updated`;
    return profileOf(buyer);
  },

  accountRequestPasswordChangeOtp: ({ shop, input, caller, reply }) => {
    const buyer = me({ shop, caller });
    const otp = issueOtp(shop, {
      purpose: 'PASSWORD_CHANGE',
      subject: buyer.buyerId,
      to: destination(buyer, input.identityType),
      buyerId: buyer.buyerId,
    });
    reply.message = 'OTP sent';
    return buyerChallengeOf(otp, 'PASSWORD_CHANGE');
  },

  accountConfirmPasswordChange: ({ shop, input, caller, reply }) => {
    const buyer = me({ shop, caller });
    checkOtp(shop, 'PASSWORD_CHANGE', buyer.buyerId, input.otp, buyer.buyerId);
    buyer.passwordHash = hashPassword(buyer.buyerId, input.newPassword);
    buyer.passwordFailures = 0;
    delete buyer.passwordLockedUntil;
    reply.message = 'Password changed';
    return { done: true, id: buyer.buyerId };
  },

  accountRequestDeletionOtp: ({ shop, input, caller, reply }) => {
    const buyer = me({ shop, caller });
    const type = input.identityType ?? (buyer.mobile ? 'PHONE' : 'EMAIL');
    const otp = issueOtp(shop, {
      purpose: 'ACCOUNT_DELETION',
      subject: buyer.buyerId,
      to: destination(buyer, type),
      buyerId: buyer.buyerId,
    });
    reply.message = 'OTP sent';
    return buyerChallengeOf(otp, 'ACCOUNT_DELETION');
  },

  accountConfirmDeletion: ({ shop, input, caller, reply }) => {
    const buyer = me({ shop, caller });
    checkOtp(shop, 'ACCOUNT_DELETION', buyer.buyerId, input.otp, buyer.buyerId);
    const sessionsEnded = deleteBuyer(shop, buyer.buyerId);
    reply.message = 'Your account has been deleted';
    return { buyerId: buyer.buyerId, status: 'DELETED' as const, deletedAt: shop.nowIso(), sessionsEnded };
  },
} satisfies Partial<ActionHandlers>;
