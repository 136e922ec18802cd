/** The `productRail` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function ProductRailBlock({ block }: BlockProps<'productRail'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="productRail" />;
}
