/**
 * The cart as the rest of the storefront sees it, for a guest (guest cart) and a signed-in buyer alike.
 * In the data layer: the catalogue, checkout, wishlist and header all use it, and features never import
 * each other.
 */
import { useCallback, useEffect } from 'react';
import type { ActionInput, Schemas } from '@attar/sdk';
import { api } from './client.ts';
import { useAction } from './use-action.ts';
import { store } from '../state/store.ts';
import { useSignedIn } from '../state/signed-in.ts';
import { toast } from '../state/toasts.ts';
import { errorMessage } from '../components/ui/status.tsx';
import { signInRoute } from './auth-actions.ts';
import { revalidateGuestCart, storeBuyerCart, storeGuestCart } from './cart-cache.ts';
import {
  cachedGuestItemCount,
  clearGuestKeys,
  expireGuestSession,
  onGuestCartUpdatedElsewhere,
  readGuestIds,
  startGuestSession,
  useGuestIds,
} from './guest-session.ts';

export interface CartView {
  cart: Schemas['Cart'] | undefined;
  itemCount: number;
  isLoading: boolean;
  error: unknown;
  /** True while the shopper is a guest: the cart is the guest cart. */
  isGuest?: boolean;
  /** Reads the cart again (the retry of an error state). */
  retry?: () => void;
}

/** Codes of a guest cart the server no longer has: the stored ids are dropped. */
const GONE = new Set(['guest.sessionExpired', 'guest.notFound']);
const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;

let crossTabStarted = false;
/** Once per page: the expiry check, and re-reading the guest cart when another tab changed it. */
function startCartWatch(): void {
  if (crossTabStarted) return;
  crossTabStarted = true;
  startGuestSession();
  onGuestCartUpdatedElsewhere(() => void revalidateGuestCart());
}

/** The current shopper's cart (guest or buyer), kept fresh through SWR. */
export function useCart(): CartView {
  const auth = useSignedIn();
  const guest = useGuestIds();
  useEffect(startCartWatch, []);
  // no previous cart may linger when the shopper changes (sign-in, sign-out)
  const buyer = useAction('cartGet', auth ? {} : null, { keepPreviousData: false });
  const guestRead = useAction('guestGetCart', !auth && guest ? guest : null, { keepPreviousData: false });

  // The accounts feature hands the guest ids over at sign-in and the server moves that cart into the
  // buyer's; once the buyer's cart has loaded, the guest keys have done their job.
  useEffect(() => {
    if (auth && buyer.data && readGuestIds()) clearGuestKeys();
  }, [auth, buyer.data]);

  const guestCode = codeOf(guestRead.error);
  useEffect(() => {
    if (guestCode === 'guest.sessionExpired') void expireGuestSession();
    else if (guestCode === 'guest.notFound') clearGuestKeys();
  }, [guestCode]);

  const { mutate: reloadBuyer } = buyer;
  const { mutate: reloadGuest } = guestRead;
  const retry = useCallback(() => void (auth ? reloadBuyer() : reloadGuest()), [auth, reloadBuyer, reloadGuest]);

  if (auth) {
    return {
      cart: buyer.data,
      itemCount: buyer.data?.summary.itemCount ?? 0,
      isLoading: buyer.isLoading,
      error: buyer.error,
      isGuest: false,
      retry,
    };
  }
  const cart = guest ? guestRead.data?.cart : undefined;
  const gone = guestCode !== undefined && GONE.has(guestCode);
  return {
    cart,
    itemCount: cart?.summary.itemCount ?? (guest && !gone ? cachedGuestItemCount() : 0),
    isLoading: guest !== undefined && guestRead.isLoading,
    error: gone ? undefined : guestRead.error,
    isGuest: true,
    retry,
  };
}

/**
 * How the shopper made the item their own, as an add-to-cart carries it (SPEC's offer, custom,
 * customType and customization); the shop prices it into the line.
 */
export type Personalisation = Pick<ActionInput<'cartAddItem'>, 'offer' | 'custom' | 'customType' | 'customization'>;

/** Adds to the guest cart; a stored session the server no longer has is replaced by a new one. */
async function addAsGuest(item: ActionInput<'guestAddItem'>): Promise<string | undefined> {
  const ids = readGuestIds();
  let result = await api.guest.addItem(ids ? { ...item, guestId: ids.guestId } : item);
  const code = codeOf(result.error);
  if (ids && code && GONE.has(code)) {
    if (code === 'guest.sessionExpired') await expireGuestSession();
    else clearGuestKeys();
    result = await api.guest.addItem(item);
  }
  if (result.error) return errorMessage(result.error);
  await storeGuestCart(result.data);
  return undefined;
}

/**
 * Adds an item for the current shopper, with its personalisation when given; resolves to an error
 * message (out of stock, over the limit, an engraving the shop refuses) or undefined once added.
 * @example const problem = await addToCart('ATR-OUD-100', 1);
 */
export async function addToCart(cin: string, quantity: number, extra?: Personalisation): Promise<string | undefined> {
  const item = { cin, quantity, ...extra };
  if (store.auth) {
    const result = await api.cart.addItem(item);
    if (result.error) return errorMessage(result.error);
    await storeBuyerCart(result.data);
  } else {
    const problem = await addAsGuest(item);
    if (problem) return problem;
  }
  toast('Added to your cart', 'success');
  return undefined;
}

/** The buy-now route's parameter that carries a personalisation through sign-in, as JSON. */
export const PERSONALISATION_PARAM = 'personalisation';

/** Why a guest cannot check out in a store with sign-in and guest checkout both off. */
const NO_CHECKOUT_FOR_GUESTS = 'Checking out needs an account, and signing in is not available in this store at the moment.';

/**
 * The checkout route that starts a buy-now for this item once the shopper is signed in, with the
 * personalisation chosen on the product page.
 * @example buyNowRoute('ATR-OUD-100', 1) // '/checkout?buyNowCin=ATR-OUD-100&quantity=1'
 */
export function buyNowRoute(cin: string, quantity: number, extra?: Personalisation): string {
  const carried = extra ? `&${PERSONALISATION_PARAM}=${encodeURIComponent(JSON.stringify(extra))}` : '';
  return `/checkout?buyNowCin=${encodeURIComponent(cin)}&quantity=${quantity}${carried}`;
}

/**
 * Starts a buy-now checkout for one item, with its personalisation when given (as an add to cart
 * carries it), and resolves to the checkout route to open. A guest is sent to sign in and comes back
 * to that buy-now, the personalisation in the route; with guest checkout switched on (site config)
 * the item goes into the guest cart and the guest checks out.
 */
export async function buyNow(
  cin: string,
  quantity: number,
  extra?: Personalisation,
): Promise<{ route: string } | { error: string }> {
  if (store.auth) {
    const result = await api.checkout.buyNow({ buyNow: true, cin, quantity, ...extra });
    if (result.error) return { error: errorMessage(result.error) };
    return { route: `/checkout?buyNow=${encodeURIComponent(result.data.cart.checkoutId)}` };
  }
  // through `call`, so the configuration is checked like every read of it (data/content-guard.ts)
  const site = await api.call('contentSite', {});
  if (site.data?.features.guestCheckout) {
    const problem = await addAsGuest({ cin, quantity, ...extra });
    return problem ? { error: problem } : { route: '/checkout' };
  }
  if (site.data?.features.signIn === false) return { error: NO_CHECKOUT_FOR_GUESTS };
  return { route: signInRoute(buyNowRoute(cin, quantity, extra)) };
}

/** The guest cart ids to hand to sign-in so the cart moves to the account (undefined when none). */
export function guestCartForSignIn(): { guestId: string; checkOutId: string } | undefined {
  return readGuestIds();
}
