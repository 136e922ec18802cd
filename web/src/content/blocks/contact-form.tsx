/** The `contactForm` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function ContactFormBlock({ block }: BlockProps<'contactForm'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="contactForm" />;
}
