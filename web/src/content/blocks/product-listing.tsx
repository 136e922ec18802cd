/** The `productListing` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function ProductListingBlock({ block }: BlockProps<'productListing'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="productListing" />;
}
