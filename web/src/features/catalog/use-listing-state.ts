/** The shop grid's state as a hook over the URL query (see listing-params.ts). */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listingSearch, parseListing, type ListingState, type SortType } from './listing-params.ts';

export interface ListingControls {
  state: ListingState;
  /** The query string the state was read from: changes exactly when the URL does. */
  key: string;
  /** Goes to a new listing state: a new history entry, so the back button returns to this one. */
  go: (next: ListingState) => void;
  /** The link (`?…`) of a listing state, for real anchors such as page numbers. */
  hrefFor: (next: ListingState) => string;
}

export function useListingState(defaultSort: SortType): ListingControls {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListing(params, defaultSort), [params, defaultSort]);
  const go = useCallback(
    (next: ListingState) => setParams(listingSearch(next, params, defaultSort), { preventScrollReset: true }),
    [params, setParams, defaultSort],
  );
  const hrefFor = useCallback(
    (next: ListingState) => {
      const query = listingSearch(next, params, defaultSort).toString();
      return query ? `?${query}` : '?';
    },
    [params, defaultSort],
  );
  return { state, key: params.toString(), go, hrefFor };
}
