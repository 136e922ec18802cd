/**
 * Signed-in account actions (PUT /buyerAccountService): logout, OTPs to one's own or a new username,
 * identity and password changes, and account deletion.
 */
import type { ActionHandlers, Caller } from '../../core/context.ts';
import { ShopError } from '../../core/errors.ts';
import { endSession } from '../../core/sessions.ts';
import {
  deleteBuyer,
  ensureUsernameFree,
  holdsUsername,
  markVerified,
  parseUsername,
  profileOf,
  setIdentity,
} from '../../shop/accounts/buyers.ts';
import { challengeOf, checkOtp, issueOtp } from '../../shop/accounts/otp.ts';
import { hashPassword } from '../../shop/accounts/passwords.ts';
import { checkPassword } from '../../shop/accounts/sign-in.ts';
import type { Shop } from '../../shop/shop.ts';
import { identityWord, me } from './common.ts';

const tokenOf = (caller: Caller) => (caller.kind === 'buyer' ? caller.token : '');

/** Ends the buyer's other sessions after a password change; this device stays signed in. */
function endOtherSessions(shop: Shop, buyerId: string, keep: string): void {
  for (const session of Object.values(shop.state.sessions)) {
    if (session.buyerId === buyerId && session.token !== keep) endSession(shop, session.token);
  }
}

const notYours = (field: string, value: string) =>
  new ShopError(422, 'auth.notYourUsername', `${value} is not one of your sign-in identities.`, {
    fieldErrors: [{ field, message: 'is not on your account' }],
  });

export const authSessionHandlers = {
  authLogout: ({ shop, input, caller, reply }) => {
    me({ shop, caller });
    const ended = endSession(shop, tokenOf(caller), input.allDevices ?? false);
    reply.message = input.allDevices ? `Signed out on ${ended} ${ended === 1 ? 'device' : 'devices'}` : 'Signed out';
    return { done: true };
  },

  authRequestOtp: ({ shop, input, caller, reply }) => {
    const buyer = me({ shop, caller });
    const username = parseUsername(input.username, input.identityType);
    if (!holdsUsername(buyer, username)) ensureUsernameFree(shop, username, buyer.buyerId);
    const otp = issueOtp(shop, { purpose: 'VERIFY', subject: username.value, to: username, buyerId: buyer.buyerId });
    reply.message = 'OTP sent';
    return challengeOf(otp);
  },

  authVerifyOtp: ({ shop, input, caller, reply }) => {
    const buyer = me({ shop, caller });
    const username = parseUsername(input.username, input.identityType);
    if (!holdsUsername(buyer, username)) throw notYours('username', username.value);
    checkOtp(shop, 'VERIFY', username.value, input.otp, buyer.buyerId);
    markVerified(buyer, username.identityType);
    reply.message = `${identityWord(username.identityType)} verified`;
    return profileOf(buyer);
  },

  authChangeIdentity: ({ shop, input, caller, reply }) => {
    const buyer = me({ shop, caller });
    const current = parseUsername(input.currentUsername, undefined, 'currentUsername');
    const next = parseUsername(input.username, input.identityType);
    if (!holdsUsername(buyer, current)) throw notYours('currentUsername', current.value);
    if (current.identityType !== next.identityType) {
      throw new ShopError(
        422,
        'auth.identityTypeMismatch',
        'Replace an email with an email, or a mobile number with a mobile number.',
        {
          fieldErrors: [
            { field: 'username', message: `must be ${current.identityType === 'EMAIL' ? 'an email' : 'a mobile number'}` },
          ],
        },
      );
    }
    if (current.value === next.value) {
      throw new ShopError(422, 'auth.sameIdentity', `${next.value} is already on your account.`, {
        fieldErrors: [{ field: 'username', message: 'is the current one' }],
      });
    }
    ensureUsernameFree(shop, next, buyer.buyerId);
    checkOtp(shop, 'VERIFY', next.value, input.otp, buyer.buyerId);
    setIdentity(buyer, next, true);
    reply.message = `${identityWord(next.identityType)} updated`;
    return profileOf(buyer);
  },

  authChangePassword: ({ shop, input, caller, reply }) => {
    const buyer = me({ shop, caller });
    checkPassword(shop, buyer, input.currentPassword, 'currentPassword');
    if (input.newPassword === input.currentPassword) {
      throw new ShopError(422, 'auth.samePassword', 'The new password must differ from the current one.', {
        fieldErrors: [{ field: 'newPassword', message: 'is the current password' }],
      });
    }
    buyer.passwordHash = hashPassword(buyer.buyerId, input.newPassword);
    endOtherSessions(shop, buyer.buyerId, tokenOf(caller));
    reply.message = 'Password changed';
    return { done: true, id: buyer.buyerId };
  },

  authDeleteAccount: ({ shop, caller, reply }) => {
    const buyer = me({ shop, caller });
    deleteBuyer(shop, buyer.buyerId);
    reply.message = 'Your account has been deleted';
    return { buyerId: buyer.buyerId, type: 'BUYER' as const, status: 'DELETED' as const, deletedAt: shop.nowIso() };
  },
} satisfies Partial<ActionHandlers>;
