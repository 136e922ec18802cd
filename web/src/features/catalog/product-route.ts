/**
 * Product page addresses: `/p/{slug}/{encodedId}`, where `encodedId` is the product id in base64url
 * without padding (`PR00012` -> `UFIwMDAxMg`).
 */

const PRODUCT_ID = /^PR[0-9]{5}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** base64url of a product id, padding dropped. @example encodeProductId('PR00012') // 'UFIwMDAxMg' */
export function encodeProductId(productId: string): string {
  return btoa(productId).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The product id an `encodedId` stands for, or undefined when it is not one. */
export function decodeProductId(encodedId: string | undefined): string | undefined {
  if (!encodedId || !/^[A-Za-z0-9_-]+$/.test(encodedId)) return undefined;
  try {
    const padded = encodedId.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (encodedId.length % 4)) % 4);
    const id = atob(padded);
    return PRODUCT_ID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a URL segment can be a product handle (the catalogue's slug pattern). */
export const isSlug = (value: string | undefined): value is string => value !== undefined && value.length <= 120 && SLUG.test(value);

/** The page of a product. @example productRoute({ slug: 'oud-noir', productId: 'PR00012' }) // '/p/oud-noir/UFIwMDAxMg' */
export const productRoute = (product: { slug: string; productId: string }): string =>
  `/p/${product.slug}/${encodeProductId(product.productId)}`;
