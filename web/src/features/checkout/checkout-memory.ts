/**
 * The addresses the buyer confirmed at step 1, kept per checkout in sessionStorage so a reload does not
 * send them back to step 1. Only the ids are kept; they count only while the server's cart still has
 * the same delivery address (the server is the judge of what the order will use).
 */
import type { Schemas } from '@attar/sdk';

export interface ConfirmedAddresses {
  shippingAddressId: string;
  /** Undefined when billing is the delivery address. */
  billingAddressId: string | undefined;
}

const keyOf = (checkoutId: string) => `attar.checkoutAddresses.${checkoutId}`;

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The addresses confirmed earlier in this browser session for the cart's checkout, if the cart still has them.
 * @example recallAddresses(cart) // { shippingAddressId: 'AD000123', billingAddressId: undefined }
 */
export function recallAddresses(cart: Pick<Schemas['Cart'], 'checkoutId' | 'shippingAddress' | 'billingAddress'>) {
  try {
    const saved = JSON.parse(storage()?.getItem(keyOf(cart.checkoutId)) ?? 'null') as Partial<ConfirmedAddresses> | null;
    if (!saved?.shippingAddressId || saved.shippingAddressId !== cart.shippingAddress?.addressId) return undefined;
    const billing = saved.billingAddressId;
    if (billing && billing !== cart.billingAddress?.addressId) return undefined;
    return { shippingAddressId: saved.shippingAddressId, billingAddressId: billing } satisfies ConfirmedAddresses;
  } catch {
    return undefined;
  }
}

/** Keeps (or with `undefined` forgets) the confirmed addresses of a checkout. */
export function rememberAddresses(checkoutId: string, addresses: ConfirmedAddresses | undefined): void {
  try {
    if (addresses) storage()?.setItem(keyOf(checkoutId), JSON.stringify(addresses));
    else storage()?.removeItem(keyOf(checkoutId));
  } catch {
    // full or switched off: a reload asks for the address again
  }
}
