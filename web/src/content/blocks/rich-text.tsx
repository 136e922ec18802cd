/** The `richText` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function RichTextBlock({ block }: BlockProps<'richText'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="richText" />;
}
