/**
 * Catalogue-backed content: product routes and the mega menu, built from the catalogue's seed when the
 * shop is created, so names, slugs and categories agree with the product pages.
 */
import type { Schemas } from '@attar/sdk';
import type { CatalogueState } from '../catalogue/state.ts';
import { categoryRoute } from './brand.ts';

type Product = Schemas['Product'];
type MenuItem = Schemas['SiteMenuItem'];

/** New Arrivals is not a catalogue category of its own: it gathers the products marked `isNew`. */
export const NEW_ARRIVALS_ID = 'CA00004';
/** Product children per category in the mega menu. */
export const MENU_PRODUCTS_PER_CATEGORY = 4;

/**
 * The `encodedId` of a product route: base64url of the product id, without padding.
 * @example
 * encodeProductId('PR00012'); // 'UFIwMDAxMg'
 */
export function encodeProductId(productId: string): string {
  return btoa(productId).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The product id an `encodedId` stands for, or undefined when it is not one. */
export function decodeProductId(encodedId: string): string | undefined {
  try {
    const id = atob(encodedId.replaceAll('-', '+').replaceAll('_', '/'));
    return /^PR[0-9]{5}$/.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The storefront route of a product: `/p/{slug}/{encodedId}`. */
export const productRoute = (product: Pick<Product, 'slug' | 'productId'>) => `/p/${product.slug}/${encodeProductId(product.productId)}`;

/** The products of a category in id order (New Arrivals: the new products). */
export function productsOf(catalogue: CatalogueState, categoryId: string): Product[] {
  return Object.values(catalogue.products)
    .filter((p) => (categoryId === NEW_ARRIVALS_ID ? p.isNew : p.category.categoryId === categoryId))
    .sort((a, b) => a.productId.localeCompare(b.productId));
}

/** The mega menu: one item per category (`MN00001`...), its first products as children (`MN00011`...). */
export function megaMenuItems(catalogue: CatalogueState): MenuItem[] {
  return catalogue.categories.map((category, i): MenuItem => {
    const id = `MN${String(i + 1).padStart(5, '0')}`;
    const children = productsOf(catalogue, category.categoryId)
      .slice(0, MENU_PRODUCTS_PER_CATEGORY)
      .map((p, j): MenuItem => ({
        id: `MN000${i + 1}${j + 1}`,
        name: p.name,
        link: productRoute(p),
        children: [],
        parent: id,
        target: '_self',
        type: 'product',
        hide: false,
      }));
    return { id, name: category.categoryName, link: categoryRoute(category), children, parent: null, target: '_self', type: 'category', hide: false };
  });
}
