/** The `imageText` block: a picture on the right or left of a heading, a line and a See More link. */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { ContentImage, ContentLink, elementProps, textOf } from './parts/fields.tsx';
import './blocks.css';

export function ImageTextBlock({ block }: BlockProps<'imageText'>) {
  const baseId = useId();
  return (
    <>
      {block.elements.map((element, n) => {
        const { heading, subHeading, image, linkLabel, link } = element.fields;
        const headingId = `${baseId}-${n}`;
        return (
          <section
            key={element.elementId}
            className="image-text"
            data-image={element.imagePosition}
            aria-labelledby={headingId}
            {...elementProps(element)}
          >
            <div className="image-text-media">
              <ContentImage field={image} width={1600} height={600} sizes="(min-width: 56rem) 50vw, 100vw" />
            </div>
            <div className="image-text-body">
              <h2 id={headingId}>{textOf(heading)}</h2>
              {textOf(subHeading) ? <p className="image-text-sub">{textOf(subHeading)}</p> : null}
              <ContentLink field={link} className="button button-quiet">
                {textOf(linkLabel) || 'See More'}
                <span className="visually-hidden">: {textOf(heading)}</span>
              </ContentLink>
            </div>
          </section>
        );
      })}
    </>
  );
}
