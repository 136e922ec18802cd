/**
 * The shop grid of /shop and the category pages: keyword search, filters, sort and page links, all
 * kept in the URL (listing-params.ts); the result count is announced; an empty result offers to clear
 * the filters. On a category page the route's category is a fixed filter.
 */
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ActionInput } from '@attar/sdk';
import { SearchKeywordRule } from '@attar/sdk/rules';
import { useAction } from '../../data/use-action.ts';
import { useFeature } from '../../data/features.ts';
import { useSeo } from '../../lib/seo.ts';
import { ErrorState } from '../../components/ui/status.tsx';
import { ListingFilters } from './listing-filters.tsx';
import { ActiveFilters } from './active-filters.tsx';
import { DidYouMean } from './did-you-mean.tsx';
import { countFilters, SORT_TYPES, type ListingState, type Selection, type SortType } from './listing-params.ts';
import { Pagination } from './pagination.tsx';
import { ProductCard } from '../../components/product/product-card.tsx';
import { SearchCombobox } from '../../components/search/search-combobox.tsx';

/** Cards at the top of the grid, in the first view at any width: their images load first. */
const FIRST_VIEW_CARDS = 4;
import { useListingState } from './use-listing-state.ts';
import type { FacetName } from './facet-selection.ts';
import { useNotFoundStatus } from '../../data/server-reads.ts';
import './product-listing.css';

export interface ProductListingProps {
  /** The grid's title; on a category page `{categoryName}` in it becomes the category's name. */
  title: string;
  emptyText: string;
  pageSize: number;
  defaultSort: SortType;
  filtersEnabled: boolean;
  cartEnabled: boolean;
  wishlistEnabled: boolean;
  /** The route's category on a category page (`slugName` is the route's `for-him`). */
  category?: { categoryId: string; slugName: string } | undefined;
  /** The title's heading level: 1 when the listing is the page's main heading. */
  headingLevel?: 1 | 2;
}

const FACETS: FacetName[] = ['categories', 'audiences', 'brands', 'priceRanges', 'sizes', 'fragranceFamilies'];

export function ProductListing(props: ProductListingProps) {
  const {
    title,
    emptyText,
    pageSize,
    defaultSort,
    filtersEnabled,
    cartEnabled,
    wishlistEnabled,
    category,
    headingLevel = 2,
  } = props;
  const { state, key: urlKey, go, hrefFor } = useListingState(defaultSort);
  // the store's features decide as well as the listing's own switches (decision 022)
  const cart = useFeature('cart') && cartEnabled;
  const wishlist = useFeature('wishlist') && wishlistEnabled;
  // The controls show a choice at once; the URL (and with it the data) follows a moment later, as the
  // router navigates. Once the URL has changed it is the truth again.
  const [pending, setPending] = useState<ListingState | null>(null);
  useEffect(() => setPending(null), [urlKey]);
  const view = pending ?? state;
  const [panelOpen, setPanelOpen] = useState(false);
  const ids = { title: useId(), panel: useId(), sort: useId() };
  const headingRef = useRef<HTMLHeadingElement>(null);

  const fixed: Selection = category ? { categoryIds: [category.categoryId] } : {};
  const selection: Selection = { ...state.selection, ...fixed };
  const keyword = state.keyword || undefined;
  const listInput: ActionInput<'catalogList'> = {
    ...selection,
    pageNum: state.page,
    pageSize,
    sortType: state.sortType,
    ...(keyword ? { keyword } : {}),
  };
  const list = useAction('catalogList', listInput);
  const facetsInput: ActionInput<'catalogFilters'> = { facets: FACETS, within: selection, ...(keyword ? { keyword } : {}) };
  // without filters a category page still asks for the category facet: it names the category
  const facets = useAction(
    'catalogFilters',
    filtersEnabled ? facetsInput : category ? { ...facetsInput, facets: ['categories'] } : null,
  );
  const categoryValue = category
    ? facets.data?.facets.find((f) => f.name === 'categories')?.values.find((v) => v.value === category.categoryId)
    : undefined;
  const categoryLabel = category ? (categoryValue?.label ?? titleFromSlug(category.slugName)) : '';

  const chosen = countFilters(state.selection) - (category ? (state.selection.categoryIds?.length ?? 0) : 0);
  // a new page of products renders in a background (interruptible) pass: no long main-thread block
  const data = useDeferredValue(list.data);
  const unknownCategory =
    !!category && !!facets.data && !categoryValue && data?.paging.totalItems === 0 && chosen === 0 && !state.keyword;
  useSeo(
    category ? (unknownCategory ? 'Category not found' : `${categoryLabel} perfumes`) : undefined,
    category && !unknownCategory
      ? `${categoryLabel} perfumes and attars from Attar House, with free shipping across India.`
      : undefined,
  );

  // a new page moves the shopper to the top of the results (not a new filter: they are still choosing)
  const lastPage = useRef(state.page);
  useEffect(() => {
    if (lastPage.current === state.page) return;
    lastPage.current = state.page;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
  }, [state.page]);

  /** Goes to a state; the route's category never goes into the URL. */
  const goTo = (next: ListingState) => {
    const own = { ...next.selection };
    if (category) delete own.categoryIds;
    setPending({ ...next, selection: own });
    go({ ...next, selection: own });
  };
  const setSelection = (next: Selection) => goTo({ ...view, selection: next, page: 1 });
  /** A selection without the route's category (which is not the shopper's to remove). */
  const ownSelection = (s: Selection): Selection => {
    const own = { ...s };
    if (category) delete own.categoryIds;
    return own;
  };
  const clearAll = () => {
    goTo({ ...state, selection: {}, keyword: '', page: 1 });
    headingRef.current?.focus();
  };

  const heading = title.replaceAll('{categoryName}', categoryLabel);
  const Heading = `h${headingLevel}` as const;
  const busy = list.isValidating && data !== undefined;
  const chosenShown = countFilters(view.selection) - (category ? (view.selection.categoryIds?.length ?? 0) : 0);
  if (unknownCategory) return <CategoryNotFound />;

  return (
    <section className="listing" aria-labelledby={ids.title}>
      <div className="listing-head">
        <Heading id={ids.title} ref={headingRef} tabIndex={-1} className="listing-title">
          {heading}
        </Heading>
        <SearchCombobox
          key={state.keyword}
          label="Search perfumes"
          placeholder="Oud, rose, sandalwood…"
          maxLength={SearchKeywordRule.maxLength}
          initialValue={state.keyword}
          onSearch={(keyword) => goTo({ ...state, keyword, page: 1 })}
          className="listing-search"
          rowClassName="listing-search-row"
          submit="Search"
          submitClassName="button"
        />
      </div>

      <div className="listing-bar">
        {filtersEnabled ? (
          <button
            type="button"
            className="button button-quiet listing-filter-toggle"
            aria-expanded={panelOpen}
            aria-controls={ids.panel}
            onClick={() => setPanelOpen(!panelOpen)}
          >
            Filters{chosenShown > 0 ? ` (${chosenShown})` : ''}
          </button>
        ) : null}
        <p className="listing-count" role="status">
          {countText(data, state.keyword, list.isLoading)}
        </p>
        <div className="listing-sort">
          <label htmlFor={ids.sort}>Sort by</label>
          <select
            id={ids.sort}
            value={view.sortType}
            onChange={(e) => goTo({ ...view, sortType: e.target.value as SortType, page: 1 })}
          >
            {SORT_TYPES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {filtersEnabled ? (
        <ActiveFilters
          selection={ownSelection(view.selection)}
          facets={facets.data?.facets}
          onChange={(own) => setSelection({ ...own, ...fixed })}
        />
      ) : null}

      <div className={filtersEnabled ? 'listing-layout has-filters' : 'listing-layout'}>
        {filtersEnabled ? (
          <div
            id={ids.panel}
            className={panelOpen ? 'listing-panel is-open' : 'listing-panel'}
            role="region"
            aria-label="Filters"
          >
            {facets.error && !facets.data ? (
              <ErrorState error={facets.error} onRetry={() => void facets.mutate()} title="Filters did not load" />
            ) : (
              <ListingFilters
                facets={facets.data?.facets}
                selection={{ ...view.selection, ...fixed }}
                fixed={fixed}
                onChange={setSelection}
                hidden={category ? ['categories'] : []}
              />
            )}
            {/* phones: close the panel and go to the results */}
            <button
              type="button"
              className="button listing-panel-done"
              onClick={() => {
                setPanelOpen(false);
                headingRef.current?.focus();
              }}
            >
              {data ? `Show ${data.paging.totalItems} ${data.paging.totalItems === 1 ? 'perfume' : 'perfumes'}` : 'Show perfumes'}
            </button>
          </div>
        ) : null}

        <div className="listing-results" aria-busy={busy || undefined}>
          {list.error && !data ? (
            <ErrorState error={list.error} onRetry={() => void list.mutate()} title="The perfumes did not load" />
          ) : !data ? (
            <ul className="listing-grid" aria-hidden="true">
              {Array.from({ length: Math.min(pageSize, 8) }, (_, i) => (
                <li key={i} className="product-card-skeleton" />
              ))}
            </ul>
          ) : data.items.length === 0 ? (
            <div className="listing-empty">
              {data.paging.totalItems > 0 ? (
                <>
                  <p>This page is past the end of the list.</p>
                  <Link className="button" to={hrefFor({ ...state, page: 1 })}>
                    Go to the first page
                  </Link>
                </>
              ) : (
                <>
                  {/* a search alone that finds nothing is about the words, not about filters */}
                  <p>
                    {chosen === 0 && state.keyword
                      ? `No perfume matches “${state.keyword}”.`
                      : emptyText.replaceAll('{categoryName}', categoryLabel)}
                  </p>
                  {state.keyword ? (
                    <DidYouMean keyword={state.keyword} hrefFor={(keyword) => hrefFor({ ...state, keyword, page: 1 })} />
                  ) : null}
                  {chosen > 0 ? (
                    <button type="button" className="button" onClick={clearAll}>
                      Clear filters
                    </button>
                  ) : state.keyword ? (
                    <button type="button" className="button" onClick={clearAll}>
                      Clear the search
                    </button>
                  ) : (
                    <Link className="button" to="/shop">
                      See all perfumes
                    </Link>
                  )}
                </>
              )}
            </div>
          ) : (
            <ul className={busy ? 'listing-grid is-busy' : 'listing-grid'}>
              {data.items.map((product, i) => (
                <li key={product.productId}>
                  <ProductCard
                    product={product}
                    showCart={cart}
                    showWishlist={wishlist}
                    headingLevel={(headingLevel + 1) as 2 | 3}
                    priority={i < FIRST_VIEW_CARDS}
                  />
                </li>
              ))}
            </ul>
          )}
          {data ? (
            <Pagination
              page={state.page}
              totalPages={data.paging.totalPages}
              hrefFor={(page) => hrefFor({ ...state, page })}
              label={`${heading}: pages`}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** `for-him` -> `For Him`, until the catalogue names the category. */
export const titleFromSlug = (slug: string): string =>
  slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** A category page whose category does not exist. */
export function CategoryNotFound() {
  useSeo('Category not found');
  useNotFoundStatus();
  return (
    <section className="listing-missing" aria-labelledby="category-missing">
      <h1 id="category-missing">We could not find this category</h1>
      <p>It may have been renamed or removed. Every perfume is in the shop.</p>
      <Link className="button" to="/shop">
        Browse all perfumes
      </Link>
    </section>
  );
}

/** "Showing 13–24 of 53 perfumes for “oud”". */
export function countText(
  data: { paging: { pageNum: number; pageSize: number; totalItems: number }; items: readonly unknown[] } | undefined,
  keyword: string,
  loading: boolean,
): string {
  if (!data) return loading ? 'Loading perfumes…' : '';
  const { totalItems, pageNum, pageSize } = data.paging;
  const search = keyword ? ` for “${keyword}”` : '';
  if (totalItems === 0) return `No perfumes found${search}`;
  if (data.items.length === 0) return `${totalItems} ${totalItems === 1 ? 'perfume' : 'perfumes'}${search}`;
  const from = (pageNum - 1) * pageSize + 1;
  const to = from + data.items.length - 1;
  return `Showing ${from}–${to} of ${totalItems} ${totalItems === 1 ? 'perfume' : 'perfumes'}${search}`;
}
