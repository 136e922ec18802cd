/**
 * The chosen filters above the shop grid as chips: each names its filter and removes it in one
 * press; "Clear all" removes them all. The route's fixed category is not a chip.
 */
import { useRef } from 'react';
import type { Schemas } from '@attar/sdk';
import { FACET_FIELD, toggleFacet, type FacetName } from './facet-selection.ts';
import { priceParam, type Selection } from './listing-params.ts';

interface Chip {
  key: string;
  label: string;
  without: Selection;
}

/** The chips of a selection, in the filter panel's order, named as the catalogue names its values. */
export function activeChips(selection: Selection, facets: readonly Schemas['CatalogFacet'][] | undefined): Chip[] {
  const labelOf = (facet: FacetName, value: string) =>
    facets?.find((f) => f.name === facet)?.values.find((v) => v.value === value)?.label ?? value;
  const chips: Chip[] = [];
  for (const [facet, field] of Object.entries(FACET_FIELD) as Array<[Exclude<FacetName, 'priceRanges'>, keyof Selection]>) {
    for (const value of (selection[field] ?? []) as Array<string | number>) {
      const v = String(value);
      chips.push({ key: `${facet}:${v}`, label: labelOf(facet, v), without: toggleFacet(selection, facet, v, false) });
    }
  }
  const price = priceParam(selection);
  if (price)
    chips.push({ key: 'price', label: labelOf('priceRanges', price), without: toggleFacet(selection, 'priceRanges', '', false) });
  if (selection.inStock) {
    const { inStock: _, ...without } = selection;
    chips.push({ key: 'stock', label: 'In stock only', without });
  }
  if (selection.onSale) {
    const { onSale: _, ...without } = selection;
    chips.push({ key: 'sale', label: 'On sale', without });
  }
  return chips;
}

interface Props {
  /** The shopper's own filters (without the route's category). */
  selection: Selection;
  facets: readonly Schemas['CatalogFacet'][] | undefined;
  onChange: (selection: Selection) => void;
}

export function ActiveFilters({ selection, facets, onChange }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chips = activeChips(selection, facets);
  if (chips.length === 0) return null;
  const remove = (next: Selection) => {
    onChange(next);
    // the pressed chip goes away: the keyboard stays in the chips
    box.current?.focus({ preventScroll: true });
  };
  return (
    <div className="listing-chips" ref={box} tabIndex={-1} role="group" aria-label="Chosen filters">
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="listing-chip" onClick={() => remove(chip.without)}>
              {chip.label}
              <span aria-hidden="true"> ×</span>
              <span className="visually-hidden">: remove this filter</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="listing-chips-clear" onClick={() => remove({})}>
        Clear all
      </button>
    </div>
  );
}
