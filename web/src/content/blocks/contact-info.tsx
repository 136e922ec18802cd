/** The `contactInfo` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function ContactInfoBlock({ block }: BlockProps<'contactInfo'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="contactInfo" />;
}
