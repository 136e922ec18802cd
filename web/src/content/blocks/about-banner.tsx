/** The `aboutBanner` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function AboutBannerBlock({ block }: BlockProps<'aboutBanner'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="aboutBanner" />;
}
