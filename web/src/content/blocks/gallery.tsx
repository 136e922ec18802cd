/** The `gallery` block: a heading, a line under it and a grid of images with their descriptions. */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { ContentImage, elementProps, textOf } from './parts/fields.tsx';
import { SectionHeading } from './parts/section-heading.tsx';
import './blocks.css';

/** Columns on a wide screen: one row up to six images (at least three columns), else two or more even rows (10 -> 5, 8 -> 4). */
export const galleryColumns = (count: number): number =>
  count <= 6 ? Math.max(count, 3) : Math.min(6, Math.ceil(count / Math.ceil(count / 6)));

export function GalleryBlock({ block }: BlockProps<'gallery'>) {
  const baseId = useId();
  return (
    <>
      {block.elements.map((element, n) => {
        const headingId = `${baseId}-${n}`;
        return (
          <section key={element.elementId} className="gallery" aria-labelledby={headingId} {...elementProps(element)}>
            <SectionHeading
              id={headingId}
              title={textOf(element.fields.heading) || 'Gallery'}
              sub={textOf(element.fields.subHeading)}
            />
            <ul className="gallery-grid" style={{ ['--gallery-cols' as string]: galleryColumns(element.items.length) }}>
              {element.items.map((item, i) => (
                <li key={`${item.value}-${i}`} className="gallery-item">
                  <ContentImage field={item} width={800} height={800} sizes="(min-width: 56rem) 25vw, 50vw" />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
