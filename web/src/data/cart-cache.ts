/**
 * After a cart change the server answers with the whole cart: that reply goes into the SWR entry the
 * cart is read from (no second fetch), and the reads that depend on the cart are revalidated.
 */
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { actionKey, matchActions } from './keys.ts';
import { broadcastGuestCartUpdated, saveGuestCart, type GuestIds } from './guest-session.ts';

/** Reads that price a checkout and go stale when its items or coupon change. */
const PRICED_READS = matchActions('cartReview', 'checkoutReviewBuyNow', 'checkoutPaymentMethods');

/** The key of the buyer's cart read. Every reader uses `{}` as input so there is one cache entry. */
export const buyerCartKey = () => actionKey('cartGet', {});
export const guestCartKey = (ids: GuestIds) => actionKey('guestGetCart', { guestId: ids.guestId, checkOutId: ids.checkOutId });

/** Puts the buyer's cart from a change reply into the cache and revalidates the priced reads. */
export async function storeBuyerCart(cart: Schemas['Cart']): Promise<void> {
  await mutate(buyerCartKey(), cart, { revalidate: false });
  void mutate(PRICED_READS);
}

/** Puts the guest cart from a change reply into storage and the cache, and tells the other tabs. */
export async function storeGuestCart(reply: Schemas['GuestCart']): Promise<void> {
  saveGuestCart(reply);
  await mutate(guestCartKey(reply), reply, { revalidate: false });
  broadcastGuestCartUpdated();
}

/** Re-reads the guest cart (another tab changed it). */
export const revalidateGuestCart = (): Promise<unknown> => mutate(matchActions('guestGetCart'));
