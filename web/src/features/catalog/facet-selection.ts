/** Reading and changing a filter selection one facet value at a time. */
import type { Schemas } from '@attar/sdk';
import { parsePriceRange, priceParam, type Selection } from './listing-params.ts';

export type FacetName = Schemas['CatalogFacetName'];
type ListKey = 'categoryIds' | 'audiences' | 'brandIds' | 'sizes' | 'fragranceFamilies';

/** The selection field a multi-value facet fills. */
export const FACET_FIELD: Record<Exclude<FacetName, 'priceRanges'>, ListKey> = {
  categories: 'categoryIds',
  audiences: 'audiences',
  brands: 'brandIds',
  sizes: 'sizes',
  fragranceFamilies: 'fragranceFamilies',
};

/** Whether a facet value is chosen in the selection. */
export function isChosen(selection: Selection, facet: FacetName, value: string): boolean {
  if (facet === 'priceRanges') return priceParam(selection) === value;
  const chosen = selection[FACET_FIELD[facet]] as ReadonlyArray<string | number> | undefined;
  return chosen?.some((v) => String(v) === value) ?? false;
}

/**
 * The selection with a facet value switched on or off (a price range replaces the current one).
 * @example toggleFacet({}, 'brands', 'BR00001', true) // { brandIds: ['BR00001'] }
 */
export function toggleFacet(selection: Selection, facet: FacetName, value: string, on: boolean): Selection {
  const next: Selection = { ...selection };
  if (facet === 'priceRanges') {
    delete next.priceMin;
    delete next.priceMax;
    const range = on ? parsePriceRange(value) : undefined;
    return range ? { ...next, ...range } : next;
  }
  const field = FACET_FIELD[facet];
  const current = (selection[field] ?? []) as Array<string | number>;
  const typed = field === 'sizes' ? Number(value) : value;
  const values = on ? [...current.filter((v) => v !== typed), typed] : current.filter((v) => v !== typed);
  if (values.length) (next as Record<ListKey, unknown>)[field] = values;
  else delete next[field];
  return next;
}
