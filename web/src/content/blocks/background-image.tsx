/** The `backgroundImage` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function BackgroundImageBlock({ block }: BlockProps<'backgroundImage'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="backgroundImage" />;
}
