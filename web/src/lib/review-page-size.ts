/** Reviews per page, on the product page and in the buyer's own list (docs/product-rules.md §9). */
export const REVIEWS_PAGE_SIZE = 10;
