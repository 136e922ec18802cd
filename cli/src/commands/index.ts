/**
 * The command tree: one folder per noun, one file per verb; `attar check` (scenarios) is one more
 * top-level command.
 */
import type { CommandSpec, GroupSpec } from '../command.ts';
import account from './account/index.ts';
import address from './address/index.ts';
import analytics from './analytics/index.ts';
import auth from './auth/index.ts';
import check from './check/index.ts';
import cart from './cart/index.ts';
import catalog from './catalog/index.ts';
import checkout from './checkout/index.ts';
import completion from './completion/index.ts';
import config from './config/index.ts';
import drafts from './drafts/index.ts';
import enquiries from './enquiries/index.ts';
import guest from './guest/index.ts';
import orders from './orders/index.ts';
import profile from './profile/index.ts';
import quotes from './quotes/index.ts';
import returns from './returns/index.ts';
import reviews from './reviews/index.ts';
import rewards from './rewards/index.ts';
import store from './store/index.ts';
import wishlist from './wishlist/index.ts';

export const commandTree: ReadonlyArray<CommandSpec<any> | GroupSpec> = [
  auth,
  catalog,
  wishlist,
  cart,
  checkout,
  orders,
  returns,
  reviews,
  profile,
  address,
  account,
  guest,
  quotes,
  drafts,
  enquiries,
  rewards,
  store,
  analytics,
  check,
  config,
  completion,
];
