/** The `infoVideo` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function InfoVideoBlock({ block }: BlockProps<'infoVideo'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="infoVideo" />;
}
