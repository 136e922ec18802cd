/** The `promotionVideo` block: a titled video (parts/content-video.tsx; its poster alone without one). */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { elementProps, textOf } from './parts/fields.tsx';
import { ContentVideo } from './parts/content-video.tsx';
import { SectionHeading } from './parts/section-heading.tsx';
import './blocks.css';

export function PromotionVideoBlock({ block }: BlockProps<'promotionVideo'>) {
  const headingId = useId();
  const element = block.elements[0];
  if (!element) return null;
  const { heading, poster, video } = element.fields;
  return (
    <section className="promotion-video" aria-labelledby={headingId} {...elementProps(element)}>
      <SectionHeading id={headingId} title={textOf(heading)} />
      <ContentVideo poster={poster} video={video} label={textOf(heading)} />
    </section>
  );
}
