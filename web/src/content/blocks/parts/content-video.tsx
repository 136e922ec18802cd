/**
 * A video from the content config, offline-safe: only a same-origin file plays (with the poster
 * first); a remote address or no video at all shows the poster image alone.
 */
import type { ReactNode } from 'react';
import { useImageHosts } from '../../../lib/image-hosts.ts';
import { ContentImage, mediaSource, type Field } from './fields.tsx';

export interface ContentVideoProps {
  poster: Field | undefined;
  video: Field | undefined;
  /** The video's accessible name (the block's heading). */
  label: string;
}

/** The playable source of a video field: same-origin paths only, never a remote address. */
export function localVideoSource(video: Field | undefined): string | undefined {
  // no image hosts: a same-origin path or nothing (lib/safe-url.ts)
  return (video?.urlType !== 'E' && mediaSource(video, [])) || undefined;
}

export function ContentVideo({ poster, video, label }: ContentVideoProps): ReactNode {
  const src = localVideoSource(video);
  const posterSrc = mediaSource(poster, useImageHosts());
  if (!src) {
    return (
      <figure className="content-video content-video-poster">
        <ContentImage field={poster} width={1600} height={600} sizes="(min-width: 56rem) 50vw, 100vw" />
      </figure>
    );
  }
  return (
    <figure className="content-video">
      <video controls preload="none" playsInline poster={posterSrc ?? undefined} width={1280} height={720} aria-label={label}>
        <source src={src} />
      </video>
      {poster?.altText ? <figcaption className="visually-hidden">{poster.altText}</figcaption> : null}
    </figure>
  );
}
