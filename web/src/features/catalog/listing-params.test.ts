import { describe, expect, it } from 'vitest';
import { toggleFacet, isChosen } from './facet-selection.ts';
import { CatalogFilterSelectionFields, CatalogSortTypeRule, SearchKeywordRule } from '@attar/sdk/rules';
import { countFilters, listingSearch, parseListing, parsePriceRange, SORT_TYPES, type ListingState } from './listing-params.ts';

const round = (state: ListingState) => parseListing(listingSearch(state));

describe('listing state in the URL', () => {
  it('round-trips every filter, the keyword, the sort and the page', () => {
    const state: ListingState = {
      selection: {
        categoryIds: ['CA00001', 'CA00004'],
        audiences: ['MEN', 'UNISEX'],
        brandIds: ['BR00002'],
        priceMin: 1000,
        priceMax: 1999.99,
        sizes: [50, 100],
        fragranceFamilies: ['WOODY', 'FOUGERE'],
        inStock: true,
        onSale: true,
      },
      keyword: 'oud noir',
      sortType: 'newest',
      page: 3,
    };
    expect(round(state)).toEqual(state);
    expect(listingSearch(state).toString()).toBe(
      'keyword=oud+noir&category=CA00001%2CCA00004&audience=MEN%2CUNISEX&brand=BR00002&price=1000-1999.99&size=50%2C100&family=WOODY%2CFOUGERE&stock=1&sale=1&sort=newest&page=3',
    );
  });

  it('leaves the defaults out, so the plain shop is a plain URL', () => {
    expect(listingSearch({ selection: {}, keyword: '', sortType: 'price_low_to_high', page: 1 }).toString()).toBe('');
    expect(parseListing(new URLSearchParams())).toEqual({ selection: {}, keyword: '', sortType: 'price_low_to_high', page: 1 });
  });

  it('keeps parameters that are not the listing’s', () => {
    const base = new URLSearchParams('utm_source=mail&page=4');
    expect(listingSearch({ selection: {}, keyword: '', sortType: 'rating', page: 1 }, base).toString()).toBe(
      'utm_source=mail&sort=rating',
    );
  });

  it('drops values that cannot be right instead of sending them', () => {
    const state = parseListing(
      new URLSearchParams(
        'brand=BR1,../x&audience=KIDS,WOMEN&size=0,abc,30&family=woody&sort=cheapest&page=-2&price=9-1&stock=yes',
      ),
    );
    expect(state).toEqual({
      selection: { audiences: ['WOMEN'], sizes: [30] },
      keyword: '',
      sortType: 'price_low_to_high',
      page: 1,
    });
  });

  it('holds the query to the contract’s limits: sizes, list lengths, page and keyword', () => {
    const brands = Array.from({ length: 25 }, (_, i) => `BR${String(i + 1).padStart(5, '0')}`).join(',');
    const state = parseListing(new URLSearchParams(`brand=${brands}&size=50,1001,5000,100&page=1001&keyword=${'o'.repeat(150)}`));
    expect(state.selection.brandIds).toHaveLength(CatalogFilterSelectionFields.brandIds.maxItems);
    expect(state.selection.sizes).toEqual([50, 100]);
    expect(state.page).toBe(1);
    expect(state.keyword).toHaveLength(SearchKeywordRule.maxLength);
    expect(SORT_TYPES.map((s) => s.value)).toEqual(CatalogSortTypeRule.enum);
  });

  it('reads open-ended price ranges', () => {
    expect(parsePriceRange('4000-')).toEqual({ priceMin: 4000 });
    expect(parsePriceRange('-999.99')).toEqual({ priceMax: 999.99 });
    expect(parsePriceRange('-')).toBeUndefined();
  });

  it('toggles facet values and counts the chosen filters', () => {
    let s = toggleFacet({}, 'sizes', '50', true);
    s = toggleFacet(s, 'brands', 'BR00001', true);
    s = toggleFacet(s, 'priceRanges', '0-999.99', true);
    expect(s).toEqual({ sizes: [50], brandIds: ['BR00001'], priceMin: 0, priceMax: 999.99 });
    expect(isChosen(s, 'priceRanges', '0-999.99')).toBe(true);
    expect(isChosen(s, 'sizes', '50')).toBe(true);
    expect(countFilters(s)).toBe(3);
    s = toggleFacet(s, 'sizes', '50', false);
    s = toggleFacet(s, 'priceRanges', '', false);
    expect(s).toEqual({ brandIds: ['BR00001'] });
  });
});
