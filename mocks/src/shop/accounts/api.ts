/**
 * What other domains may ask of accounts. Owned by the accounts domain; the signatures are the
 * agreement between domains, the bodies are the accounts domain's to write.
 */
import type { Schemas } from '@attar/sdk';
import type { Shop } from '../shop.ts';
import { listAddresses } from './addresses.ts';
import { profileOf } from './buyers.ts';
import { wishlistIds } from './wishlist-ids.ts';

/** A buyer's profile, or undefined for an unknown id. */
export function buyerProfile(shop: Shop, buyerId: string): Schemas['BuyerProfile'] | undefined {
  const buyer = shop.state.accounts.buyers[buyerId];
  return buyer ? profileOf(buyer) : undefined;
}

/** A buyer's saved addresses (active ones). */
export function buyerAddresses(shop: Shop, buyerId: string): Schemas['Address'][] {
  return listAddresses(shop, buyerId)
    .filter((a) => a.status !== 'I')
    .map((a) => ({ ...a }));
}

/** Whether a product is on a buyer's wishlist. */
export function isWishlisted(shop: Shop, buyerId: string, productId: string): boolean {
  return wishlistIds(shop, buyerId).includes(productId);
}
