/**
 * What other domains may ask of the cart and checkout. Owned by the cart domain; the signatures are
 * the agreement between domains, the bodies are the cart domain's to write.
 */
import type { Schemas } from '@attar/sdk';
import type { Shop } from '../shop.ts';

/** Everything an order needs from a checkout (the buyer's cart or a buy-now checkout). */
export interface CheckoutSnapshot {
  checkoutId: string;
  buyerId: string;
  kind: 'cart' | 'buyNow';
  items: Schemas['CartItem'][];
  summary: Schemas['PriceSummary'];
  coupon?: Schemas['AppliedCoupon'];
  paymentMode?: Schemas['PaymentMode'];
  shippingAddress?: Schemas['Address'];
  billingAddress?: Schemas['Address'];
}

const notYet = (name: string): never => {
  throw new Error(`cart.${name} is not implemented yet`);
};

/** Moves a guest cart's items into the buyer's cart (called at sign-in); unknown ids are ignored. */
export function mergeGuestCart(_shop: Shop, _guest: { guestId: string; checkOutId: string }, _buyerId: string): void {
  notYet('mergeGuestCart');
}

/** The priced checkout of a buyer; throws 404 `checkout.notFound` when it is not theirs. */
export function checkoutSnapshot(_shop: Shop, _checkoutId: string, _buyerId: string): CheckoutSnapshot {
  return notYet('checkoutSnapshot');
}

/** Empties the cart (or drops the buy-now checkout) once an order was placed from it. */
export function completeCheckout(_shop: Shop, _checkoutId: string, _buyerId: string): void {
  notYet('completeCheckout');
}
