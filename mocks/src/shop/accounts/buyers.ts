/**
 * Buyers: usernames (email or 10-digit mobile), lookups, the profile view and the account's life
 * (create, activate, delete). Handlers go through these so every action applies the same rules.
 */
import { usernameType, type Schemas } from '@attar/sdk';
import { refuse, ShopError } from '../../core/errors.ts';
import { endSession } from '../../core/sessions.ts';
import type { Shop } from '../shop.ts';
import type { AccountsState, BuyerRecord, IdentityType } from './state.ts';

/** The same shape Ajv's `format: email` accepts, so stored emails always fit the contract. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export interface Username {
  value: string;
  identityType: IdentityType;
}

export const accountsOf = (shop: Shop): AccountsState => shop.state.accounts;

/**
 * Normalises a username and works out its type (numeric means PHONE, docs/product-rules.md 5); a malformed one is a
 * 400 naming `field`.
 * @example
 * parseUsername('98765 43210') // { value: '9876543210', identityType: 'PHONE' }
 */
export function parseUsername(raw: string, identityType?: IdentityType, field = 'username'): Username {
  const type = identityType ?? usernameType(raw);
  if (type === 'PHONE') {
    const digits = raw.replace(/[\s-]/g, '').replace(/^\+91(?=[0-9]{10}$)/, '');
    if (!/^[0-9]{10}$/.test(digits)) throw refuse.invalid(field, 'must be a 10-digit mobile number');
    return { value: digits, identityType: 'PHONE' };
  }
  const email = raw.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw refuse.invalid(field, 'must be a valid email address');
  return { value: email, identityType: 'EMAIL' };
}

/** The buyer holding an email or mobile, if any. */
export function findByUsername(shop: Shop, username: Username): BuyerRecord | undefined {
  return Object.values(accountsOf(shop).buyers).find((buyer) =>
    username.identityType === 'EMAIL' ? buyer.email === username.value : buyer.mobile === username.value,
  );
}

/** The buyer holding a username, or a 404 telling the shopper to sign up. */
export function requireByUsername(shop: Shop, username: Username): BuyerRecord {
  const buyer = findByUsername(shop, username);
  if (!buyer) {
    const what = username.identityType === 'PHONE' ? `mobile number ${username.value}` : username.value;
    throw new ShopError(404, 'auth.unknownUser', `No account uses ${what}. Check it or sign up.`, {
      fieldErrors: [{ field: 'username', message: 'is not registered' }],
    });
  }
  return buyer;
}

/** The signed-in buyer's record; a session whose buyer is gone is treated as expired. */
export function requireBuyerRecord(shop: Shop, buyerId: string): BuyerRecord {
  const buyer = accountsOf(shop).buyers[buyerId];
  if (!buyer) throw refuse.sessionExpired();
  return buyer;
}

/** Whether the buyer holds this email or mobile. */
export function holdsUsername(buyer: BuyerRecord, username: Username): boolean {
  return username.identityType === 'EMAIL' ? buyer.email === username.value : buyer.mobile === username.value;
}

/** Refuses (409) a username another buyer already uses. */
export function ensureUsernameFree(shop: Shop, username: Username, exceptBuyerId?: string): void {
  const holder = findByUsername(shop, username);
  if (holder && holder.buyerId !== exceptBuyerId) {
    const what = username.identityType === 'PHONE' ? 'mobile number' : 'email';
    throw new ShopError(409, 'auth.usernameTaken', `This ${what} is already registered. Sign in instead.`, {
      fieldErrors: [{ field: 'username', message: 'is already registered' }],
    });
  }
}

/** Splits a full name into first and last (everything after the first word). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** A fresh `BY000000` id (skipping the seeded ones). */
export function newBuyerId(shop: Shop): string {
  let id = shop.nextId('BY', 6);
  while (accountsOf(shop).buyers[id]) id = shop.nextId('BY', 6);
  return id;
}

/** Sets (and marks) one identity of a buyer. */
export function setIdentity(buyer: BuyerRecord, username: Username, verified: boolean): void {
  if (username.identityType === 'EMAIL') {
    buyer.email = username.value;
    buyer.emailVerified = verified;
  } else {
    buyer.mobile = username.value;
    buyer.mobileVerified = verified;
  }
}

/** Marks an identity verified; the account turns active with its first verified identity. */
export function markVerified(buyer: BuyerRecord, identityType: IdentityType): void {
  if (identityType === 'EMAIL') buyer.emailVerified = true;
  else buyer.mobileVerified = true;
  buyer.status = 'ACTIVE';
}

/** Where an OTP for this identity type goes, masked for the reply. */
export function maskUsername(username: Username): string {
  if (username.identityType === 'PHONE') return `${username.value.slice(0, 2)}******${username.value.slice(-2)}`;
  const [local = '', domain = ''] = username.value.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(3, local.length - 2))}@${domain}`;
}

/** The buyer's email or mobile of a type, as a username. */
export function identityOf(buyer: BuyerRecord, identityType: IdentityType): Username | undefined {
  const value = identityType === 'EMAIL' ? buyer.email : buyer.mobile;
  return value ? { value, identityType } : undefined;
}

/** The profile as the API shows it. */
export function profileOf(buyer: BuyerRecord): Schemas['BuyerProfile'] {
  const identities: Schemas['BuyerProfile']['identities'] = [];
  if (buyer.email) identities.push({ identityType: 'EMAIL', value: buyer.email, verified: buyer.emailVerified });
  if (buyer.mobile) identities.push({ identityType: 'PHONE', value: buyer.mobile, verified: buyer.mobileVerified });
  const profile: Schemas['BuyerProfile'] = {
    buyerId: buyer.buyerId,
    type: 'BUYER',
    name: [buyer.firstName, buyer.middleName, buyer.lastName].filter(Boolean).join(' '),
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    countryCode: buyer.countryCode,
    identities,
    createdAt: buyer.createdAt,
  };
  if (buyer.middleName) profile.middleName = buyer.middleName;
  if (buyer.email) profile.email = buyer.email;
  if (buyer.mobile) profile.mobile = buyer.mobile;
  if (buyer.dob) profile.dob = buyer.dob;
  if (buyer.gender) profile.gender = buyer.gender;
  if (buyer.upiId) profile.upiId = buyer.upiId;
  if (buyer.gpayId) profile.gpayId = buyer.gpayId;
  return profile;
}

/** Ends every session of a buyer; returns how many ended. */
export function endBuyerSessions(shop: Shop, buyerId: string): number {
  const token = Object.values(shop.state.sessions).find((s) => s.buyerId === buyerId)?.token;
  return token ? endSession(shop, token, true) : 0;
}

/** Deletes a buyer with their addresses, wishlist, rewards and pending OTPs, and ends their sessions. */
export function deleteBuyer(shop: Shop, buyerId: string): number {
  const accounts = accountsOf(shop);
  delete accounts.buyers[buyerId];
  delete accounts.addressBooks[buyerId];
  delete accounts.wishlists[buyerId];
  delete accounts.rewards?.[buyerId];
  for (const [key, otp] of Object.entries(accounts.otps)) {
    if (otp.buyerId === buyerId || otp.subject === buyerId) delete accounts.otps[key];
  }
  return endBuyerSessions(shop, buyerId);
}
