/**
 * What other domains may ask of accounts. Owned by the accounts domain; the signatures are the
 * agreement between domains, the bodies are the accounts domain's to write.
 */
import type { Schemas } from '@attar/sdk';
import type { Shop } from '../shop.ts';

const notYet = (name: string): never => {
  throw new Error(`accounts.${name} is not implemented yet`);
};

/** A buyer's profile, or undefined for an unknown id. */
export function buyerProfile(_shop: Shop, _buyerId: string): Schemas['BuyerProfile'] | undefined {
  return notYet('buyerProfile');
}

/** A buyer's saved addresses (active ones). */
export function buyerAddresses(_shop: Shop, _buyerId: string): Schemas['Address'][] {
  return notYet('buyerAddresses');
}

/** Whether a product is on a buyer's wishlist. */
export function isWishlisted(_shop: Shop, _buyerId: string, _productId: string): boolean {
  return notYet('isWishlisted');
}
