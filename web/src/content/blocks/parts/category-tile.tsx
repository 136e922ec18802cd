/** A category as a card: its image and name, the whole card one link. Used by top categories and /categories. */
import type { ReactNode } from 'react';
import type { Schemas } from '@attar/sdk';
import { ContentImage, ContentLink, elementProps, textOf } from './fields.tsx';

type Tile = Schemas['CategoryTileElement'];

export function CategoryTile({ element, titleLevel }: { element: Tile; titleLevel?: 2 | 3 }): ReactNode {
  const { fields } = element;
  const title = textOf(fields.title) || element.category.categoryName;
  const Title = titleLevel ? (`h${titleLevel}` as const) : 'span';
  return (
    <li className="category-tile" {...elementProps(element)}>
      <ContentLink
        field={fields.link}
        className="category-tile-link"
        fallback={<span className="category-tile-link">{title}</span>}
      >
        <span className="category-tile-media">
          <ContentImage field={fields.image} width={600} height={600} sizes="(min-width: 56rem) 25vw, 50vw" decorative />
        </span>
        <Title className="category-tile-title">{title}</Title>
      </ContentLink>
    </li>
  );
}
