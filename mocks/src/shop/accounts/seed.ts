/**
 * The demo buyer every fresh shop starts with: Ananya Rao, who signs in with her mobile, her email or
 * a password, has two saved addresses, three perfumes on her wishlist, and reward points and referrals
 * for a store that switches them on (rewards.ts). Fixed ids, no randomness
 * (other slices draw from the seeded generator; taking numbers here would shift them).
 */
import type { Schemas } from '@attar/sdk';
import { DAY, HOUR } from '../../core/clock.ts';
import { seedPublicCoupons } from './coupons.ts';
import { hashPassword } from './passwords.ts';
import { seedRewards } from './rewards.ts';
import type { CatalogueSlice } from '../catalogue/state.ts';
import type { SeedContext } from '../seed-context.ts';
import type { AccountsSlice, AccountsState, BuyerRecord } from './state.ts';

/** The demo buyer's id and credentials, for tests and docs. */
export const DEMO_BUYER = {
  buyerId: 'BY000017',
  name: 'Ananya Rao',
  mobile: '9876543210',
  email: 'ananya.rao@example.in',
  password: 'Attar@2026',
  /** Bengaluru 560001, default shipping and billing. */
  homeAddressId: 'AD000123',
  /** Mumbai 400001. */
  workAddressId: 'AD000124',
  wishlist: ['PR00012', 'PR00021', 'PR00025'],
} as const;

function demoBuyer(): BuyerRecord {
  return {
    buyerId: DEMO_BUYER.buyerId,
    status: 'ACTIVE',
    firstName: 'Ananya',
    lastName: 'Rao',
    email: DEMO_BUYER.email,
    emailVerified: true,
    mobile: DEMO_BUYER.mobile,
    mobileVerified: true,
    countryCode: 'in',
    dob: '1994-08-15',
    gender: 'FEMALE',
    upiId: 'ananya@okaxis',
    passwordHash: hashPassword(DEMO_BUYER.buyerId, DEMO_BUYER.password),
    passwordFailures: 0,
    socialLogins: [],
    createdAt: '2025-03-02T08:30:00.000Z',
  };
}

function demoAddresses(): Schemas['Address'][] {
  const common = {
    addressee: DEMO_BUYER.name,
    contactNumber: DEMO_BUYER.mobile,
    countryCode: 'in',
    country: 'India',
    isInternational: false,
  } as const;
  return [
    {
      addressId: DEMO_BUYER.homeAddressId,
      type: 'H',
      status: 'A',
      ...common,
      line1: 'Flat 302, Lavelle Residency',
      line2: '14 Lavelle Road',
      location: 'Near UB City',
      cityOrArea: 'Bengaluru',
      state: 'Karnataka',
      zipcode: '560001',
      defaultBillingAddress: 'Y',
      defaultShippingAddress: 'Y',
    },
    {
      addressId: DEMO_BUYER.workAddressId,
      type: 'W',
      status: 'Active',
      ...common,
      line1: '3rd Floor, Kothari House',
      line2: '15 Ambalal Doshi Marg, Fort',
      cityOrArea: 'Mumbai',
      state: 'Maharashtra',
      zipcode: '400001',
      defaultBillingAddress: 'N',
      defaultShippingAddress: 'N',
    },
  ];
}

/** A fresh accounts state with the demo buyer; `now` dates the wishlist. */
export function seedAccounts(now: Date): AccountsState {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  const [newest, middle, oldest] = DEMO_BUYER.wishlist;
  return {
    buyers: { [DEMO_BUYER.buyerId]: demoBuyer() },
    otps: {},
    addressBooks: { [DEMO_BUYER.buyerId]: demoAddresses() },
    wishlists: {
      [DEMO_BUYER.buyerId]: {
        entries: [
          { productId: newest, addedAt: at(2 * HOUR) },
          { productId: middle, addedAt: at(DAY) },
          { productId: oldest, addedAt: at(3 * DAY) },
        ],
        updatedAt: at(2 * HOUR),
      },
    },
    applications: [],
    coupons: seedPublicCoupons(),
    rewards: { [DEMO_BUYER.buyerId]: seedRewards(now) },
  };
}

/** The accounts slice with its demo buyer (Ananya Rao); prints nothing. */
export function createAccountsSlice(ctx: SeedContext & { catalogue: CatalogueSlice }): AccountsSlice {
  return { accounts: seedAccounts(ctx.now) };
}
