/** The `categoryGrid` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function CategoryGridBlock({ block }: BlockProps<'categoryGrid'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="categoryGrid" />;
}
