/** The `promotionVideo` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function PromotionVideoBlock({ block }: BlockProps<'promotionVideo'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="promotionVideo" />;
}
