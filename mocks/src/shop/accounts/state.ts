/**
 * Accounts slice: buyers, their pending OTPs, address books, wishlists and "join as" applications.
 * Plain JSON only (ISO strings, records keyed by id) so the shop can be saved with `--state FILE`.
 */
import type { Schemas } from '@attar/sdk';

export type IdentityType = Schemas['IdentityType'];

/** A public coupon as the wallet lists it; the buyer's own status is added per reply. */
export type CouponTerms = Omit<Schemas['BuyerCoupon'], 'status' | 'usedAt' | 'orderId'>;

/** Why an OTP was sent; each purpose has its own pending OTP per subject. */
export type OtpPurpose =
  | 'SIGN_IN'
  | 'VERIFY'
  | 'PASSWORD_RESET'
  | 'UPI_CHANGE'
  | 'IDENTITY_CHANGE'
  | 'PASSWORD_CHANGE'
  | 'ACCOUNT_DELETION';

/** A buyer account as the shop keeps it (the profile reply is built from it). */
export interface BuyerRecord {
  buyerId: string;
  status: 'PENDING_VERIFICATION' | 'ACTIVE';
  firstName: string;
  middleName?: string;
  lastName: string;
  email?: string;
  emailVerified: boolean;
  mobile?: string;
  mobileVerified: boolean;
  countryCode: string;
  dob?: string;
  gender?: Schemas['Gender'];
  upiId?: string;
  gpayId?: string;
  /** Deterministic, non-cryptographic hash (see passwords.ts); absent for OTP-only buyers. */
  passwordHash?: string;
  /** Wrong passwords in a row; five lock password sign-in for a while. */
  passwordFailures: number;
  passwordLockedUntil?: string;
  socialLogins: Array<{ socialType: 'GOOGLE' | 'FACEBOOK' | 'APPLE'; socialId: string }>;
  referralCode?: string;
  createdAt: string;
}

/** One OTP waiting to be checked. The subject is a username, or a buyer id for per-account purposes. */
export interface OtpRecord {
  purpose: OtpPurpose;
  subject: string;
  /** The email or mobile the OTP went to. */
  sentTo: string;
  identityType: IdentityType;
  buyerId?: string;
  code: string;
  sentAt: string;
  expiresAt: string;
  wrongTries: number;
  lockedUntil?: string;
  /** What the OTP confirms (the requested UPI id, for example). */
  payload?: Record<string, string>;
}

export interface WishlistRecord {
  /** Most recently added first. */
  entries: Array<{ productId: string; addedAt: string }>;
  updatedAt: string;
}

export interface JoinAsRecord {
  applicationId: string;
  joinAs: string;
  name: string;
  email?: string;
  mobile: string;
  pincode: string;
  city: string;
  state: string;
  country: string;
  status: 'RECEIVED' | 'APPROVED' | 'REJECTED';
  createdAt: string;
}

/** A buyer's reward points ledger and the friends they invited (rewards.ts). */
export interface RewardsRecord {
  entries: Schemas['RewardEntry'][];
  referrals: Schemas['ReferralEntry'][];
}

export interface AccountsState {
  buyers: Record<string, BuyerRecord>;
  /** Keyed `PURPOSE:subject`. */
  otps: Record<string, OtpRecord>;
  /** Saved addresses by buyer id, in the order they were added. */
  addressBooks: Record<string, Schemas['Address'][]>;
  wishlists: Record<string, WishlistRecord>;
  applications: JoinAsRecord[];
  /** The public coupons the coupon wallet lists (the cart domain applies the same codes). */
  coupons: CouponTerms[];
  /** Reward points and referrals by buyer id (absent from shops saved before they were kept). */
  rewards?: Record<string, RewardsRecord>;
}

export interface AccountsSlice {
  accounts: AccountsState;
}
