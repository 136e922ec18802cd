/** The `pageHeading` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function PageHeadingBlock({ block }: BlockProps<'pageHeading'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="pageHeading" />;
}
