/** The `categoryGrid` block: every category on /categories as large tiles linking to its page. */
import type { BlockProps } from '../types.ts';
import { CategoryTile } from './parts/category-tile.tsx';
import './blocks.css';

export function CategoryGridBlock({ block }: BlockProps<'categoryGrid'>) {
  if (block.elements.length === 0) return null;
  return (
    <ul className="tile-grid tile-grid-large" aria-label="Categories">
      {block.elements.map((element) => (
        <CategoryTile key={element.elementId} element={element} titleLevel={2} />
      ))}
    </ul>
  );
}
