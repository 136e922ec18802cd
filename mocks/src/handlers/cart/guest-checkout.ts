/**
 * Guest checkout: details, coupon, order, payment, cancel, invoice and Razorpay verification. Off on
 * this store (403 `feature.disabled`); `cart.guestCheckoutEnabled` switches the whole flow on.
 */
import type { ActionHandlers } from '../../core/context.ts';
import { quoteCoupon } from '../../shop/cart/coupons.ts';
import {
  cancelGuestOrder,
  guestInvoice,
  placeGuestOrder,
  requireGuestCheckout,
  requireGuestOrder,
} from '../../shop/cart/guest-orders.ts';
import { openGuestPayment, verifyGuestRazorpay } from '../../shop/cart/guest-payments.ts';
import { guestCartView, requireGuest } from '../../shop/cart/guests.ts';
import { priceLines } from '../../shop/cart/pricing.ts';

const PAYMENT_MESSAGES = { SUCCESS: 'Payment successful', FAILED: 'Payment failed', PENDING: 'Payment pending' } as const;

export const guestCheckoutHandlers = {
  guestSetDetails: (ctx) => {
    requireGuestCheckout(ctx.shop);
    const session = requireGuest(ctx.shop, ctx.input.guestId, ctx.input.checkOutId, ctx.scenario);
    const { name, email, mobile } = ctx.input;
    session.details = { name, email, mobile };
    session.updatedAt = ctx.shop.nowIso();
    ctx.reply.message = 'Details saved';
    return { guestId: session.guestId, checkOutId: session.checkOutId, name, email, mobile, expiresAt: session.expiresAt };
  },

  guestApplyCoupon: (ctx) => {
    requireGuestCheckout(ctx.shop);
    const session = requireGuest(ctx.shop, ctx.input.guestId, ctx.input.checkOutId, ctx.scenario);
    quoteCoupon(ctx.shop, ctx.input.couponCode, priceLines(ctx.shop, session.lines).subtotal, 'couponCode');
    session.coupon = ctx.input.couponCode;
    session.updatedAt = ctx.shop.nowIso();
    ctx.reply.message = 'Coupon applied';
    return guestCartView(ctx.shop, session);
  },

  guestCreateOrder: (ctx) => {
    requireGuestCheckout(ctx.shop);
    const session = requireGuest(ctx.shop, ctx.input.guestId, ctx.input.checkOutId, ctx.scenario);
    const record = placeGuestOrder(ctx.shop, session, ctx.input, ctx.scenario);
    ctx.reply.message = 'Order created';
    return { guestId: record.guestId, order: record.order };
  },

  guestPay: (ctx) => {
    requireGuestCheckout(ctx.shop);
    const record = requireGuestOrder(ctx.shop, ctx.input.guestId, ctx.input.orderId);
    ctx.reply.message = 'Payment initiated';
    return openGuestPayment(ctx.shop, record, ctx.input, ctx.scenario.payment);
  },

  guestCancelOrder: (ctx) => {
    requireGuestCheckout(ctx.shop);
    const record = requireGuestOrder(ctx.shop, ctx.input.guestId, ctx.input.orderId);
    cancelGuestOrder(ctx.shop, record);
    ctx.reply.message = 'Order cancelled';
    return { guestId: record.guestId, order: record.order };
  },

  guestGetInvoice: (ctx) => {
    requireGuestCheckout(ctx.shop);
    return guestInvoice(ctx.shop, requireGuestOrder(ctx.shop, ctx.input.guestId, ctx.input.orderId));
  },

  guestVerifyRazorpay: (ctx) => {
    requireGuestCheckout(ctx.shop);
    const record = requireGuestOrder(ctx.shop, ctx.input.guestId, ctx.input.orderId);
    const result = verifyGuestRazorpay(ctx.shop, record, ctx.input, ctx.scenario.payment);
    ctx.reply.message = PAYMENT_MESSAGES[result.status];
    return result;
  },
} satisfies Partial<ActionHandlers>;
