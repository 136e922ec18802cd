/**
 * The wishlist as the rest of the storefront sees it (the hearts, the header, the wishlist page), in the
 * data layer so no feature imports another for it. The store enables the wishlist for signed-in buyers, so a guest who
 * toggles a heart is sent to sign in and brought back to where they were.
 */
import { mutate } from 'swr';
import { errorMessage } from '../components/ui/status.tsx';
import { api } from './client.ts';
import { matchActions } from './keys.ts';
import { useAction } from './use-action.ts';
import { store } from '../state/store.ts';
import { useSignedIn } from '../state/signed-in.ts';
import { signInRoute } from './auth-actions.ts';
import { navigateTo } from '../lib/navigate.ts';
import { useSite } from './use-site.ts';

export interface WishlistView {
  productIds: readonly string[];
  count: number;
  isLoading: boolean;
}

const NO_IDS: readonly string[] = [];

/** The signed-in buyer's wishlist ids (empty for a guest, or with the wishlist off), from the one `wishlistList` read. */
export function useWishlist(): WishlistView {
  const signedIn = useSignedIn();
  // read once the configuration says the wishlist is on (a page the browser renders alone starts without it)
  const on = useSite().data?.features?.wishlist === true;
  const auth = signedIn && on;
  // not the app's keepPreviousData: once the buyer is signed out (or a 401 ends the session) their ids
  // must not stay on the hearts
  const { data, isLoading } = useAction('wishlistList', auth ? {} : null, { keepPreviousData: false });
  return { productIds: data?.productIds ?? NO_IDS, count: data?.totalItems ?? 0, isLoading };
}

/** What a guest reads when a wishlist action sends them to sign in. */
export const WISHLIST_SIGN_IN_MESSAGE = 'Sign in to save perfumes to your wishlist.';

function sendToSignIn(): void {
  const { pathname, search, hash } = window.location;
  navigateTo(signInRoute(`${pathname}${search}${hash}`));
}

/**
 * Adds or removes a product; a guest is sent to sign in. Resolves to an error message or undefined.
 * @example const error = await toggleWishlist('PR00012', true);
 */
export async function toggleWishlist(productId: string, on: boolean): Promise<string | undefined> {
  if (!store.auth) {
    sendToSignIn();
    return WISHLIST_SIGN_IN_MESSAGE;
  }
  const result = on ? await api.wishlist.add({ wishList: { productId } }) : await api.wishlist.remove({ productId });
  if (result.error) {
    // a 401 has already turned the shopper into a guest (data/client.ts); take them to sign in
    if (!store.auth) {
      sendToSignIn();
      return WISHLIST_SIGN_IN_MESSAGE;
    }
    return errorMessage(result.error);
  }
  const { productIds, items, count } = result.data;
  // the reply is the whole wishlist: it becomes the cached read without another request
  await mutate(matchActions('wishlistList'), { productIds, items, totalItems: count }, { revalidate: false });
  return undefined;
}
