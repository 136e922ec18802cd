/**
 * Catalogue-backed content: product routes and the mega menu, built from the catalogue's seed when the
 * shop is created, so names, slugs and categories agree with the product pages.
 */
import { productRoute, type Schemas } from '@attar/sdk';
import type { CatalogueState } from '../catalogue/state.ts';
import { categoryRoute } from './brand.ts';

type Product = Schemas['Product'];
type MenuItem = Schemas['SiteMenuItem'];

/** New Arrivals is not a catalogue category of its own: it gathers the products marked `isNew`. */
export const NEW_ARRIVALS_ID = 'CA00004';
/** Product children per category in the mega menu. */
export const MENU_PRODUCTS_PER_CATEGORY = 4;

/** The products of a category in id order (New Arrivals: the new products). */
export function productsOf(catalogue: CatalogueState, categoryId: string): Product[] {
  return Object.values(catalogue.products)
    .filter((p) => (categoryId === NEW_ARRIVALS_ID ? p.isNew : p.category.categoryId === categoryId))
    .sort((a, b) => a.productId.localeCompare(b.productId));
}

/**
 * The id of a mega-menu entry, always five digits (`^[A-Z]{2}[0-9]{5}$`): category `c` (from 1) is
 * `MN000cc`, its child `j` (from 1) `MNccjj`, i.e. `c * 100 + j`. Top-level ids stay under 100 and
 * children over it, so none collide, for the 20 top-level items and 50 children a menu may have.
 * @example
 * menuItemId(3); // 'MN00003'
 * menuItemId(3, 12); // 'MN00312'
 */
export function menuItemId(category: number, child?: number): string {
  const n = child === undefined ? category : category * 100 + child;
  if (!Number.isInteger(n) || n < 1 || n > 99_999 || (child !== undefined && (child < 1 || child > 99))) {
    throw new RangeError(`No five-digit menu id for category ${category}, child ${child ?? '-'}`);
  }
  return `MN${String(n).padStart(5, '0')}`;
}

/** The mega menu: one item per category (`MN00001`...), its first products as children (`MN00101`...). */
export function megaMenuItems(catalogue: CatalogueState): MenuItem[] {
  return catalogue.categories.map((category, i): MenuItem => {
    const id = menuItemId(i + 1);
    const children = productsOf(catalogue, category.categoryId)
      .slice(0, MENU_PRODUCTS_PER_CATEGORY)
      .map(
        (p, j): MenuItem => ({
          id: menuItemId(i + 1, j + 1),
          name: p.name,
          link: productRoute(p),
          children: [],
          parent: id,
          target: '_self',
          type: 'product',
          hide: false,
        }),
      );
    return {
      id,
      name: category.categoryName,
      link: categoryRoute(category),
      children,
      parent: null,
      target: '_self',
      type: 'category',
      hide: false,
    };
  });
}
