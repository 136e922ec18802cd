/**
 * Handlers of the accounts domain: sign-up and sign-in, the signed-in account, profile and UPI,
 * address book, wishlist, rewards and coupons. One file per resource under `accounts/`.
 */
import type { ActionHandlers } from '../core/context.ts';
import { accountSecurityHandlers } from './accounts/account-security.ts';
import { addressHandlers } from './accounts/address-book.ts';
import { authGuestHandlers } from './accounts/auth-guest.ts';
import { authSessionHandlers } from './accounts/auth-session.ts';
import { profileHandlers } from './accounts/profile.ts';
import { rewardsHandlers } from './accounts/rewards.ts';
import { wishlistHandlers } from './accounts/wishlist.ts';

export const accountHandlers = {
  ...authGuestHandlers,
  ...authSessionHandlers,
  ...accountSecurityHandlers,
  ...profileHandlers,
  ...addressHandlers,
  ...wishlistHandlers,
  ...rewardsHandlers,
} satisfies Partial<ActionHandlers>;
