/** The `offerCodeStrip` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function OfferCodeStripBlock({ block }: BlockProps<'offerCodeStrip'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="offerCodeStrip" />;
}
