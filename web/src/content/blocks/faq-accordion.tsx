/** The `faqAccordion` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function FaqAccordionBlock({ block }: BlockProps<'faqAccordion'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="faqAccordion" />;
}
