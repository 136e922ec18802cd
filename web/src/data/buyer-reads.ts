/**
 * The signed-in buyer's cached reads go at sign-in, sign-out, account deletion and on a 401. Here in the
 * data layer so that the actions and features doing those reach it without importing the app shell.
 */
import { mutate } from 'swr';
import { BUYER_READS, matchActions } from './keys.ts';

/** Drops every cached read that belongs to the signed-in buyer. */
export function forgetBuyerReads(): Promise<unknown> {
  return mutate(matchActions(...BUYER_READS), undefined, { revalidate: false });
}
