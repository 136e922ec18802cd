/** The `newsletter` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function NewsletterBlock({ block }: BlockProps<'newsletter'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="newsletter" />;
}
