/**
 * The guest cart: always on (the store has the cart feature on). The first add without a guestId
 * makes the guest; the cart moves to the buyer's account at sign-in (cart api `mergeGuestCart`).
 */
import type { ActionHandlers } from '../../core/context.ts';
import { createGuest, findGuest, guestCartView, isExpired, requireGuest } from '../../shop/cart/guests.ts';
import { addLine, removeLine, setQuantity } from '../../shop/cart/lines.ts';
import { requireItem } from '../../shop/cart/pricing.ts';

export const guestCartHandlers = {
  guestGetCart: (ctx) => guestCartView(ctx.shop, requireGuest(ctx.shop, ctx.input.guestId, ctx.input.checkOutId, ctx.scenario)),

  guestAddItem: (ctx) => {
    const { shop, input } = ctx;
    let session;
    if (input.guestId) {
      session = requireGuest(shop, input.guestId, undefined, ctx.scenario);
      addLine(shop, session.lines, input);
    } else {
      requireItem(shop, input.cin); // no guest is made for an unknown item
      session = createGuest(shop);
      try {
        addLine(shop, session.lines, input);
      } catch (error) {
        delete shop.state.cart.guests[session.guestId];
        throw error;
      }
    }
    session.updatedAt = shop.nowIso();
    ctx.reply.message = 'Added to cart';
    return guestCartView(shop, session);
  },

  guestUpdateQuantity: (ctx) => {
    const session = requireGuest(ctx.shop, ctx.input.guestId, ctx.input.checkOutId, ctx.scenario);
    setQuantity(ctx.shop, session.lines, ctx.input.cin, ctx.input.quantity);
    session.updatedAt = ctx.shop.nowIso();
    ctx.reply.message = 'Quantity updated';
    return guestCartView(ctx.shop, session);
  },

  guestRemoveItem: (ctx) => {
    const session = requireGuest(ctx.shop, ctx.input.guestId, ctx.input.checkOutId, ctx.scenario);
    removeLine(session.lines, ctx.input.cin);
    session.updatedAt = ctx.shop.nowIso();
    ctx.reply.message = 'Item removed';
    return guestCartView(ctx.shop, session);
  },

  /** Works on an expired session too: that is when the storefront sends it (docs/product-rules.md 4). */
  guestClearCart: (ctx) => {
    const session = findGuest(ctx.shop, ctx.input.guestId, ctx.input.checkOutId);
    session.lines = [];
    delete session.coupon;
    session.updatedAt = ctx.shop.nowIso();
    const reply = guestCartView(ctx.shop, session);
    if (isExpired(ctx.shop, session, ctx.scenario)) delete ctx.shop.state.cart.guests[session.guestId];
    ctx.reply.message = 'Cart cleared';
    return reply;
  },
} satisfies Partial<ActionHandlers>;
