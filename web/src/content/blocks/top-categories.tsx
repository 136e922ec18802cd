/** The `topCategories` block: the home page's category tiles, each a link to its category page. */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { CategoryTile } from './parts/category-tile.tsx';
import { SectionHeading } from './parts/section-heading.tsx';
import './blocks.css';

export function TopCategoriesBlock({ block }: BlockProps<'topCategories'>) {
  const headingId = useId();
  if (block.elements.length === 0) return null;
  return (
    <section className="top-categories" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title="Top Categories" />
      <ul className="tile-grid">
        {block.elements.map((element) => (
          <CategoryTile key={element.elementId} element={element} />
        ))}
      </ul>
    </section>
  );
}
