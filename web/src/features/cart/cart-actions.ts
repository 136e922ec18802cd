/**
 * The cart as the rest of the storefront sees it, for a guest (guest cart) and a signed-in buyer alike.
 * Owned by the cart feature; other features import only these names.
 */
import type { Schemas } from '@attar/sdk';

export interface CartView {
  cart: Schemas['Cart'] | undefined;
  itemCount: number;
  isLoading: boolean;
  error: unknown;
}

/** The current shopper's cart (guest or buyer), kept fresh through SWR. Placeholder until the cart feature lands. */
export function useCart(): CartView {
  return { cart: undefined, itemCount: 0, isLoading: false, error: undefined };
}

/** Adds an item for the current shopper; resolves to an error message or undefined. Placeholder. */
export async function addToCart(_cin: string, _quantity: number): Promise<string | undefined> {
  return 'The cart is not ready yet.';
}

/** Starts a buy-now checkout for one item and resolves to the checkout route to open. Placeholder. */
export async function buyNow(_cin: string, _quantity: number): Promise<{ route: string } | { error: string }> {
  return { error: 'Buy now is not ready yet.' };
}

/** The guest cart ids to hand to sign-in so the cart moves to the account (undefined when none). Placeholder. */
export function guestCartForSignIn(): { guestId: string; checkOutId: string } | undefined {
  return undefined;
}
