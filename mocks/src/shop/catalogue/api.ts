/**
 * What other domains may ask of the catalogue. Owned by the catalogue domain; the signatures are the
 * agreement between domains, the bodies are the catalogue's to write.
 */
import type { Schemas } from '@attar/sdk';
import { ShopError } from '../../core/errors.ts';
import type { Scenario } from '../../core/scenario.ts';
import type { Shop } from '../shop.ts';
import { cardVariant, toSummary } from './cards.ts';
import { estimateDelivery, type DeliveryEstimate } from './delivery.ts';

export interface VariantMatch {
  product: Schemas['Product'];
  variant: Schemas['Variant'];
}

/**
 * The product and variant of a cin (cart item id), or undefined. The objects are the shop's own:
 * read them, change stock only through `adjustStock`.
 * @example findVariant(shop, 'ATR-OUD-100')?.variant.price // 2499
 */
export function findVariant(shop: Shop, cin: string): VariantMatch | undefined {
  const products = shop.state.catalogue.products;
  const indexed = productOfCin.get(products)?.get(cin);
  const hit = indexed === undefined ? undefined : matchIn(products[indexed], cin);
  if (hit) return hit;
  // not indexed yet, or the catalogue changed under the index: index it afresh and look once more
  const index = new Map<string, string>();
  for (const product of Object.values(products))
    for (const variant of product.variants) index.set(variant.cin, product.productId);
  productOfCin.set(products, index);
  const productId = index.get(cin);
  return productId === undefined ? undefined : matchIn(products[productId], cin);
}

/**
 * The product id of each cin, per products object: a cart prices every line by its cin, and a scan
 * of the whole catalogue per line was most of a cart add's time. Only a hint: every hit is checked
 * against the product itself, so a product changed or removed since costs a new index, never a wrong answer.
 */
const productOfCin = new WeakMap<object, Map<string, string>>();

const matchIn = (product: Schemas['Product'] | undefined, cin: string): VariantMatch | undefined => {
  const variant = product?.variants.find((v) => v.cin === cin);
  return product && variant ? { product, variant } : undefined;
};

/**
 * A product by id, or undefined.
 * @example findProduct(shop, 'PR00012')?.name // 'Oud Noir'
 */
export function findProduct(shop: Shop, productId: string): Schemas['Product'] | undefined {
  return shop.state.catalogue.products[productId];
}

/**
 * The card view of a product (its preselected size, or the cheapest in stock); `wishlisted` is set
 * when a buyer is given.
 * @example productSummary(shop, findProduct(shop, 'PR00012')!, 'BY000001').wishlisted
 */
export function productSummary(shop: Shop, product: Schemas['Product'], buyerId?: string): Schemas['ProductSummary'] {
  return toSummary(shop, product, cardVariant(product), buyerId);
}

/**
 * Whether couriers serve a pincode (the catalogue's refused list plus the scenario's), with the
 * courier and the days it takes; shipping is always free.
 * @example deliveryEstimate(shop, '194101', ctx.scenario).serviceable // false (Leh)
 */
export function deliveryEstimate(shop: Shop, pincode: string, scenario: Scenario): DeliveryEstimate {
  return estimateDelivery(shop, pincode, scenario);
}

/**
 * Takes stock (negative delta) or gives it back; throws a 422 `cart.outOfStock` when short, and a
 * 422 `cart.unknownItem` for a cin the catalogue does not sell.
 * @example adjustStock(shop, 'ATR-OUD-100', -2)
 */
export function adjustStock(shop: Shop, cin: string, delta: number): void {
  const match = findVariant(shop, cin);
  if (!match)
    throw new ShopError(422, 'cart.unknownItem', `We do not sell an item ${cin}.`, {
      fieldErrors: [{ field: 'cin', message: 'is not a product of this store' }],
    });
  const { product, variant } = match;
  if (!Number.isInteger(delta)) throw new RangeError(`Stock moves in whole units, got ${delta}`);
  const left = variant.stock + delta;
  if (left < 0) {
    const message =
      variant.stock === 0
        ? `${product.name} ${variant.label} is out of stock.`
        : `Only ${variant.stock} of ${product.name} ${variant.label} left; you asked for ${-delta}.`;
    throw new ShopError(422, 'cart.outOfStock', message, { fieldErrors: [{ field: 'quantity', message }] });
  }
  variant.stock = left;
  variant.inStock = left > 0;
  product.inStock = product.variants.some((v) => v.inStock);
  const stats = shop.state.catalogue.stats[product.productId];
  if (stats) stats.sold = Math.max(0, stats.sold - delta);
}

/**
 * Folds a new (or changed: pass the previous) review rating into the product's rating summary.
 * @example recordRating(shop, 'PR00012', 5); recordRating(shop, 'PR00012', 4, 5)
 */
export function recordRating(shop: Shop, productId: string, rating: number, previous?: number): void {
  const product = findProduct(shop, productId);
  const stats = shop.state.catalogue.stats[productId];
  if (!product || !stats) return;
  if (previous === undefined) {
    stats.ratingSum += rating;
    stats.ratingCount += 1;
  } else {
    stats.ratingSum += rating - previous;
  }
  product.rating = {
    average: stats.ratingCount ? Math.min(5, Math.max(0, Math.round((stats.ratingSum / stats.ratingCount) * 10) / 10)) : 0,
    count: stats.ratingCount,
  };
}
