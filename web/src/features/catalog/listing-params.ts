/**
 * The shop grid's state lives in the URL query, so a listing is shareable and the back button steps
 * through it: `?keyword=oud&brand=BR00001,BR00002&price=1000-1999.99&size=50&stock=1&sort=newest&page=2`.
 * Defaults are left out; values that cannot be right are dropped rather than sent.
 */
import type { Schemas } from '@attar/sdk';

export type Selection = Schemas['CatalogFilterSelection'];
export type SortType = Schemas['CatalogSortType'];
type Audience = Schemas['Audience'];
type Family = Schemas['FragranceFamily'];

export interface ListingState {
  selection: Selection;
  /** Trimmed; empty when there is no search. */
  keyword: string;
  sortType: SortType;
  /** 1-based. */
  page: number;
}

export const SORT_TYPES: ReadonlyArray<{ value: SortType; label: string }> = [
  { value: 'price_low_to_high', label: 'Price: low to high' },
  { value: 'price_high_to_low', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest first' },
  { value: 'popularity', label: 'Most popular' },
  { value: 'rating', label: 'Top rated' },
  { value: 'discount', label: 'Biggest discount' },
];

/** The catalogue's default sort (docs/product-rules.md §9). */
export const DEFAULT_SORT: SortType = 'price_low_to_high';

const AUDIENCES: readonly Audience[] = ['MEN', 'WOMEN', 'UNISEX'];
const FAMILIES: readonly Family[] = ['WOODY', 'FLORAL', 'ORIENTAL', 'FRESH', 'CITRUS', 'SPICY', 'AQUATIC', 'GOURMAND', 'CHYPRE', 'FOUGERE', 'LEATHER', 'MUSKY'];
const MAX_KEYWORD = 100;

const list = (raw: string | null): string[] => (raw ? [...new Set(raw.split(',').map((v) => v.trim()).filter(Boolean))] : []);
const oneOf = <T extends string>(allowed: readonly T[]) => (v: string): v is T => (allowed as readonly string[]).includes(v);
const isMoney = (v: number) => Number.isFinite(v) && v >= 0 && v <= 10_000_000 && Math.round(v * 100) === v * 100;

/** Parses `min-max` (max may be empty) into a price range, or undefined when it is not one. */
export function parsePriceRange(raw: string | null): { priceMin?: number; priceMax?: number } | undefined {
  const match = raw?.match(/^(\d+(?:\.\d{1,2})?)?-(\d+(?:\.\d{1,2})?)?$/);
  if (!match || (!match[1] && !match[2])) return undefined;
  const min = match[1] ? Number(match[1]) : undefined;
  const max = match[2] ? Number(match[2]) : undefined;
  if ((min !== undefined && !isMoney(min)) || (max !== undefined && !isMoney(max))) return undefined;
  if (min !== undefined && max !== undefined && min > max) return undefined;
  return { ...(min !== undefined ? { priceMin: min } : {}), ...(max !== undefined ? { priceMax: max } : {}) };
}

/** The `price` parameter of a selection's range (`1000-1999.99`, `4000-`), or undefined without one. */
export const priceParam = (s: Selection): string | undefined =>
  s.priceMin === undefined && s.priceMax === undefined ? undefined : `${s.priceMin ?? ''}-${s.priceMax ?? ''}`;

/**
 * Reads the listing state from a URL query.
 * @example parseListing(new URLSearchParams('brand=BR00001&page=2')).selection // { brandIds: ['BR00001'] }
 */
export function parseListing(params: URLSearchParams, defaultSort: SortType = DEFAULT_SORT): ListingState {
  const selection: Selection = {};
  const categoryIds = list(params.get('category')).filter((v) => /^CA[0-9]{5}$/.test(v)).slice(0, 20);
  if (categoryIds.length) selection.categoryIds = categoryIds;
  const audiences = list(params.get('audience')).filter(oneOf(AUDIENCES));
  if (audiences.length) selection.audiences = audiences;
  const brandIds = list(params.get('brand')).filter((v) => /^BR[0-9]{5}$/.test(v)).slice(0, 20);
  if (brandIds.length) selection.brandIds = brandIds;
  const price = parsePriceRange(params.get('price'));
  if (price) Object.assign(selection, price);
  const sizes = list(params.get('size')).filter((v) => /^[1-9][0-9]{0,4}$/.test(v)).map(Number);
  if (sizes.length) selection.sizes = sizes;
  const families = list(params.get('family')).filter(oneOf(FAMILIES));
  if (families.length) selection.fragranceFamilies = families;
  if (params.get('stock') === '1') selection.inStock = true;
  if (params.get('sale') === '1') selection.onSale = true;

  const sort = params.get('sort');
  const sortType = SORT_TYPES.some((s) => s.value === sort) ? (sort as SortType) : defaultSort;
  const page = Number(params.get('page'));
  return {
    selection,
    keyword: (params.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD),
    sortType,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * Writes the listing state as a URL query (defaults left out, keys in a stable order). Parameters
 * that are not the listing's (`utm_source`…) are kept from `base`.
 * @example listingSearch({ selection: { inStock: true }, keyword: '', sortType: 'newest', page: 1 }).toString() // 'stock=1&sort=newest'
 */
export function listingSearch(state: ListingState, base?: URLSearchParams, defaultSort: SortType = DEFAULT_SORT): URLSearchParams {
  const params = new URLSearchParams();
  if (base) for (const [key, value] of base) if (!LISTING_KEYS.includes(key)) params.append(key, value);
  const { selection: s } = state;
  const set = (key: string, value: string | undefined) => {
    if (value) params.set(key, value);
  };
  set('keyword', state.keyword.trim());
  set('category', s.categoryIds?.join(','));
  set('audience', s.audiences?.join(','));
  set('brand', s.brandIds?.join(','));
  set('price', priceParam(s));
  set('size', s.sizes?.join(','));
  set('family', s.fragranceFamilies?.join(','));
  if (s.inStock) params.set('stock', '1');
  if (s.onSale) params.set('sale', '1');
  if (state.sortType !== defaultSort) params.set('sort', state.sortType);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

const LISTING_KEYS = ['keyword', 'category', 'audience', 'brand', 'price', 'size', 'family', 'stock', 'sale', 'sort', 'page'];

/** How many filters are chosen (a price range counts once), for the "Filters (3)" button. */
export function countFilters(s: Selection): number {
  return (
    (s.categoryIds?.length ?? 0) +
    (s.audiences?.length ?? 0) +
    (s.brandIds?.length ?? 0) +
    (priceParam(s) ? 1 : 0) +
    (s.sizes?.length ?? 0) +
    (s.fragranceFamilies?.length ?? 0) +
    (s.inStock ? 1 : 0) +
    (s.onSale ? 1 : 0)
  );
}
