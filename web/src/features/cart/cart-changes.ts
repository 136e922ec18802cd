/**
 * Changes to the cart page's cart (quantity, remove, clear) for a guest or a signed-in buyer. Each
 * resolves to an error message for the shopper, or undefined when the server took the change.
 */
import type { AttarError, Schemas } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { store } from '../../state/store.ts';
import { errorMessage } from '../../components/ui/status.tsx';
import { storeBuyerCart, storeGuestCart } from '../../data/cart-cache.ts';
import { readGuestIds } from '../../data/guest-session.ts';

type Result = { data: Schemas['Cart']; error?: undefined } | { data?: undefined; error: AttarError };
type GuestResult = { data: Schemas['GuestCart']; error?: undefined } | { data?: undefined; error: AttarError };

const noGuestCart = 'Your guest cart has ended. Add the items again to start a new cart.';

/** Runs a buyer or guest change and stores the reply, which every view of the cart then reads. */
async function change(
  buyer: () => Promise<Result>,
  guest: (ids: { guestId: string; checkOutId: string }) => Promise<GuestResult>,
): Promise<string | undefined> {
  if (store.auth) {
    const result = await buyer();
    if (result.error) return errorMessage(result.error);
    await storeBuyerCart(result.data);
  } else {
    const ids = readGuestIds();
    if (!ids) return noGuestCart;
    const result = await guest(ids);
    if (result.error) return errorMessage(result.error);
    await storeGuestCart(result.data);
  }
  return undefined;
}

/** Sets the quantity of a line (1 to 10). */
export function setQuantity(cart: Schemas['Cart'], cin: string, quantity: number): Promise<string | undefined> {
  return change(
    () => api.cart.updateQuantity({ checkoutId: cart.checkoutId, cin, quantity }),
    (ids) => api.guest.updateQuantity({ ...ids, cin, quantity }),
  );
}

/** Removes a line. */
export function removeItem(cart: Schemas['Cart'], cin: string): Promise<string | undefined> {
  return change(
    () => api.cart.removeItem({ checkoutId: cart.checkoutId, cin }),
    (ids) => api.guest.removeItem({ ...ids, cin }),
  );
}

/** Empties the cart. */
export function clearCart(): Promise<string | undefined> {
  return change(
    () => api.cart.clear({ clear: true }),
    (ids) => api.guest.clearCart({ ...ids, clear: true }),
  );
}
