/**
 * The one SWR key factory: a key is `[actiontag, input]`, so every hook over the same action and input
 * shares one cache entry, and mutations revalidate by actiontag.
 */
import type { ActionInput, ActionName } from '@attar/sdk';

export type ActionKey<A extends ActionName = ActionName> = readonly [A, ActionInput<A> | undefined];

/** The cache key of an action call. @example actionKey('cartGet') */
export const actionKey = <A extends ActionName>(action: A, input?: ActionInput<A>): ActionKey<A> => [action, input] as const;

/** True for keys of the given actions: `mutate(matchActions('cartGet', 'cartReview'))`. */
export const matchActions =
  (...names: ActionName[]) =>
  (key: unknown): boolean =>
    Array.isArray(key) && names.includes(key[0] as ActionName);

/** Reads that belong to the signed-in buyer: dropped at sign-in, sign-out and on a 401. */
export const BUYER_READS: ActionName[] = [
  'cartGet',
  'wishlistList',
  'profileGet',
  'addressList',
  'ordersList',
  'ordersListActive',
  'ordersListCompleted',
  'ordersListCancelled',
  'ordersListPast',
  'ordersGet',
  'ordersGetByFulfillment',
  'catalogRecentlyViewed',
  'reviewsListByBuyer',
  'reviewsListByFulfillment',
  'checkoutPaymentMethods',
];
