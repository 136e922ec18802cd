/** The `imageText` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function ImageTextBlock({ block }: BlockProps<'imageText'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="imageText" />;
}
