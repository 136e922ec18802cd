/**
 * One-time passwords. Every OTP is the shop's predictable code (`shop.otp`, default 123456), printed
 * to the shop log, valid for 10 minutes of shop time and single-use. Five wrong tries lock the
 * purpose for that subject: further checks and new requests get a 429 with `retryAfterSeconds`.
 */
import type { Schemas } from '@attar/sdk';
import { ShopError } from '../../core/errors.ts';
import type { Shop } from '../shop.ts';
import { accountsOf, maskUsername, type Username } from './buyers.ts';
import type { OtpPurpose, OtpRecord } from './state.ts';

export const OTP_VALID_MS = 10 * 60_000;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_LOCK_MS = 10 * 60_000;
export const OTP_RESEND_AFTER_SECONDS = 30;

const LABELS: Record<OtpPurpose, string> = {
  SIGN_IN: 'sign-in',
  VERIFY: 'verification',
  PASSWORD_RESET: 'password reset',
  UPI_CHANGE: 'UPI change',
  IDENTITY_CHANGE: 'identity change',
  PASSWORD_CHANGE: 'password change',
  ACCOUNT_DELETION: 'account deletion',
};

const keyOf = (purpose: OtpPurpose, subject: string) => `${purpose}:${subject}`;

const secondsUntil = (shop: Shop, iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - shop.clock.now().getTime()) / 1000));

function tooManyTries(shop: Shop, lockedUntil: string): ShopError {
  const seconds = secondsUntil(shop, lockedUntil);
  return new ShopError(429, 'otp.tooManyAttempts', `Too many wrong OTPs. Try again in ${Math.ceil(seconds / 60)} minutes.`, {
    retryAfterSeconds: seconds,
  });
}

const isLocked = (shop: Shop, record: OtpRecord | undefined): record is OtpRecord & { lockedUntil: string } =>
  record?.lockedUntil !== undefined && Date.parse(record.lockedUntil) > shop.clock.now().getTime();

export interface OtpRequest {
  purpose: OtpPurpose;
  /** A username, or the buyer id for per-account purposes (UPI, password, deletion). */
  subject: string;
  to: Username;
  buyerId?: string;
  payload?: Record<string, string>;
}

/**
 * Sends (logs) an OTP and keeps it pending; a new request replaces the previous OTP of that purpose.
 * @example
 * issueOtp(shop, { purpose: 'SIGN_IN', subject: '9876543210', to: { value: '9876543210', identityType: 'PHONE' } });
 */
export function issueOtp(shop: Shop, request: OtpRequest): OtpRecord {
  const otps = accountsOf(shop).otps;
  const key = keyOf(request.purpose, request.subject);
  const previous = otps[key];
  if (isLocked(shop, previous)) throw tooManyTries(shop, previous.lockedUntil);
  const now = shop.clock.now();
  const record: OtpRecord = {
    purpose: request.purpose,
    subject: request.subject,
    sentTo: request.to.value,
    identityType: request.to.identityType,
    code: shop.otp,
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + OTP_VALID_MS).toISOString(),
    wrongTries: 0,
  };
  if (request.buyerId) record.buyerId = request.buyerId;
  if (request.payload) record.payload = request.payload;
  otps[key] = record;
  shop.log(`[otp] ${request.to.value}: ${record.code} (${LABELS[request.purpose]})`);
  return record;
}

/**
 * Checks an OTP: 422 `otp.notRequested`, `otp.expired` or `otp.invalid`, 429 `otp.tooManyAttempts`
 * once five wrong tries were made. A right OTP is used up and its record returned.
 */
export function checkOtp(shop: Shop, purpose: OtpPurpose, subject: string, code: string, owner?: string): OtpRecord {
  const otps = accountsOf(shop).otps;
  const key = keyOf(purpose, subject);
  const record = otps[key];
  if (!record || (owner !== undefined && record.buyerId !== owner)) {
    throw new ShopError(422, 'otp.notRequested', `No ${LABELS[purpose]} OTP is waiting. Request one first.`, {
      fieldErrors: [{ field: 'otp', message: 'was not requested' }],
    });
  }
  if (isLocked(shop, record)) throw tooManyTries(shop, record.lockedUntil);
  if (Date.parse(record.expiresAt) <= shop.clock.now().getTime()) {
    delete otps[key];
    throw new ShopError(422, 'otp.expired', 'This OTP has expired. Request a new one.', {
      fieldErrors: [{ field: 'otp', message: 'has expired' }],
    });
  }
  if (code !== record.code) {
    record.wrongTries++;
    const left = OTP_MAX_WRONG_TRIES - record.wrongTries;
    if (left <= 0) record.lockedUntil = new Date(shop.clock.now().getTime() + OTP_LOCK_MS).toISOString();
    const message =
      left > 0
        ? `The OTP is wrong. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : `The OTP is wrong and that was the last try. Request a new OTP in ${OTP_LOCK_MS / 60_000} minutes.`;
    throw new ShopError(422, 'otp.invalid', message, { fieldErrors: [{ field: 'otp', message: 'is wrong' }] });
  }
  delete otps[key];
  return record;
}

/** The pending OTP of a purpose and subject, if any (unchecked). */
export function pendingOtp(shop: Shop, purpose: OtpPurpose, subject: string): OtpRecord | undefined {
  return accountsOf(shop).otps[keyOf(purpose, subject)];
}

/** Where an OTP went and for how long it is valid (`AuthOtpChallenge`). */
export function challengeOf(record: OtpRecord): Schemas['AuthOtpChallenge'] {
  return {
    identityType: record.identityType,
    sentTo: maskUsername({ value: record.sentTo, identityType: record.identityType }),
    otpLength: 6,
    expiresAt: record.expiresAt,
    resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
  };
}

/** The buyer-service challenge, which also names the purpose. */
export function buyerChallengeOf(
  record: OtpRecord,
  purpose: Schemas['BuyerOtpChallenge']['purpose'],
): Schemas['BuyerOtpChallenge'] {
  return { purpose, ...challengeOf(record) };
}
