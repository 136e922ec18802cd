/**
 * Listings: filter selections, keyword search, sorting and paging. A product matches when some of its
 * sizes pass the size, price and stock filters; its card then shows the best of those sizes, and
 * price sorts use that card's price.
 */
import type { Schemas } from '@attar/sdk';
import { refuse } from '../../core/errors.ts';
import type { Shop } from '../shop.ts';
import type { Product, Variant } from './build-products.ts';
import { cardVariant } from './cards.ts';
import { keywordQuery, matchesKeyword } from './search.ts';
import { NEW_ARRIVALS_ID } from './seed-brands.ts';

export type Selection = Schemas['CatalogFilterSelection'];
export type SortType = Schemas['CatalogSortType'];
export type SortOrder = Schemas['SortOrder'];

/** A product in a listing, with the size its card shows. */
export interface Match {
  product: Product;
  variant: Variant;
}

export const SELECTION_KEYS = [
  'categoryIds',
  'audiences',
  'brandIds',
  'priceMin',
  'priceMax',
  'sizes',
  'fragranceFamilies',
  'onSale',
  'inStock',
] as const;

/** The filter selection of a flat action input (body fields only, no paging or keyword). */
export function selectionOf(input: Record<string, unknown>): Selection {
  const selection: Record<string, unknown> = {};
  for (const key of SELECTION_KEYS) if (input[key] !== undefined) selection[key] = input[key];
  return selection as Selection;
}

/** Refuses a price range that is upside down. */
export function checkSelection(selection: Selection, prefix = ''): void {
  if (selection.priceMin !== undefined && selection.priceMax !== undefined && selection.priceMin > selection.priceMax) {
    throw refuse.invalid(`${prefix}priceMin`, `must not be above priceMax (${selection.priceMax})`);
  }
}

/** The products (with card sizes) matching a selection and keyword, in id order. */
export function matchProducts(shop: Shop, selection: Selection, keyword?: string): Match[] {
  const query = keywordQuery(keyword);
  const matches: Match[] = [];
  // whether any size filter applies; without one every size is a candidate
  const bySize =
    !!selection.sizes?.length ||
    selection.priceMin !== undefined ||
    selection.priceMax !== undefined ||
    selection.inStock !== undefined;
  for (const product of Object.values(shop.state.catalogue.products)) {
    const { categoryIds, audiences, brandIds, fragranceFamilies, onSale } = selection;
    if (
      categoryIds?.length &&
      !categoryIds.some((id) => id === product.category.categoryId || (id === NEW_ARRIVALS_ID && product.isNew))
    )
      continue;
    if (audiences?.length && !audiences.includes(product.audience)) continue;
    if (brandIds?.length && !brandIds.includes(product.brand.brandId)) continue;
    if (fragranceFamilies?.length && !fragranceFamilies.includes(product.fragranceFamily)) continue;
    if (onSale !== undefined && product.onSale !== onSale) continue;
    if (!matchesKeyword(product, query)) continue;
    const candidates = bySize
      ? product.variants.filter(
          (v) =>
            (!selection.sizes?.length || selection.sizes.includes(v.sizeMl)) &&
            (selection.priceMin === undefined || v.price >= selection.priceMin) &&
            (selection.priceMax === undefined || v.price <= selection.priceMax) &&
            (selection.inStock === undefined || v.inStock === selection.inStock),
        )
      : product.variants;
    if (candidates.length) matches.push({ product, variant: cardVariant(product, candidates) });
  }
  return matches;
}

/** The direction a sort runs in: price sorts carry their own, the others take `sortOrder` (default desc). */
export function effectiveOrder(sortType: SortType, sortOrder: SortOrder | undefined): SortOrder {
  if (sortType === 'price_low_to_high') return 'asc';
  if (sortType === 'price_high_to_low') return 'desc';
  return sortOrder ?? 'desc';
}

/** Sorts matches in place; ties go by product id so pages never shuffle. */
export function sortMatches(shop: Shop, matches: Match[], sortType: SortType, order: SortOrder): Match[] {
  const stats = shop.state.catalogue.stats;
  const key = (m: Match): number => {
    switch (sortType) {
      case 'price_low_to_high':
      case 'price_high_to_low':
        return m.variant.price;
      case 'newest':
        return new Date(m.product.createdAt ?? 0).getTime();
      case 'popularity':
        return stats[m.product.productId]?.sold ?? 0;
      case 'rating':
        return m.product.rating.average * 100_000 + m.product.rating.count;
      case 'discount':
        return m.variant.discountPercent;
    }
  };
  const sign = order === 'asc' ? 1 : -1;
  // each key once, not once per comparison; product ids are ASCII (PR00001), so a plain comparison
  // orders them as localeCompare would, at a fraction of its cost
  const keyed = matches.map((m) => ({ m, key: key(m), id: m.product.productId }));
  keyed.sort((a, b) => sign * (a.key - b.key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  keyed.forEach((k, i) => {
    matches[i] = k.m;
  });
  return matches;
}

/** One page of items with its paging block; a page past the end is empty. */
export function pageOf<T>(items: readonly T[], pageNum = 1, pageSize = 8): { items: T[]; paging: Schemas['Paging'] } {
  const start = (pageNum - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    paging: { pageNum, pageSize, totalItems: items.length, totalPages: Math.ceil(items.length / pageSize) },
  };
}
