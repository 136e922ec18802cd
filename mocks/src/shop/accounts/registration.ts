/**
 * Sign-up: a new buyer waits in PENDING_VERIFICATION with a verification OTP on each identity until
 * one is verified. Registering a username held by an active buyer is a 409; one held by a buyer who
 * never verified restarts that sign-up.
 */
import type { Schemas } from '@attar/sdk';
import { ShopError } from '../../core/errors.ts';
import type { Shop } from '../shop.ts';
import { accountsOf, findByUsername, maskUsername, newBuyerId, setIdentity, splitName, type Username } from './buyers.ts';
import { issueOtp, OTP_RESEND_AFTER_SECONDS } from './otp.ts';
import { hashPassword } from './passwords.ts';
import type { BuyerRecord } from './state.ts';

export interface SignUp {
  name: string;
  /** Each identity with the request field that carried it (named in a 409). */
  identities: Array<{ username: Username; field: string }>;
  password?: string | undefined;
  referralCode?: string | undefined;
}

function blankBuyer(shop: Shop, name: string): BuyerRecord {
  return {
    buyerId: newBuyerId(shop),
    status: 'PENDING_VERIFICATION',
    ...splitName(name),
    emailVerified: false,
    mobileVerified: false,
    countryCode: 'in',
    passwordFailures: 0,
    socialLogins: [],
    createdAt: shop.nowIso(),
  };
}

/** Creates a pending buyer and sends a verification OTP to each identity. */
export function register(shop: Shop, signUp: SignUp): Schemas['AuthRegistration'] {
  const accounts = accountsOf(shop);
  for (const { username, field } of signUp.identities) {
    const holder = findByUsername(shop, username);
    if (holder?.status === 'ACTIVE') {
      const what = username.identityType === 'PHONE' ? 'mobile number' : 'email';
      throw new ShopError(409, 'auth.usernameTaken', `This ${what} is already registered. Sign in instead.`, {
        fieldErrors: [{ field, message: 'is already registered' }],
      });
    }
  }
  for (const { username } of signUp.identities) {
    const abandoned = findByUsername(shop, username);
    if (abandoned) delete accounts.buyers[abandoned.buyerId];
  }
  const buyer = blankBuyer(shop, signUp.name);
  for (const { username } of signUp.identities) setIdentity(buyer, username, false);
  if (signUp.password) buyer.passwordHash = hashPassword(buyer.buyerId, signUp.password);
  if (signUp.referralCode) buyer.referralCode = signUp.referralCode;
  accounts.buyers[buyer.buyerId] = buyer;

  const identities = signUp.identities.map(({ username }) => {
    const otp = issueOtp(shop, { purpose: 'VERIFY', subject: username.value, to: username, buyerId: buyer.buyerId });
    return { identityType: username.identityType, sentTo: maskUsername(username), verified: false, otpExpiresAt: otp.expiresAt };
  });
  return {
    buyerId: buyer.buyerId,
    name: signUp.name.trim(),
    type: 'BUYER',
    status: 'PENDING_VERIFICATION',
    identities,
    resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
    createdAt: buyer.createdAt,
  };
}

/** A buyer created by a social sign-in: active at once, the provider vouched for the email. */
export function registerSocial(shop: Shop, email: Username, name: string | undefined): BuyerRecord {
  const local = email.value.split('@')[0] ?? 'Buyer';
  const fallback =
    local
      .split(/[._-]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ') || 'Buyer';
  const buyer = blankBuyer(shop, name?.trim() || fallback);
  setIdentity(buyer, email, true);
  buyer.status = 'ACTIVE';
  accountsOf(shop).buyers[buyer.buyerId] = buyer;
  return buyer;
}
