/** Product cards: which size a card shows, and the card itself (with `wishlisted` for a buyer). */
import type { Schemas } from '@attar/sdk';
import { isWishlisted } from '../accounts/api.ts';
import type { Shop } from '../shop.ts';
import type { Product, Variant } from './build-products.ts';

/** Whether `b` is cheaper than `a` (smaller first at one price), or `a` is none yet. */
const cheaper = (a: Variant | undefined, b: Variant) => !a || b.price < a.price || (b.price === a.price && b.sizeMl < a.sizeMl);

/**
 * The size a card shows among `candidates` (all sizes by default): the preselected size when it is
 * in stock, else the cheapest size in stock, else the preselected or cheapest size.
 * @example cardVariant(product).cin // 'ATR-OUD-100'
 */
export function cardVariant(product: Product, candidates: readonly Variant[] = product.variants): Variant {
  // one pass, no sorted copy: every listing asks this of every matching product
  let preselected: Variant | undefined;
  let cheapest: Variant | undefined;
  let cheapestInStock: Variant | undefined;
  for (const v of candidates) {
    if (v.cin === product.defaultCin && !preselected) preselected = v;
    if (cheaper(cheapest, v)) cheapest = v;
    if (v.inStock && cheaper(cheapestInStock, v)) cheapestInStock = v;
  }
  if (preselected?.inStock) return preselected;
  return cheapestInStock ?? preselected ?? cheapest ?? product.variants[0]!;
}

/**
 * The card of a product showing one size; `wishlisted` only when a buyer is given.
 * @example toSummary(shop, product, cardVariant(product), 'BY000001')
 */
export function toSummary(shop: Shop, product: Product, variant: Variant, buyerId?: string): Schemas['ProductSummary'] {
  const image = product.images[0]!;
  return {
    productId: product.productId,
    slug: product.slug,
    name: product.name,
    audience: product.audience,
    category: { ...product.category },
    brand: { ...product.brand },
    // the whole picture (its size and its AVIF/WebP widths), so a card never falls back to the JPEG
    image: { ...image, altText: `${product.name} ${variant.label} bottle` },
    cin: variant.cin,
    price: variant.price,
    mrp: variant.mrp,
    discountPercent: variant.discountPercent,
    rating: { ...product.rating },
    inStock: variant.inStock,
    onSale: product.onSale,
    isNew: product.isNew,
    ...(buyerId ? { wishlisted: isWishlisted(shop, buyerId, product.productId) } : {}),
  };
}

/** The buyer of a call, if signed in. */
export const buyerOf = (caller: { kind: string; buyerId?: string }): string | undefined =>
  caller.kind === 'buyer' ? caller.buyerId : undefined;
