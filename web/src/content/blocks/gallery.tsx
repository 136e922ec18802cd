/** The `gallery` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function GalleryBlock({ block }: BlockProps<'gallery'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="gallery" />;
}
