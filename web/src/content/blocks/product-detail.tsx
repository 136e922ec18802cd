/** The `productDetail` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function ProductDetailBlock({ block }: BlockProps<'productDetail'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="productDetail" />;
}
