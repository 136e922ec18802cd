/** The `bookService` block: placeholder until its component lands. */
import type { BlockProps } from '../types.ts';

export function BookServiceBlock({ block }: BlockProps<'bookService'>) {
  return <section className="block block-placeholder" data-block={block.blockRef} aria-label="bookService" />;
}
