/**
 * The `productDetail` block: the product page template. The product comes from the route; the block's
 * `sections` say which parts of the page show.
 */
import { ProductDetail } from '../../features/catalog/detail/product-detail.tsx';
import type { BlockProps } from '../types.ts';

export function ProductDetailBlock({ block }: BlockProps<'productDetail'>) {
  const element = block.elements[0];
  if (!element) return null;
  return <ProductDetail sections={element.sections} />;
}
