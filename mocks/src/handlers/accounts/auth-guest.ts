/**
 * Guest-side account actions (POST /buyerAccountService): username checks, sign-up, sign-in by OTP,
 * password or identity provider, password reset and "join as" applications.
 */
import type { Schemas } from '@attar/sdk';
import type { ActionHandlers } from '../../core/context.ts';
import { ShopError } from '../../core/errors.ts';
import {
  accountsOf,
  endBuyerSessions,
  findByUsername,
  markVerified,
  parseUsername,
  requireByUsername,
} from '../../shop/accounts/buyers.ts';
import { challengeOf, checkOtp, issueOtp, OTP_RESEND_AFTER_SECONDS } from '../../shop/accounts/otp.ts';
import { hashPassword } from '../../shop/accounts/passwords.ts';
import { register, registerSocial } from '../../shop/accounts/registration.ts';
import { checkPassword, readSocialToken, signIn } from '../../shop/accounts/sign-in.ts';
import { featureOffFor } from '../../shop/features.ts';
import { identityWord } from './common.ts';

export const authGuestHandlers = {
  authVerifyUsername: ({ shop, input, reply }) => {
    const username = parseUsername(input.username, input.identityType);
    const buyer = findByUsername(shop, username);
    const flow = input.signInFlow ?? 1;
    const check: Schemas['AuthUsernameCheck'] = {
      username: username.value,
      identityType: username.identityType,
      exists: Boolean(buyer),
      otpSent: false,
      signInFlow: flow,
    };
    if (!buyer) {
      reply.message = 'No account uses this username yet. Sign up to continue.';
      if (flow === 2) check.signInMethods = [];
      return check;
    }
    check.hasPassword = Boolean(buyer.passwordHash);
    if (flow === 2) {
      check.signInMethods = [
        'OTP',
        ...(buyer.passwordHash ? (['PASSWORD'] as const) : []),
        ...(buyer.socialLogins.length ? (['SOCIAL'] as const) : []),
      ];
    }
    if (input.otpFlag === 'Y') {
      const otp = issueOtp(shop, { purpose: 'SIGN_IN', subject: username.value, to: username, buyerId: buyer.buyerId });
      const challenge = challengeOf(otp);
      Object.assign(check, {
        otpSent: true,
        sentTo: challenge.sentTo,
        otpExpiresAt: otp.expiresAt,
        resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
      });
      reply.message = 'OTP sent';
    } else {
      reply.message = 'Account found';
    }
    return check;
  },

  authRegister: ({ shop, input, reply }) => {
    const username = parseUsername(input.username, input.identityType);
    const registration = register(shop, {
      name: input.name,
      identities: [{ username, field: 'username' }],
      password: input.password,
      referralCode: input.referralCode,
    });
    reply.message = `Account created. Enter the OTP sent to your ${username.identityType === 'EMAIL' ? 'email' : 'mobile'}.`;
    return registration;
  },

  authRegisterWithIdentities: ({ shop, input, reply }) => {
    const identities = [
      { username: parseUsername(input.email, 'EMAIL', 'email'), field: 'email' },
      { username: parseUsername(input.mobile, 'PHONE', 'mobile'), field: 'mobile' },
    ];
    reply.message = 'Account created. Enter the OTPs sent to your email and mobile.';
    return register(shop, { name: input.name, identities, password: input.password, referralCode: input.referralCode });
  },

  authVerifyIdentity: ({ shop, input, reply }) => {
    const username = parseUsername(input.username, input.identityType);
    const buyer = requireByUsername(shop, username);
    checkOtp(shop, 'VERIFY', username.value, input.otp, buyer.buyerId);
    const isNew = buyer.status !== 'ACTIVE';
    markVerified(buyer, username.identityType);
    reply.message = isNew
      ? `${identityWord(username.identityType)} verified. Welcome to attar!`
      : `${identityWord(username.identityType)} verified`;
    return signIn(shop, buyer, input, isNew);
  },

  authSignInWithOtp: ({ shop, input, reply }) => {
    const username = parseUsername(input.username, input.identityType);
    const buyer = requireByUsername(shop, username);
    checkOtp(shop, 'SIGN_IN', username.value, input.otp, buyer.buyerId);
    // the OTP proves the buyer holds this email or mobile
    markVerified(buyer, username.identityType);
    reply.message = 'Signed in';
    return signIn(shop, buyer, input);
  },

  authSignInWithPassword: ({ shop, input, reply }) => {
    const username = parseUsername(input.username, input.identityType);
    const buyer = requireByUsername(shop, username);
    if (buyer.status !== 'ACTIVE') {
      throw new ShopError(422, 'auth.unverified', 'Verify your account with the OTP we sent before signing in with a password.', {
        fieldErrors: [{ field: 'username', message: 'is not verified yet' }],
      });
    }
    checkPassword(shop, buyer, input.password);
    reply.message = 'Signed in';
    return signIn(shop, buyer, input);
  },

  authSocialLogin: ({ shop, input, reply }) => {
    const claimed = readSocialToken(input.socialAccessToken, input.email);
    const email = parseUsername(claimed.email, 'EMAIL', 'socialAccessToken');
    const linked = Object.values(accountsOf(shop).buyers).find((b) =>
      b.socialLogins.some((s) => s.socialType === input.socialType && s.socialId === input.socialId),
    );
    let buyer = linked ?? findByUsername(shop, email);
    const isNew = !buyer;
    // a first sign-in with the provider creates the account: that needs sign-up as well
    const signUpOff = isNew ? featureOffFor(shop, ['signUp']) : undefined;
    if (signUpOff) throw signUpOff;
    if (!buyer) buyer = registerSocial(shop, email, input.name);
    else if (!linked) markVerified(buyer, 'EMAIL');
    if (!linked) buyer.socialLogins.push({ socialType: input.socialType, socialId: input.socialId });
    reply.message = isNew ? 'Welcome to attar!' : 'Signed in';
    return signIn(shop, buyer, input, isNew);
  },

  authRequestPasswordReset: ({ shop, input, reply }) => {
    const username = parseUsername(input.username, input.identityType);
    const buyer = requireByUsername(shop, username);
    const otp = issueOtp(shop, { purpose: 'PASSWORD_RESET', subject: username.value, to: username, buyerId: buyer.buyerId });
    reply.message = 'OTP sent';
    return challengeOf(otp);
  },

  authResetPassword: ({ shop, input, reply }) => {
    const username = parseUsername(input.username, input.identityType);
    const buyer = requireByUsername(shop, username);
    checkOtp(shop, 'PASSWORD_RESET', username.value, input.otp, buyer.buyerId);
    buyer.passwordHash = hashPassword(buyer.buyerId, input.password);
    buyer.passwordFailures = 0;
    delete buyer.passwordLockedUntil;
    markVerified(buyer, username.identityType);
    endBuyerSessions(shop, buyer.buyerId);
    reply.message = 'Password changed. Sign in with the new password.';
    return { done: true, id: buyer.buyerId };
  },

  authJoinAs: ({ shop, input, reply }) => {
    const applications = accountsOf(shop).applications;
    const joinAs = input.joinAs.trim().toUpperCase();
    if (applications.some((a) => a.mobile === input.mobile && a.joinAs === joinAs && a.status === 'RECEIVED')) {
      throw new ShopError(
        409,
        'joinAs.alreadyApplied',
        `We already have your application to join as ${joinAs}. Our team will call you soon.`,
        { fieldErrors: [{ field: 'mobile', message: 'has already applied' }] },
      );
    }
    const application = {
      applicationId: shop.nextId('JA', 6),
      joinAs,
      name: input.name.trim(),
      mobile: input.mobile,
      pincode: input.pincode,
      city: input.city,
      state: input.state,
      country: input.country,
      status: 'RECEIVED' as const,
      createdAt: shop.nowIso(),
      ...(input.email ? { email: input.email.toLowerCase() } : {}),
    };
    applications.push(application);
    reply.message = 'Thanks! Our team will call you within 2 business days.';
    return {
      applicationId: application.applicationId,
      joinAs,
      name: application.name,
      status: application.status,
      createdAt: application.createdAt,
    };
  },
} satisfies Partial<ActionHandlers>;
