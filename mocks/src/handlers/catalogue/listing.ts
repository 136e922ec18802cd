/**
 * Listings: the shop page (filters, keyword, sort, paging), its facets, the content rails of a
 * category or brand, and search suggestions.
 */
import { catalogQueryInput } from '@attar/sdk/rules';
import type { ActionHandlers } from '../../core/context.ts';
import { refuse, ShopError } from '../../core/errors.ts';
import { buyerOf, toSummary } from '../../shop/catalogue/cards.ts';
import { facetsFor } from '../../shop/catalogue/facets.ts';
import {
  checkSelection,
  effectiveOrder,
  matchProducts,
  pageOf,
  selectionOf,
  sortMatches,
  type Match,
} from '../../shop/catalogue/listing.ts';
import { suggest } from '../../shop/catalogue/relations.ts';
import { NEW_ARRIVALS_ID } from '../../shop/catalogue/seed-brands.ts';
import type { Shop } from '../../shop/shop.ts';

/** Page size of catalogue listings and rails (docs/product-rules.md §9); the client's product list asks for 12. */
export const CATALOGUE_PAGE_SIZE = 8;
/** Products in a content rail at most: the contract's bound on `dataLimit`. */
export const RAIL_LIMIT = catalogQueryInput.dataLimit.maximum;

/** A rail's products: in stock first, then the newest (New Arrivals) or the best sellers. */
function railOrder(shop: Shop, matches: Match[], newest: boolean): Match[] {
  const stats = shop.state.catalogue.stats;
  const score = (m: Match) => (newest ? new Date(m.product.createdAt ?? 0).getTime() : (stats[m.product.productId]?.sold ?? 0));
  return matches.sort(
    (a, b) =>
      Number(b.variant.inStock) - Number(a.variant.inStock) ||
      score(b) - score(a) ||
      a.product.productId.localeCompare(b.product.productId),
  );
}

export const listingHandlers = {
  catalogList: (ctx) => {
    const { input, shop } = ctx;
    const selection = selectionOf(input);
    checkSelection(selection);
    const sortType = input.sortType ?? 'price_low_to_high';
    const sortOrder = effectiveOrder(sortType, input.sortOrder);
    const sorted = sortMatches(shop, matchProducts(shop, selection, input.keyword), sortType, sortOrder);
    const page = pageOf(sorted, input.pageNum ?? 1, input.pageSize ?? CATALOGUE_PAGE_SIZE);
    const buyerId = buyerOf(ctx.caller);
    if (page.paging.totalItems === 0)
      ctx.reply.message = input.keyword ? `No perfumes match "${input.keyword}".` : 'No perfumes match these filters.';
    return {
      items: page.items.map((m) => toSummary(shop, m.product, m.variant, buyerId)),
      paging: page.paging,
      sortType,
      sortOrder,
      ...(input.keyword ? { keyword: input.keyword } : {}),
      applied: selection,
    };
  },

  catalogFilters: ({ shop, input }) => {
    const within = input.within ?? {};
    checkSelection(within, 'within.');
    return facetsFor(shop, input.facets, within, input.keyword);
  },

  catalogQuery: (ctx) => {
    const { input, shop } = ctx;
    const { id } = input.actionPayload;
    const wanted = input.actionType === 'CA' ? 'CA' : 'BR';
    if (!id.startsWith(wanted)) {
      throw refuse.invalid(
        'actionPayload.id',
        `must be a ${input.actionType === 'CA' ? 'category id (CA…)' : 'brand id (BR…)'} for actionType ${input.actionType}`,
      );
    }
    let actionPayload: { id: string; name: string };
    let matches: Match[];
    if (input.actionType === 'CA') {
      const category = shop.state.catalogue.categories.find((c) => c.categoryId === id);
      if (!category) throw new ShopError(404, 'catalog.categoryNotFound', `Category ${id} was not found.`);
      actionPayload = { id, name: category.categoryName };
      matches = railOrder(shop, matchProducts(shop, { categoryIds: [id] }), id === NEW_ARRIVALS_ID);
    } else {
      const brand = shop.state.catalogue.brands.find((b) => b.brandId === id);
      if (!brand) throw new ShopError(404, 'catalog.brandNotFound', `Brand ${id} was not found.`);
      actionPayload = { id, name: brand.brandName };
      matches = railOrder(shop, matchProducts(shop, { brandIds: [id] }), false);
    }
    const limited = matches.slice(0, Math.min(input.dataLimit ?? RAIL_LIMIT, RAIL_LIMIT));
    const page = pageOf(limited, input.pageNum ?? 1, input.pageSize ?? CATALOGUE_PAGE_SIZE);
    const buyerId = buyerOf(ctx.caller);
    return {
      actionType: input.actionType,
      actionPayload,
      items: page.items.map((m) => toSummary(shop, m.product, m.variant, buyerId)),
      paging: page.paging,
    };
  },

  catalogSuggest: ({ shop, input }) => {
    if (!input.keyword.trim()) throw refuse.invalid('keyword', 'must contain a letter or a digit');
    return suggest(shop, input.keyword, input.limit ?? 8);
  },
} satisfies Partial<ActionHandlers>;
