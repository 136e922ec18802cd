/** The `testimonials` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function TestimonialsBlock({ block }: BlockProps<'testimonials'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="testimonials" />;
}
