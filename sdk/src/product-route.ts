/**
 * The storefront's product page address, `/p/{slug}/{encodedId}`, where `encodedId` is the product id
 * in base64url without padding (`PR00012` -> `UFIwMDAxMg`). It lives in the SDK because both the
 * storefront (its router) and the mock shop (the links in its menus and pages) write and read it, and
 * neither may import the other. The id and slug patterns are the contract's (generated/rules/,
 * imported one by one so a first view that builds product URLs loads no other rule).
 */
import { ProductIdRule } from './generated/rules/ProductIdRule.gen.ts';
import { SlugRule } from './generated/rules/SlugRule.gen.ts';

const PRODUCT_ID = new RegExp(ProductIdRule.pattern);
const SLUG = new RegExp(SlugRule.pattern);

/** base64url of a product id, padding dropped. @example encodeProductId('PR00012') // 'UFIwMDAxMg' */
export function encodeProductId(productId: string): string {
  return btoa(productId).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The product id an `encodedId` stands for, or undefined when it is not one (padding optional). */
export function decodeProductId(encodedId: string | undefined): string | undefined {
  if (!encodedId || !/^[A-Za-z0-9_-]+={0,2}$/.test(encodedId)) return undefined;
  try {
    const unpadded = encodedId.replace(/=+$/, '');
    const id = atob(unpadded.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (unpadded.length % 4)) % 4));
    return PRODUCT_ID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a URL segment can be a product handle (the catalogue's slug rule). */
export const isSlug = (value: string | undefined): value is string =>
  value !== undefined && value.length <= SlugRule.maxLength && SLUG.test(value);

/** The page of a product. @example productRoute({ slug: 'oud-noir', productId: 'PR00012' }) // '/p/oud-noir/UFIwMDAxMg' */
export const productRoute = (product: { slug: string; productId: string }): string =>
  `/p/${product.slug}/${encodeProductId(product.productId)}`;
