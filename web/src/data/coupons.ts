/** The buyer's coupons as the account and the cart read them (`coupons.list`). */

/** The shop's page size for coupons (docs/product-rules.md §9). */
export const COUPONS_PAGE_SIZE = 20;
