/** The `bannerCarousel` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function BannerCarouselBlock({ block }: BlockProps<'bannerCarousel'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="bannerCarousel" />;
}
