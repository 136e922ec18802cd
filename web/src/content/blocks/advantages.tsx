/** The `advantages` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function AdvantagesBlock({ block }: BlockProps<'advantages'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="advantages" />;
}
