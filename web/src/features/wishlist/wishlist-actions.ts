/**
 * The wishlist as the rest of the storefront sees it. Owned by the wishlist feature; other features
 * import only these names.
 */
export interface WishlistView {
  productIds: readonly string[];
  count: number;
  isLoading: boolean;
}

/** The signed-in buyer's wishlist ids (empty for a guest). Placeholder until the wishlist feature lands. */
export function useWishlist(): WishlistView {
  return { productIds: [], count: 0, isLoading: false };
}

/** Adds or removes a product; a guest is asked to sign in. Resolves to an error message or undefined. Placeholder. */
export async function toggleWishlist(_productId: string, _on: boolean): Promise<string | undefined> {
  return 'The wishlist is not ready yet.';
}
