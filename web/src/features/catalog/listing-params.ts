/**
 * The shop grid's state lives in the URL query, so a listing is shareable and the back button steps
 * through it: `?keyword=oud&brand=BR00001,BR00002&price=1000-1999.99&size=50&stock=1&sort=newest&page=2`.
 * Defaults are left out; values that cannot be right are dropped rather than sent.
 */
import type { Schemas } from '@attar/sdk';
import {
  CatalogFilterSelectionFields as FIELDS,
  CatalogSortTypeRule,
  checkRule,
  MoneyRule,
  PageNumRule,
  SearchKeywordRule,
} from '@attar/sdk/rules';

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

// every sort the contract knows, in its order, each with the words the sort menu shows
const SORT_LABELS: Record<SortType, string> = {
  price_low_to_high: 'Price: low to high',
  price_high_to_low: 'Price: high to low',
  newest: 'Newest first',
  popularity: 'Most popular',
  rating: 'Top rated',
  discount: 'Biggest discount',
};
export const SORT_TYPES: ReadonlyArray<{ value: SortType; label: string }> = CatalogSortTypeRule.enum.map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

/** The catalogue's default sort (docs/product-rules.md §9). */
export const DEFAULT_SORT: SortType = 'price_low_to_high';

const list = (raw: string | null): string[] =>
  raw
    ? [
        ...new Set(
          raw
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ]
    : [];
const passes = (rule: Parameters<typeof checkRule>[0]) => (v: unknown) => checkRule(rule, v) === undefined;
/** The values of a comma-separated parameter that a filter list of the contract accepts, at most as many as it takes. */
function pick<T>(
  raw: string | null,
  field: (typeof FIELDS)[keyof typeof FIELDS] & { type: 'array' },
  parse: (v: string) => unknown = (v) => v,
): T[] {
  return list(raw).map(parse).filter(passes(field.items)).slice(0, field.maxItems) as T[];
}
const isMoney = (v: number) => passes(MoneyRule)(v) && Math.round(v * 100) === v * 100;
const whole = (v: string) => (/^[0-9]+$/.test(v) ? Number(v) : Number.NaN);

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
  const categoryIds = pick<string>(params.get('category'), FIELDS.categoryIds);
  if (categoryIds.length) selection.categoryIds = categoryIds;
  const audiences = pick<Audience>(params.get('audience'), FIELDS.audiences);
  if (audiences.length) selection.audiences = audiences;
  const brandIds = pick<string>(params.get('brand'), FIELDS.brandIds);
  if (brandIds.length) selection.brandIds = brandIds;
  const price = parsePriceRange(params.get('price'));
  if (price) Object.assign(selection, price);
  const sizes = pick<number>(params.get('size'), FIELDS.sizes, whole);
  if (sizes.length) selection.sizes = sizes;
  const families = pick<Family>(params.get('family'), FIELDS.fragranceFamilies);
  if (families.length) selection.fragranceFamilies = families;
  if (params.get('stock') === '1') selection.inStock = true;
  if (params.get('sale') === '1') selection.onSale = true;

  const sort = params.get('sort');
  const sortType = SORT_TYPES.some((s) => s.value === sort) ? (sort as SortType) : defaultSort;
  const page = Number(params.get('page'));
  return {
    selection,
    keyword: (params.get('keyword') ?? '').trim().slice(0, SearchKeywordRule.maxLength),
    sortType,
    page: passes(PageNumRule)(page) ? page : 1,
  };
}

/**
 * Writes the listing state as a URL query (defaults left out, keys in a stable order). Parameters
 * that are not the listing's (`utm_source`…) are kept from `base`.
 * @example listingSearch({ selection: { inStock: true }, keyword: '', sortType: 'newest', page: 1 }).toString() // 'stock=1&sort=newest'
 */
export function listingSearch(
  state: ListingState,
  base?: URLSearchParams,
  defaultSort: SortType = DEFAULT_SORT,
): URLSearchParams {
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
