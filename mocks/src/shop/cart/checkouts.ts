/**
 * The signed-in buyer's checkouts: one cart per buyer with a stable checkoutId, and at most one open
 * buy-now checkout (one item, open for 30 minutes) that leaves the cart untouched.
 */
import { fromPaise, toPaise, type Schemas } from '@attar/sdk';
import { ShopError, refuse } from '../../core/errors.ts';
import type { Shop } from '../shop.ts';
import { quoteCoupon } from './coupons.ts';
import { newCheckoutId } from './ids.ts';
import { addLine, type LineInput } from './lines.ts';
import { cartView } from './pricing.ts';
import type { CheckoutRecord } from './state.ts';

export const BUY_NOW_MINUTES = 30;

/** The buyer's cart, created empty (with its checkoutId) on first use. */
export function buyerCart(shop: Shop, buyerId: string): CheckoutRecord {
  const carts = shop.state.cart.carts;
  let cart = carts[buyerId];
  if (!cart) {
    cart = { checkoutId: newCheckoutId(shop), buyerId, kind: 'cart', lines: [], updatedAt: shop.nowIso() };
    carts[buyerId] = cart;
  }
  return cart;
}

/** Marks a checkout changed now. */
export function touch(shop: Shop, record: { updatedAt: string }): void {
  record.updatedAt = shop.nowIso();
}

const notFound = (checkoutId: string, why = 'is not one of your checkouts') =>
  new ShopError(404, 'checkout.notFound', `Checkout ${checkoutId} ${why}.`, {
    fieldErrors: [{ field: 'checkoutId', message: 'unknown checkout' }],
  });

/**
 * The buyer's cart or open buy-now checkout with this id, or 404 `checkout.notFound` (also for an
 * expired buy-now checkout, which is dropped). `kind` narrows which one is acceptable.
 */
export function requireCheckout(shop: Shop, checkoutId: string, buyerId: string, kind?: CheckoutRecord['kind']): CheckoutRecord {
  const cart = shop.state.cart.carts[buyerId];
  if (cart?.checkoutId === checkoutId && kind !== 'buyNow') return cart;
  const buyNow = shop.state.cart.buyNow[checkoutId];
  if (buyNow && buyNow.buyerId === buyerId && kind !== 'cart') {
    if (buyNow.expiresAt && new Date(buyNow.expiresAt).getTime() <= shop.clock.now().getTime()) {
      delete shop.state.cart.buyNow[checkoutId];
      throw notFound(checkoutId, 'has expired; start again with Buy now');
    }
    return buyNow;
  }
  if (kind === 'cart' && buyNow?.buyerId === buyerId)
    throw notFound(checkoutId, 'is a buy-now checkout; review it with reviewBuyNow');
  if (kind === 'buyNow' && cart?.checkoutId === checkoutId) throw notFound(checkoutId, 'is your cart, not a buy-now checkout');
  throw notFound(checkoutId);
}

/** Opens a buy-now checkout for one item, replacing the buyer's previous one. */
export function openBuyNow(shop: Shop, buyerId: string, input: LineInput): CheckoutRecord {
  const lines: CheckoutRecord['lines'] = [];
  addLine(shop, lines, input);
  for (const [id, other] of Object.entries(shop.state.cart.buyNow))
    if (other.buyerId === buyerId) delete shop.state.cart.buyNow[id];
  const now = shop.clock.now();
  const record: CheckoutRecord = {
    checkoutId: newCheckoutId(shop),
    buyerId,
    kind: 'buyNow',
    lines,
    updatedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + BUY_NOW_MINUTES * 60_000).toISOString(),
  };
  shop.state.cart.buyNow[record.checkoutId] = record;
  return record;
}

export interface ReviewInput {
  coupon?: string;
  paymentMode?: Schemas['PaymentMode'];
  international?: boolean;
}

/**
 * Applies a coupon and/or a payment mode to a checkout and prices it. Needs one of the two (400
 * `cart.reviewNeedsInput`, the server side of the SDK's guard) and a non-empty cart (422 `cart.empty`).
 */
export function reviewCheckout(shop: Shop, record: CheckoutRecord, input: ReviewInput): Schemas['ReviewedCart'] {
  if (!input.coupon && !input.paymentMode) {
    throw new ShopError(400, 'cart.reviewNeedsInput', 'Reviewing the cart needs a coupon or a payment method.', {
      fieldErrors: [{ field: 'coupon', message: 'give a coupon or a paymentMode' }],
    });
  }
  if (record.lines.length === 0) throw refuse.rule('cart.empty', 'Your cart is empty. Add a perfume before reviewing it.');
  if (input.international && input.paymentMode && input.paymentMode !== 'RAZORPAY') {
    throw refuse.rule(
      'payment.modeUnavailable',
      `${input.paymentMode} is available only for delivery in India; pay by card through Razorpay.`,
      'paymentMode',
    );
  }
  if (input.coupon) {
    const priced = cartView(shop, { ...record, coupon: undefined });
    quoteCoupon(shop, input.coupon, toPaise(priced.summary.subtotal), 'coupon');
    record.coupon = input.coupon;
  }
  if (input.paymentMode) record.paymentMode = input.paymentMode;
  touch(shop, record);
  const cart = cartView(shop, record);
  return {
    cart,
    totals: cart.summary,
    ...(cart.coupon ? { coupon: cart.coupon } : {}),
    ...(cart.paymentMode ? { paymentMode: cart.paymentMode } : {}),
    savings: fromPaise(toPaise(cart.summary.discount) + toPaise(cart.summary.couponDiscount)),
  };
}
