/**
 * The `infoVideo` block: a story with a video beside it, played as parts/content-video.tsx says (poster
 * first, muted, in view only, reduced motion respected); with no video, or one whose address the
 * image allow-list refuses, the poster shows alone.
 */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { elementProps, textOf } from './parts/fields.tsx';
import { ContentVideo } from './parts/content-video.tsx';
import { FieldText } from './parts/rich-text-content.tsx';
import './blocks.css';

export function InfoVideoBlock({ block }: BlockProps<'infoVideo'>) {
  const headingId = useId();
  const element = block.elements[0];
  if (!element) return null;
  const { heading, text, poster, video } = element.fields;
  return (
    <section className="info-video" aria-labelledby={headingId} {...elementProps(element)}>
      <div className="info-video-text">
        <h2 id={headingId}>{textOf(heading)}</h2>
        <FieldText field={text} />
      </div>
      <ContentVideo poster={poster} video={video} label={textOf(heading)} />
    </section>
  );
}
