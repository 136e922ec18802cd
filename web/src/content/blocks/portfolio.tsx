/** The `portfolio` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function PortfolioBlock({ block }: BlockProps<'portfolio'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="portfolio" />;
}
