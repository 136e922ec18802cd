/**
 * A video from the content config, offline-safe: only a same-origin file plays (with the poster
 * first); a remote address or no video at all shows the poster image alone.
 */
import type { ReactNode } from 'react';
import { ContentImage, isSameOriginPath, textOf, type Field } from './fields.tsx';

export interface ContentVideoProps {
  poster: Field | undefined;
  video: Field | undefined;
  /** The video's accessible name (the block's heading). */
  label: string;
}

/** The playable source of a video field: same-origin paths only, never a remote address. */
export function localVideoSource(video: Field | undefined): string | undefined {
  const src = textOf(video);
  return src && video?.urlType !== 'E' && isSameOriginPath(src) ? src : undefined;
}

export function ContentVideo({ poster, video, label }: ContentVideoProps): ReactNode {
  const src = localVideoSource(video);
  if (!src) {
    return (
      <figure className="content-video content-video-poster">
        <ContentImage field={poster} width={1600} height={600} sizes="(min-width: 56rem) 50vw, 100vw" />
      </figure>
    );
  }
  return (
    <figure className="content-video">
      <video
        controls
        preload="none"
        playsInline
        poster={textOf(poster) || undefined}
        width={1280}
        height={720}
        aria-label={label}
      >
        <source src={src} />
      </video>
      {poster?.altText ? <figcaption className="visually-hidden">{poster.altText}</figcaption> : null}
    </figure>
  );
}
