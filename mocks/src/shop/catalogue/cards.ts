/** Product cards: which size a card shows, and the card itself (with `wishlisted` for a buyer). */
import type { Schemas } from '@attar/sdk';
import { isWishlisted } from '../accounts/api.ts';
import type { Shop } from '../shop.ts';
import type { Product, Variant } from './build-products.ts';

/**
 * The size a card shows among `candidates` (all sizes by default): the preselected size when it is
 * in stock, else the cheapest size in stock, else the preselected or cheapest size.
 * @example cardVariant(product).cin // 'ATR-OUD-100'
 */
export function cardVariant(product: Product, candidates: readonly Variant[] = product.variants): Variant {
  const byPrice = [...candidates].sort((a, b) => a.price - b.price || a.sizeMl - b.sizeMl);
  const preselected = candidates.find((v) => v.cin === product.defaultCin);
  if (preselected?.inStock) return preselected;
  return byPrice.find((v) => v.inStock) ?? preselected ?? byPrice[0] ?? product.variants[0]!;
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
    image: { url: image.url, altText: `${product.name} ${variant.label} bottle` },
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
