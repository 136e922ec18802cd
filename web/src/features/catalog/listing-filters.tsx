/**
 * The shop grid's filters: one fieldset per facet from the catalogue (checkboxes; radio buttons for the
 * price range), availability switches and "clear all". Every change goes straight to the URL.
 */
import { useId, useState } from 'react';
import type { Schemas } from '@attar/sdk';
import { isChosen, toggleFacet, type FacetName } from './facet-selection.ts';
import { countFilters, priceParam, type Selection } from './listing-params.ts';

type Facet = Schemas['CatalogFacet'];

interface Props {
  facets: readonly Facet[] | undefined;
  selection: Selection;
  onChange: (selection: Selection) => void;
  /** Facets not to offer (the category facet on a category page). */
  hidden?: readonly FacetName[];
  /** Filters that cannot be removed here (the route's category), not counted. */
  fixed?: Selection;
}

/** Facet lists longer than this start folded. */
const FOLD_AFTER = 6;

export function ListingFilters({ facets, selection, onChange, hidden = [], fixed = {} }: Props) {
  const chosen = countFilters(selection) - countFilters(fixed);
  return (
    <div className="listing-filters">
      {facets === undefined ? (
        <p className="listing-filters-loading" role="status">
          Loading filters…
        </p>
      ) : (
        facets
          .filter((f) => !hidden.includes(f.name) && f.values.length > 0)
          .map((facet) =>
            facet.kind === 'range' ? (
              <PriceFacet key={facet.name} facet={facet} selection={selection} onChange={onChange} />
            ) : (
              <MultiFacet key={facet.name} facet={facet} selection={selection} onChange={onChange} />
            ),
          )
      )}
      <fieldset className="facet">
        <legend>Availability</legend>
        <label className="facet-option">
          <input
            type="checkbox"
            checked={selection.inStock === true}
            onChange={(e) => {
              const next = { ...selection };
              if (e.target.checked) next.inStock = true;
              else delete next.inStock;
              onChange(next);
            }}
          />
          <span>In stock only</span>
        </label>
        <label className="facet-option">
          <input
            type="checkbox"
            checked={selection.onSale === true}
            onChange={(e) => {
              const next = { ...selection };
              if (e.target.checked) next.onSale = true;
              else delete next.onSale;
              onChange(next);
            }}
          />
          <span>On sale</span>
        </label>
      </fieldset>
      {chosen > 0 ? (
        <button type="button" className="button button-quiet listing-clear" onClick={() => onChange({ ...fixed })}>
          Clear all filters
        </button>
      ) : null}
    </div>
  );
}

function MultiFacet({ facet, selection, onChange }: { facet: Facet; selection: Selection; onChange: (s: Selection) => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const foldable = facet.values.length > FOLD_AFTER;
  // a chosen value stays visible even when folded
  const shown =
    foldable && !open ? facet.values.filter((v, i) => i < FOLD_AFTER || isChosen(selection, facet.name, v.value)) : facet.values;
  return (
    <fieldset className="facet">
      <legend>{facet.label}</legend>
      <div id={listId} className="facet-options">
        {shown.map((v) => (
          <label key={v.value} className="facet-option">
            <input
              type="checkbox"
              checked={isChosen(selection, facet.name, v.value)}
              onChange={(e) => onChange(toggleFacet(selection, facet.name, v.value, e.target.checked))}
            />
            <span>{v.label}</span>
            <span className="facet-count">({v.count})</span>
          </label>
        ))}
      </div>
      {foldable ? (
        <button type="button" className="facet-more" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? 'Show fewer' : `Show all ${facet.values.length}`}
          <span className="visually-hidden"> {facet.label.toLowerCase()} options</span>
        </button>
      ) : null}
    </fieldset>
  );
}

function PriceFacet({ facet, selection, onChange }: { facet: Facet; selection: Selection; onChange: (s: Selection) => void }) {
  const name = useId();
  const anyChosen = priceParam(selection) === undefined;
  return (
    <fieldset className="facet">
      <legend>{facet.label}</legend>
      <div className="facet-options">
        <label className="facet-option">
          <input
            type="radio"
            name={name}
            checked={anyChosen}
            onChange={() => onChange(toggleFacet(selection, facet.name, '', false))}
          />
          <span>Any price</span>
        </label>
        {facet.values.map((v) => (
          <label key={v.value} className="facet-option">
            <input
              type="radio"
              name={name}
              checked={isChosen(selection, facet.name, v.value)}
              onChange={() => onChange(toggleFacet(selection, facet.name, v.value, true))}
            />
            <span>{v.label}</span>
            <span className="facet-count">({v.count})</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
