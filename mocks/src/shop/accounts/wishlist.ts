/**
 * Wishlists: product ids per buyer, most recently added first. Products come from the catalogue
 * (`findProduct`, `productSummary`); a product that left the catalogue is skipped in replies. A list
 * holds at most 100 products, the contract's bound on the wishlist replies.
 */
import type { Schemas } from '@attar/sdk';
import { WishlistContentsFields } from '@attar/sdk/rules';
import { ShopError } from '../../core/errors.ts';
import { findProduct, productSummary } from '../catalogue/api.ts';
import type { Shop } from '../shop.ts';
import { accountsOf } from './buyers.ts';
import type { WishlistRecord } from './state.ts';
import { wishlistIds } from './wishlist-ids.ts';

/** Products one wishlist holds (`WishlistContents.items` has `maxItems: 100`). */
export const MAX_WISHLIST = WishlistContentsFields.items.maxItems;

function wishlistOf(shop: Shop, buyerId: string): WishlistRecord {
  const lists = accountsOf(shop).wishlists;
  return (lists[buyerId] ??= { entries: [], updatedAt: shop.nowIso() });
}

function cards(shop: Shop, buyerId: string): Schemas['ProductSummary'][] {
  const items: Schemas['ProductSummary'][] = [];
  for (const productId of wishlistIds(shop, buyerId)) {
    const product = findProduct(shop, productId);
    if (product) items.push({ ...productSummary(shop, product, buyerId), wishlisted: true });
  }
  return items;
}

/** The wishlist as `wishlistList` shows it. */
export function wishlistContents(shop: Shop, buyerId: string): Schemas['WishlistContents'] {
  const items = cards(shop, buyerId);
  return { productIds: items.map((i) => i.productId), items, totalItems: items.length };
}

/** The whole wishlist after a change. */
export function wishlistUpdate(shop: Shop, buyerId: string): Schemas['WishlistUpdate'] {
  const items = cards(shop, buyerId);
  return {
    productIds: items.map((i) => i.productId),
    items,
    count: items.length,
    updatedAt: wishlistOf(shop, buyerId).updatedAt,
  };
}

function requireProduct(shop: Shop, productId: string): void {
  if (!findProduct(shop, productId)) {
    throw new ShopError(404, 'product.notFound', `Product ${productId} was not found.`, {
      fieldErrors: [{ field: 'productId', message: 'is not in the catalogue' }],
    });
  }
}

/**
 * Adds a product (404 `product.notFound` for an unknown one, 422 `wishlist.full` past 100); returns
 * false when it was already there.
 */
export function addToWishlist(shop: Shop, buyerId: string, productId: string): boolean {
  requireProduct(shop, productId);
  const list = wishlistOf(shop, buyerId);
  if (list.entries.some((e) => e.productId === productId)) return false;
  if (list.entries.length >= MAX_WISHLIST) {
    throw new ShopError(
      422,
      'wishlist.full',
      `Your wishlist holds at most ${MAX_WISHLIST} products. Remove one before adding another.`,
      {
        fieldErrors: [{ field: 'wishList.productId', message: `the wishlist already holds ${MAX_WISHLIST} products` }],
      },
    );
  }
  const now = shop.nowIso();
  list.entries.unshift({ productId, addedAt: now });
  list.updatedAt = now;
  return true;
}

/** Removes a product (404 for one not in the catalogue); returns false when it was not on the list. */
export function removeFromWishlist(shop: Shop, buyerId: string, productId: string): boolean {
  requireProduct(shop, productId);
  const list = wishlistOf(shop, buyerId);
  const index = list.entries.findIndex((e) => e.productId === productId);
  if (index < 0) return false;
  list.entries.splice(index, 1);
  list.updatedAt = shop.nowIso();
  return true;
}
