/**
 * Coupons on a checkout: the buyer's cart, a buy-now checkout, or (with guest checkout on) the guest
 * cart. Applying checks the code first (`cart.validateCoupon`), then prices the checkout with it
 * (`cart.review` / `checkout.reviewBuyNow`); the shopper reads the server's own words either way.
 */
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { errorMessage } from '../../components/ui/status.tsx';
import { storeBuyerCart, storeGuestCart } from '../../data/cart-cache.ts';
import { readGuestIds } from '../../data/guest-session.ts';

export type CheckoutKind = 'cart' | 'buyNow' | 'guest';

export interface CouponOutcome {
  ok: boolean;
  /** The server's message (refusal, or what was applied). */
  message: string;
  /** A buy-now checkout is reopened to drop its coupon: the new checkout id. */
  checkoutId?: string;
}

const refused = (error: unknown): CouponOutcome => ({ ok: false, message: errorMessage(error) });
const applied = (said: string | undefined, coupon: Schemas['AppliedCoupon'] | undefined): CouponOutcome => ({
  ok: true,
  message: [said || 'Coupon applied', coupon ? `${coupon.couponCode}: ${coupon.description}` : undefined]
    .filter(Boolean)
    .join('. '),
});

/**
 * Applies a coupon code to a checkout.
 * @example const { ok, message } = await applyCoupon('cart', cart, 'WELCOME10');
 */
export async function applyCoupon(kind: CheckoutKind, cart: Schemas['Cart'], code: string): Promise<CouponOutcome> {
  const couponCode = code.trim().toUpperCase();
  if (kind === 'guest') {
    const ids = readGuestIds();
    if (!ids) return { ok: false, message: 'Your guest cart has ended. Add the items again to start a new cart.' };
    const result = await api.guest.applyCoupon({ ...ids, couponCode });
    if (result.error) return refused(result.error);
    await storeGuestCart(result.data);
    return applied(result.meta.message, result.data.cart.coupon);
  }
  const checked = await api.cart.validateCoupon({ checkoutId: cart.checkoutId, couponCode });
  if (checked.error) return refused(checked.error);
  const result =
    kind === 'cart'
      ? await api.cart.review({ checkoutId: cart.checkoutId, coupon: couponCode })
      : await api.checkout.reviewBuyNow({ buyNow: true, checkoutId: cart.checkoutId, coupon: couponCode });
  if (result.error) return refused(result.error);
  if (kind === 'cart') await storeBuyerCart(result.data.cart);
  else void mutate(matchActions('checkoutReviewBuyNow', 'checkoutPaymentMethods'));
  return applied(result.meta.message, result.data.coupon);
}

const lineInput = (item: Schemas['CartItem']) => ({
  cin: item.cin,
  quantity: item.quantity,
  ...(item.offer !== undefined ? { offer: item.offer } : {}),
  ...(item.custom !== undefined ? { custom: item.custom } : {}),
  ...(item.customType !== undefined ? { customType: item.customType } : {}),
  ...(item.customization !== undefined ? { customization: item.customization } : {}),
});

/**
 * Takes the coupon off a checkout. The contract has no "remove coupon" action yet, so this rebuilds
 * the checkout without it: the cart is emptied (which drops the coupon) and its lines are added back;
 * a buy-now checkout is reopened for the same item. Replace with the action once the spec has one.
 */
export async function removeCoupon(kind: CheckoutKind, cart: Schemas['Cart']): Promise<CouponOutcome> {
  const lines = cart.items.map(lineInput);
  if (kind === 'buyNow') {
    const line = lines[0];
    if (!line) return { ok: false, message: 'This checkout has no item.' };
    const result = await api.checkout.buyNow({ buyNow: true, ...line });
    if (result.error) return refused(result.error);
    return { ok: true, message: 'Coupon removed', checkoutId: result.data.cart.checkoutId };
  }
  const notBack: string[] = [];
  if (kind === 'guest') {
    const ids = readGuestIds();
    if (!ids) return { ok: false, message: 'Your guest cart has ended.' };
    const cleared = await api.guest.clearCart({ ...ids, clear: true });
    if (cleared.error) return refused(cleared.error);
    let last = cleared.data;
    for (const line of lines) {
      const added = await api.guest.addItem({ ...line, guestId: ids.guestId });
      if (added.error) notBack.push(`${line.cin}: ${errorMessage(added.error)}`);
      else last = added.data;
    }
    await storeGuestCart(last);
  } else {
    const cleared = await api.cart.clear({ clear: true });
    if (cleared.error) return refused(cleared.error);
    let last = cleared.data;
    for (const line of lines) {
      const added = await api.cart.addItem(line);
      if (added.error) notBack.push(`${line.cin}: ${errorMessage(added.error)}`);
      else last = added.data;
    }
    await storeBuyerCart(last);
  }
  if (notBack.length)
    return { ok: false, message: `Coupon removed, but some items could not be put back (${notBack.join('; ')}).` };
  return { ok: true, message: 'Coupon removed' };
}
