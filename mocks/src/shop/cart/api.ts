/**
 * What other domains may ask of the cart and checkout. Owned by the cart domain; the signatures are
 * the agreement between domains, the bodies are the cart domain's to write.
 */
import type { Schemas } from '@attar/sdk';
import type { Shop } from '../shop.ts';
import { buyerCart, requireCheckout, touch } from './checkouts.ts';
import { isExpired } from './guests.ts';
import { mergeLines } from './lines.ts';
import { cartView } from './pricing.ts';
import type { CouponRecord } from './state.ts';

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

/**
 * Moves a guest cart's items into the buyer's cart (called at sign-in); unknown ids are ignored.
 * Quantities of the same item are summed and capped at 10, new items fill the cart up to its 50 lines
 * (the rest are left out); the guest cart is then deleted. An expired guest cart has nothing left
 * to move and is deleted too.
 * @example mergeGuestCart(shop, { guestId: 'GU5T8K2M9Q3X', checkOutId: 'CKG3H8J2K7L4' }, 'BY000001');
 */
export function mergeGuestCart(shop: Shop, guest: { guestId: string; checkOutId: string }, buyerId: string): void {
  const session = shop.state.cart.guests[guest.guestId];
  if (!session || session.checkOutId !== guest.checkOutId) return;
  delete shop.state.cart.guests[guest.guestId];
  if (isExpired(shop, session) || session.lines.length === 0) return;
  const cart = buyerCart(shop, buyerId);
  mergeLines(cart.lines, session.lines);
  touch(shop, cart);
}

/**
 * The priced checkout of a buyer; throws 404 `checkout.notFound` when it is not theirs.
 * @example const snap = checkoutSnapshot(shop, input.checkoutId, buyerId); snap.summary.total
 */
export function checkoutSnapshot(shop: Shop, checkoutId: string, buyerId: string): CheckoutSnapshot {
  const record = requireCheckout(shop, checkoutId, buyerId);
  const cart = cartView(shop, record);
  return {
    checkoutId,
    buyerId,
    kind: record.kind,
    items: cart.items,
    summary: cart.summary,
    ...(cart.coupon ? { coupon: cart.coupon } : {}),
    ...(cart.paymentMode ? { paymentMode: cart.paymentMode } : {}),
    ...(cart.shippingAddress ? { shippingAddress: cart.shippingAddress } : {}),
    ...(cart.billingAddress ? { billingAddress: cart.billingAddress } : {}),
  };
}

/**
 * Empties the cart (or drops the buy-now checkout) once an order was placed from it. The cart keeps
 * its checkoutId and addresses; its items, coupon and payment mode go.
 */
export function completeCheckout(shop: Shop, checkoutId: string, buyerId: string): void {
  const record = requireCheckout(shop, checkoutId, buyerId);
  if (record.kind === 'buyNow') {
    delete shop.state.cart.buyNow[checkoutId];
    return;
  }
  record.lines = [];
  delete record.coupon;
  delete record.paymentMode;
  touch(shop, record);
}
