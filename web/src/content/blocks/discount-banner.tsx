/** The `discountBanner` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function DiscountBannerBlock({ block }: BlockProps<'discountBanner'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="discountBanner" />;
}
