/**
 * Guest carts: made by the first add without a guestId, kept 7 days on the shop's clock. An expired
 * session (clock, or the `guest=expired` scenario) has lost its cart.
 */
import type { Schemas } from '@attar/sdk';
import { DAY } from '../../core/clock.ts';
import { ShopError } from '../../core/errors.ts';
import type { Scenario } from '../../core/scenario.ts';
import type { Shop } from '../shop.ts';
import { newCheckoutId, randomId } from './ids.ts';
import { cartView } from './pricing.ts';
import type { GuestSession } from './state.ts';

export const GUEST_SESSION_DAYS = 7;

/** A new guest with an empty cart, its ids and an expiry 7 days from now. */
export function createGuest(shop: Shop): GuestSession {
  const guests = shop.state.cart.guests;
  const now = shop.clock.now();
  const session: GuestSession = {
    guestId: randomId(shop, 'GU', 10, (id) => id in guests),
    checkOutId: newCheckoutId(shop),
    lines: [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + GUEST_SESSION_DAYS * DAY).toISOString(),
  };
  guests[session.guestId] = session;
  return session;
}

/** Whether a guest session is over (its expiry passed on the shop's clock, or the scenario says so). */
export function isExpired(shop: Shop, session: GuestSession, scenario?: Scenario): boolean {
  return Boolean(scenario?.guestSessionExpired) || new Date(session.expiresAt).getTime() <= shop.clock.now().getTime();
}

const unknownGuest = (guestId: string) =>
  new ShopError(404, 'guest.notFound', `No guest cart ${guestId} was found. Add an item to start a new cart.`, {
    fieldErrors: [{ field: 'guestId', message: 'unknown guest' }],
  });

/** The session of these ids (any state of expiry), or 404 `guest.notFound`. */
export function findGuest(shop: Shop, guestId: string, checkOutId?: string): GuestSession {
  const session = shop.state.cart.guests[guestId];
  if (!session) throw unknownGuest(guestId);
  if (checkOutId !== undefined && session.checkOutId !== checkOutId) {
    throw new ShopError(404, 'guest.notFound', `Checkout ${checkOutId} does not belong to guest ${guestId}.`, {
      fieldErrors: [{ field: 'checkOutId', message: "not this guest's checkout" }],
    });
  }
  return session;
}

/**
 * The live session of these ids, or 404: `guest.notFound` for unknown ids, `guest.sessionExpired`
 * once it expired (its items are dropped; `guestClearCart` still closes it).
 */
export function requireGuest(shop: Shop, guestId: string, checkOutId: string | undefined, scenario: Scenario): GuestSession {
  const session = findGuest(shop, guestId, checkOutId);
  if (isExpired(shop, session, scenario)) {
    session.lines = [];
    delete session.coupon;
    throw new ShopError(
      404,
      'guest.sessionExpired',
      'Your guest session has expired and its cart was cleared. Add the items again to start a new cart.',
      {
        fieldErrors: [{ field: 'guestId', message: `expired at ${session.expiresAt}` }],
      },
    );
  }
  return session;
}

/** The GuestCart reply of a session. */
export function guestCartView(shop: Shop, session: GuestSession): Schemas['GuestCart'] {
  const cart = cartView(shop, {
    checkoutId: session.checkOutId,
    lines: session.lines,
    coupon: session.coupon,
    updatedAt: session.updatedAt,
  });
  if (!cart.coupon) delete session.coupon;
  return { guestId: session.guestId, checkOutId: session.checkOutId, cart, expiresAt: session.expiresAt };
}
