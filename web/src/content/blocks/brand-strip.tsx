/** The `brandStrip` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function BrandStripBlock({ block }: BlockProps<'brandStrip'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="brandStrip" />;
}
