/** The `topCategories` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function TopCategoriesBlock({ block }: BlockProps<'topCategories'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="topCategories" />;
}
