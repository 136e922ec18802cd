/** Reviews, coupons, payment methods, addresses and the buy-now checkout of a signed-in buyer. */
import { fromPaise, toPaise } from '@attar/sdk';
import { requireBuyer, type ActionHandlers } from '../../core/context.ts';
import { resolveAddresses } from '../../shop/cart/addresses.ts';
import { buyerCart, openBuyNow, requireCheckout, reviewCheckout, touch } from '../../shop/cart/checkouts.ts';
import { quoteCoupon } from '../../shop/cart/coupons.ts';
import { paymentMethods } from '../../shop/cart/payment-methods.ts';
import { cartView } from '../../shop/cart/pricing.ts';
import type { Shop } from '../../shop/shop.ts';

/** The total of the buyer's cart or open buy-now checkout, when it has items. */
function checkoutTotal(shop: Shop, buyerId: string, type: 'CART' | 'BUY_NOW'): number | undefined {
  const record =
    type === 'CART'
      ? buyerCart(shop, buyerId)
      : Object.values(shop.state.cart.buyNow).find(
          (c) => c.buyerId === buyerId && new Date(c.expiresAt ?? 0).getTime() > shop.clock.now().getTime(),
        );
  if (!record || record.lines.length === 0) return undefined;
  return cartView(shop, record).summary.total;
}

export const checkoutHandlers = {
  cartReview: (ctx) => {
    const cart = requireCheckout(ctx.shop, ctx.input.checkoutId, requireBuyer(ctx), 'cart');
    const reviewed = reviewCheckout(ctx.shop, cart, ctx.input);
    ctx.reply.message = ctx.input.coupon ? 'Coupon applied' : 'Payment mode selected';
    return reviewed;
  },

  checkoutReviewBuyNow: (ctx) => {
    const record = requireCheckout(ctx.shop, ctx.input.checkoutId, requireBuyer(ctx), 'buyNow');
    const reviewed = reviewCheckout(ctx.shop, record, ctx.input);
    ctx.reply.message = ctx.input.coupon ? 'Coupon applied' : 'Payment mode selected';
    return reviewed;
  },

  cartValidateCoupon: (ctx) => {
    const record = requireCheckout(ctx.shop, ctx.input.checkoutId, requireBuyer(ctx));
    const subtotal = toPaise(cartView(ctx.shop, { ...record, coupon: undefined }).summary.subtotal);
    const { coupon, discount } = quoteCoupon(ctx.shop, ctx.input.couponCode, subtotal, 'couponCode');
    ctx.reply.message = 'Coupon is valid';
    return {
      valid: true as const,
      checkoutId: record.checkoutId,
      couponCode: coupon.couponCode,
      description: coupon.description,
      discount: fromPaise(discount),
      minimumOrder: coupon.minOrderValue,
      totalAfterCoupon: fromPaise(subtotal - discount),
      expiresAt: coupon.validTo,
    };
  },

  checkoutPaymentMethods: (ctx) => {
    const international = ctx.input.international === 1;
    const amount = checkoutTotal(ctx.shop, requireBuyer(ctx), ctx.input.type);
    return paymentMethods({ international, ...(amount !== undefined ? { amount } : {}) });
  },

  checkoutLookupPaymentMethods: (ctx) => {
    requireCheckout(ctx.shop, ctx.input.checkoutId, requireBuyer(ctx));
    return paymentMethods({ international: ctx.input.international ?? false, amount: ctx.input.amount });
  },

  checkoutSetAddresses: (ctx) => {
    const buyerId = requireBuyer(ctx);
    const record = requireCheckout(ctx.shop, ctx.input.checkoutId, buyerId);
    const { shipping, billing } = resolveAddresses(ctx.shop, buyerId, ctx.input, ctx.scenario);
    record.shippingAddress = shipping;
    record.billingAddress = billing;
    touch(ctx.shop, record);
    ctx.reply.message = 'Addresses saved';
    return cartView(ctx.shop, record);
  },

  checkoutBuyNow: (ctx) => {
    const record = openBuyNow(ctx.shop, requireBuyer(ctx), ctx.input);
    ctx.reply.message = 'Buy-now checkout created';
    return { kind: 'BUY_NOW' as const, cart: cartView(ctx.shop, record), expiresAt: record.expiresAt! };
  },
} satisfies Partial<ActionHandlers>;
