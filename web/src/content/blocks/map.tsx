/** The `map` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function MapBlock({ block }: BlockProps<'map'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="map" />;
}
