/**
 * The `productListing` block: the shop grid of /shop, and of /category/{categoryName}/{categoryId}
 * with the route's category as a fixed filter. Page size: the block's `listing.pageSize`, which the
 * store sets to 12 (docs/product-rules.md §3, the client-state product list) — 12 also fills rows of 2, 3 and
 * 4 cards evenly; the catalogue's own default of 8 applies only when a config leaves it out.
 */
import { CategoryIdRule, checkRule } from '@attar/sdk/rules';
import { useParams } from 'react-router';
import { CategoryNotFound, ProductListing } from '../../features/catalog/product-listing.tsx';
import { DEFAULT_SORT, SORT_TYPES, type SortType } from '../../features/catalog/listing-params.ts';
import type { BlockProps } from '../types.ts';

/** The product list page size of the client state (docs/product-rules.md §9). */
export const LISTING_PAGE_SIZE = 12;

export function ProductListingBlock({ block }: BlockProps<'productListing'>) {
  const { categoryId, categoryName } = useParams();
  const element = block.elements[0];
  if (!element) return null;
  const { listing, fields } = element;
  const sort = SORT_TYPES.find((s) => s.value === listing.sortType)?.value ?? DEFAULT_SORT;

  if (categoryId !== undefined && checkRule(CategoryIdRule, categoryId)) {
    return <CategoryNotFound />;
  }
  return (
    <ProductListing
      title={fields.title.value}
      emptyText={fields.emptyText?.value || 'No perfume matches these filters.'}
      pageSize={listing.pageSize || LISTING_PAGE_SIZE}
      defaultSort={sort as SortType}
      filtersEnabled={listing.filtersEnabled}
      cartEnabled={listing.cartEnabled}
      wishlistEnabled={listing.wishlistEnabled}
      category={categoryId ? { categoryId, slugName: categoryName ?? '' } : undefined}
      // a category page has no other heading; /shop has its page heading above the grid
      headingLevel={categoryId ? 1 : 2}
    />
  );
}
