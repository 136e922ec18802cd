/**
 * Facets with counts. Each facet counts the products matching the selection without that facet's own
 * choice, so the other values of a facet stay visible (and `selected` marks the chosen ones).
 */
import type { Schemas } from '@attar/sdk';
import { AudienceRule } from '@attar/sdk/rules';
import type { Shop } from '../shop.ts';
import { matchProducts, type Match, type Selection } from './listing.ts';
import { FAMILY_LABELS } from './seed-fragrances.ts';

type FacetName = Schemas['CatalogFacetName'];
type Facet = Schemas['CatalogFacet'];
type FacetValue = Schemas['CatalogFacetValue'];

/** Price buckets of the price facet, over the card price. */
export const PRICE_RANGES: ReadonlyArray<{ min: number; max?: number; label: string }> = [
  { min: 0, max: 999.99, label: 'Under ₹1,000' },
  { min: 1000, max: 1999.99, label: '₹1,000 – ₹1,999' },
  { min: 2000, max: 3999.99, label: '₹2,000 – ₹3,999' },
  { min: 4000, label: '₹4,000 and above' },
];

const AUDIENCE_LABELS: Record<Schemas['Audience'], string> = { MEN: 'Men', WOMEN: 'Women', UNISEX: 'Unisex' };

const without = (selection: Selection, ...keys: Array<keyof Selection>): Selection => {
  const copy = { ...selection };
  for (const key of keys) delete copy[key];
  return copy;
};

const countBy = (matches: Match[], keyOf: (m: Match) => string | string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const m of matches) for (const key of [keyOf(m)].flat()) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

const visible = (values: FacetValue[]) => values.filter((v) => v.count > 0 || v.selected);

function facet(shop: Shop, name: FacetName, selection: Selection, keyword: string | undefined): Facet {
  const { catalogue } = shop.state;
  switch (name) {
    case 'audiences': {
      const counts = countBy(matchProducts(shop, without(selection, 'audiences'), keyword), (m) => m.product.audience);
      const values = AudienceRule.enum.map((a) => ({
        value: a,
        label: AUDIENCE_LABELS[a],
        count: counts.get(a) ?? 0,
        ...(selection.audiences?.includes(a) ? { selected: true } : {}),
      }));
      return { name, label: 'For', kind: 'multi', values: visible(values) };
    }
    case 'categories': {
      const counts = countBy(matchProducts(shop, without(selection, 'categoryIds'), keyword), (m) =>
        m.product.isNew ? [m.product.category.categoryId, 'CA00004'] : m.product.category.categoryId,
      );
      const values = catalogue.categories.map((c) => ({
        value: c.categoryId,
        label: c.categoryName,
        count: counts.get(c.categoryId) ?? 0,
        ...(selection.categoryIds?.includes(c.categoryId) ? { selected: true } : {}),
      }));
      return { name, label: 'Category', kind: 'multi', values: visible(values) };
    }
    case 'brands': {
      const counts = countBy(matchProducts(shop, without(selection, 'brandIds'), keyword), (m) => m.product.brand.brandId);
      const values = catalogue.brands.map((b) => ({
        value: b.brandId,
        label: b.brandName,
        count: counts.get(b.brandId) ?? 0,
        ...(selection.brandIds?.includes(b.brandId) ? { selected: true } : {}),
      }));
      return { name, label: 'Brand', kind: 'multi', values: visible(values) };
    }
    case 'priceRanges': {
      const matches = matchProducts(shop, without(selection, 'priceMin', 'priceMax'), keyword);
      const values = PRICE_RANGES.map((r) => ({
        value: `${r.min}-${r.max ?? ''}`,
        label: r.label,
        count: matches.filter((m) => m.variant.price >= r.min && (r.max === undefined || m.variant.price <= r.max)).length,
        min: r.min,
        ...(r.max !== undefined ? { max: r.max } : {}),
        ...(selection.priceMin === r.min && selection.priceMax === r.max ? { selected: true } : {}),
      }));
      return { name, label: 'Price', kind: 'range', values: visible(values) };
    }
    case 'sizes': {
      // A size counts the products with that size passing the other filters (price and stock included).
      const sizes = [...new Set(Object.values(catalogue.products).flatMap((p) => p.variants.map((v) => v.sizeMl)))].sort(
        (a, b) => a - b,
      );
      const values = sizes.map((size) => ({
        value: String(size),
        label: `${size} ml`,
        count: matchProducts(shop, { ...selection, sizes: [size] }, keyword).length,
        ...(selection.sizes?.includes(size) ? { selected: true } : {}),
      }));
      return { name, label: 'Size', kind: 'multi', values: visible(values) };
    }
    case 'fragranceFamilies': {
      const counts = countBy(
        matchProducts(shop, without(selection, 'fragranceFamilies'), keyword),
        (m) => m.product.fragranceFamily,
      );
      const values = (Object.keys(FAMILY_LABELS) as Array<Schemas['FragranceFamily']>).map((f) => ({
        value: f,
        label: FAMILY_LABELS[f],
        count: counts.get(f) ?? 0,
        ...(selection.fragranceFamilies?.includes(f) ? { selected: true } : {}),
      }));
      return { name, label: 'Fragrance family', kind: 'multi', values: visible(values) };
    }
  }
}

/**
 * The requested facets for a selection and keyword, and how many products match it in all.
 * @example facetsFor(shop, ['brands'], { categoryIds: ['CA00001'] })
 */
export function facetsFor(
  shop: Shop,
  names: readonly FacetName[],
  selection: Selection,
  keyword?: string,
): { facets: Facet[]; totalItems: number } {
  return {
    facets: names.map((name) => facet(shop, name, selection, keyword)),
    totalItems: matchProducts(shop, selection, keyword).length,
  };
}
