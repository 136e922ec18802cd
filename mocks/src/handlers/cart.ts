/**
 * Handlers of the cart domain: the buyer's cart and checkout, drafts, quotes, enquiries, regions and
 * the guest cart and checkout. Each resource has its own file under `./cart/`.
 */
import type { ActionHandlers } from '../core/context.ts';
import { cartItemHandlers } from './cart/cart-items.ts';
import { checkoutHandlers } from './cart/checkout.ts';
import { draftHandlers } from './cart/drafts.ts';
import { guestCartHandlers } from './cart/guest-cart.ts';
import { guestCheckoutHandlers } from './cart/guest-checkout.ts';
import { requestHandlers } from './cart/requests.ts';

export const cartHandlers = {
  ...cartItemHandlers,
  ...checkoutHandlers,
  ...draftHandlers,
  ...requestHandlers,
  ...guestCartHandlers,
  ...guestCheckoutHandlers,
} satisfies Partial<ActionHandlers>;
