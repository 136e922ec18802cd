/** Random-looking ids from the shop's seeded generator (checkout, guest, payment and provider ids). */
import type { Shop } from '../shop.ts';

const UPPER = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MIXED = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * `prefix` plus `length` characters of `alphabet`, drawn again while `taken` says the id is in use.
 * @example randomId(shop, 'CK', 10) // 'CK7Q2M9X4B1Z'
 */
export function randomId(
  shop: Shop,
  prefix: string,
  length: number,
  taken: (id: string) => boolean = () => false,
  alphabet = UPPER,
): string {
  for (;;) {
    let id = prefix;
    for (let i = 0; i < length; i++) id += alphabet[shop.random.int(0, alphabet.length - 1)];
    if (!taken(id)) return id;
  }
}

/** A checkout id (`^CK[0-9A-Z]{10}$`) no cart, buy-now or guest cart uses. */
export function newCheckoutId(shop: Shop): string {
  const { carts, buyNow, guests } = shop.state.cart;
  return randomId(
    shop,
    'CK',
    10,
    (id) =>
      id in buyNow ||
      Object.values(carts).some((c) => c.checkoutId === id) ||
      Object.values(guests).some((g) => g.checkOutId === id),
  );
}

/** A provider-style id such as Razorpay's `order_NfU2aB3cD4eF5g`. */
export const providerId = (shop: Shop, prefix: string): string => randomId(shop, prefix, 14, () => false, MIXED);
