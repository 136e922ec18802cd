/**
 * Changes to cart lines, shared by the buyer's cart, the buy-now checkout and the guest cart:
 * availability is checked when an item is added or its quantity raised; stock is not reserved. A cart
 * holds at most 50 lines, the contract's bound on `Cart.items`, so its replies always fit.
 */
import { CartFields } from '@attar/sdk/rules';
import { ShopError } from '../../core/errors.ts';
import type { Shop } from '../shop.ts';
import { checkPersonalisation } from './personalisation.ts';
import { ensureAvailable, MAX_QUANTITY, requireItem } from './pricing.ts';
import type { CartLine } from './state.ts';

/** Different items one cart holds (`Cart.items` has `maxItems: 50`: one checkout page). */
export const MAX_CART_LINES = CartFields.items.maxItems;

/** What an add-to-cart call carries (the body fields of cartAddItem, guestAddItem, checkoutBuyNow). */
export interface LineInput {
  cin: string;
  quantity: number;
  offer?: string;
  custom?: boolean;
  customType?: string;
  customization?: CartLine['customization'];
}

/** A line from an add call, with only the fields that were given. */
export function lineFrom(input: LineInput): CartLine {
  return {
    cin: input.cin,
    quantity: input.quantity,
    ...(input.offer !== undefined ? { offer: input.offer } : {}),
    ...(input.custom !== undefined ? { custom: input.custom } : {}),
    ...(input.customType !== undefined ? { customType: input.customType } : {}),
    ...(input.customization !== undefined ? { customization: input.customization } : {}),
  };
}

/**
 * Adds an item: an item already in the cart has its quantity raised and its offer and customisation
 * replaced by the new ones when given (so a line never gathers more than the 10 customisations one
 * request may carry). 404 for an unknown cin, 400 for a personalisation the product does not offer
 * (personalisation.ts), 422 over 10 or over stock, 422 `cart.full` for a 51st item.
 */
export function addLine(shop: Shop, lines: CartLine[], input: LineInput): void {
  const item = requireItem(shop, input.cin);
  checkPersonalisation(shop, input);
  const existing = lines.find((l) => l.cin === input.cin);
  if (!existing && lines.length >= MAX_CART_LINES) {
    throw new ShopError(
      422,
      'cart.full',
      `Your cart holds at most ${MAX_CART_LINES} different items. Remove one before adding ${item.name} ${item.variantLabel}.`,
      {
        fieldErrors: [{ field: 'cin', message: `the cart already holds ${MAX_CART_LINES} different items` }],
      },
    );
  }
  const wanted = (existing?.quantity ?? 0) + input.quantity;
  if (existing && wanted > MAX_QUANTITY) {
    throw new ShopError(
      422,
      'cart.quantityLimit',
      `You can buy at most ${MAX_QUANTITY} of one item; your cart already has ${existing.quantity} of ${item.name} ${item.variantLabel}.`,
      {
        fieldErrors: [{ field: 'quantity', message: `at most ${MAX_QUANTITY - existing.quantity} more` }],
      },
    );
  }
  ensureAvailable(item, wanted);
  if (existing) Object.assign(existing, lineFrom(input), { quantity: wanted });
  else lines.push(lineFrom(input));
}

/** The line of a cin, or 404 `cart.itemMissing`. */
export function requireLine(lines: CartLine[], cin: string): CartLine {
  const line = lines.find((l) => l.cin === cin);
  if (!line)
    throw new ShopError(404, 'cart.itemMissing', `Item ${cin} is not in your cart.`, {
      fieldErrors: [{ field: 'cin', message: 'not in the cart' }],
    });
  return line;
}

/** Sets the quantity of a line already in the cart (checked against the limit and stock). */
export function setQuantity(shop: Shop, lines: CartLine[], cin: string, quantity: number): void {
  const line = requireLine(lines, cin);
  if (quantity > line.quantity) ensureAvailable(requireItem(shop, cin), quantity);
  line.quantity = quantity;
}

/** Removes a line, or 404 when it is not in the cart. */
export function removeLine(lines: CartLine[], cin: string): void {
  requireLine(lines, cin);
  lines.splice(
    lines.findIndex((l) => l.cin === cin),
    1,
  );
}

/**
 * Moves lines into a cart: quantities of the same item are summed and capped at 10, and new items are
 * taken in order while the cart has room (50 lines); the rest are left out, as the quantities over 10
 * are, since a sign-in must not fail over a cart.
 */
export function mergeLines(target: CartLine[], source: readonly CartLine[]): void {
  for (const line of source) {
    const existing = target.find((l) => l.cin === line.cin);
    if (existing) existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + line.quantity);
    else if (target.length < MAX_CART_LINES) target.push({ ...line, quantity: Math.min(MAX_QUANTITY, line.quantity) });
  }
}
