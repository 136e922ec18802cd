/** The `aboutBanner` block: a short story of the house with a picture. */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { ContentImage, elementProps, textOf } from './parts/fields.tsx';
import { FieldText } from './parts/rich-text-content.tsx';
import './blocks.css';

export function AboutBannerBlock({ block }: BlockProps<'aboutBanner'>) {
  const headingId = useId();
  const element = block.elements[0];
  if (!element) return null;
  const { heading, text, image } = element.fields;
  return (
    <section className="image-text about-banner" data-image="right" aria-labelledby={headingId} {...elementProps(element)}>
      <div className="image-text-media">
        <ContentImage field={image} width={1600} height={600} />
      </div>
      <div className="image-text-body">
        <h2 id={headingId}>{textOf(heading)}</h2>
        <FieldText field={text} />
      </div>
    </section>
  );
}
