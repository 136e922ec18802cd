/** The signed-in buyer's cart: read, add, change, remove, clear, frames and per-item payment modes. */
import type { Schemas } from '@attar/sdk';
import { requireBuyer, type ActionHandlers } from '../../core/context.ts';
import { refuse } from '../../core/errors.ts';
import { buyerCart, requireCheckout, touch } from '../../shop/cart/checkouts.ts';
import { addLine, removeLine, requireLine, setQuantity } from '../../shop/cart/lines.ts';
import { cartView, requireItem } from '../../shop/cart/pricing.ts';
import type { CartLine } from '../../shop/cart/state.ts';
import type { Shop } from '../../shop/shop.ts';

type FrameItem = Schemas['FrameItem'];

/** The customisation lines that describe a frame (each value at most 120 characters). */
function frameCustomization(frame: FrameItem): Schemas['Customization'][] {
  return [
    { name: 'style', value: frame.frameStyle },
    { name: 'size', value: `${frame.widthInches} x ${frame.heightInches} in` },
    { name: 'glazing', value: frame.glazing ?? 'GLASS' },
    ...(frame.mountColour ? [{ name: 'mount', value: frame.mountColour }] : []),
    ...(frame.notes ? [{ name: 'notes', value: frame.notes.slice(0, 120) }] : []),
  ];
}

/** Adds every frame or none: the lines are changed on a copy and kept only when all fit. */
function addFrames(shop: Shop, lines: CartLine[], frames: FrameItem[]): CartLine[] {
  const next = lines.map((l) => ({ ...l }));
  frames.forEach((frame, i) => {
    const item = requireItem(shop, frame.cin);
    if (!item.isFrame)
      throw refuse.rule(
        'cart.notAFrame',
        `${item.name} ${item.variantLabel} is not a frame; add it with addItem.`,
        `frameData.${i}.cin`,
      );
    addLine(shop, next, {
      cin: frame.cin,
      quantity: frame.quantity,
      custom: true,
      customType: 'FRAME',
      customization: frameCustomization(frame),
    });
  });
  return next;
}

export const cartItemHandlers = {
  cartGet: (ctx) => cartView(ctx.shop, buyerCart(ctx.shop, requireBuyer(ctx))),

  cartAddItem: (ctx) => {
    const cart = buyerCart(ctx.shop, requireBuyer(ctx));
    addLine(ctx.shop, cart.lines, ctx.input);
    touch(ctx.shop, cart);
    ctx.reply.message = 'Added to cart';
    return cartView(ctx.shop, cart);
  },

  cartUpdateQuantity: (ctx) => {
    const cart = requireCheckout(ctx.shop, ctx.input.checkoutId, requireBuyer(ctx), 'cart');
    setQuantity(ctx.shop, cart.lines, ctx.input.cin, ctx.input.quantity);
    touch(ctx.shop, cart);
    ctx.reply.message = 'Quantity updated';
    return cartView(ctx.shop, cart);
  },

  cartRemoveItem: (ctx) => {
    const cart = requireCheckout(ctx.shop, ctx.input.checkoutId, requireBuyer(ctx), 'cart');
    removeLine(cart.lines, ctx.input.cin);
    touch(ctx.shop, cart);
    ctx.reply.message = 'Item removed';
    return cartView(ctx.shop, cart);
  },

  cartClear: (ctx) => {
    const cart = buyerCart(ctx.shop, requireBuyer(ctx));
    cart.lines = [];
    delete cart.coupon;
    touch(ctx.shop, cart);
    ctx.reply.message = 'Cart cleared';
    return cartView(ctx.shop, cart);
  },

  cartAddFrames: (ctx) => {
    const cart = buyerCart(ctx.shop, requireBuyer(ctx));
    cart.lines = addFrames(ctx.shop, cart.lines, ctx.input.frameData);
    touch(ctx.shop, cart);
    ctx.reply.message = 'Frames added to cart';
    return cartView(ctx.shop, cart);
  },

  cartSetItemPaymentMode: (ctx) => {
    const cart = buyerCart(ctx.shop, requireBuyer(ctx));
    requireLine(cart.lines, ctx.input.cin).paymentMode = ctx.input.paymentMode;
    touch(ctx.shop, cart);
    ctx.reply.message = 'Payment mode updated';
    return cartView(ctx.shop, cart);
  },
} satisfies Partial<ActionHandlers>;
