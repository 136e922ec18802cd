/**
 * A video from the content configuration, as a shopper expects it. The poster comes first: the
 * block's picture, responsive and lazy like every picture. The video element is put in only when the
 * figure comes near the screen, with that picture's chosen file as its `poster` (already loaded, so
 * not fetched twice; a video without a poster paints an empty grey box in Chromium) and
 * `preload="none"`, so the clip costs the first load nothing. It is muted, with controls, inline on
 * phones, and plays by itself only while at least half of it is in view, and only when the shopper
 * has not asked for reduced motion (nor to save data); it pauses when scrolled away, and once the
 * shopper pauses it, it stays paused. Every address of it passes the same allow-list as the pictures
 * (the shop's own origin or a configured image host, lib/safe-url.ts): a video with none that does
 * shows its poster alone. The room is kept at the clip's aspect ratio.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useImageHosts } from '../../../lib/image-hosts.ts';
import { safeImage } from '../../../lib/safe-url.ts';
import { ContentImage, mediaSource, type Field } from './fields.tsx';

export interface ContentVideoProps {
  poster: Field | undefined;
  video: Field | undefined;
  /** The video's accessible name (the block's heading). */
  label: string;
  /** The width the poster takes on screen, as for `<img sizes>`. */
  sizes?: string;
}

/** One `<source>`: the address and, where the configuration gives it, the media type with codecs. */
export interface VideoSource {
  src: string;
  type?: string;
}

/** The room kept when neither the video nor its poster says its size: 16:9. */
const DEFAULT_SIZE = { width: 1280, height: 720 } as const;
/** How much of the video must be in view for it to play by itself. */
const IN_VIEW = 0.5;
/** How near the screen the figure must come for the video element to be put in. */
const NEAR = '400px 0px';

/**
 * The sources of a video field the allow-list takes, best first: its `sources`, or else `value` alone.
 * @example videoSources({ value: '/v.mp4', sources: [{ url: '/v.webm', type: 'video/webm' }], richTextEnabled: false }, [])
 * // [{ src: '/v.webm', type: 'video/webm' }]
 */
export function videoSources(video: Field | undefined, imageHosts: readonly string[]): VideoSource[] {
  const listed = (video?.sources ?? []).flatMap((source) => {
    const src = safeImage(source.url, imageHosts);
    return src ? [{ src, type: source.type }] : [];
  });
  if (listed.length) return listed;
  const src = mediaSource(video, imageHosts);
  return src ? [{ src }] : [];
}

/**
 * Whether the clip may start by itself: not for a shopper who asked for reduced motion, nor when the
 * browser asks to save data (`Save-Data`). Read here rather than through use-reduced-motion.ts: a
 * module shared with the first view's banner would become a first-load chunk of its own.
 */
const mayAutoplay = (): boolean =>
  !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches &&
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData !== true;

/**
 * Plays the video while at least half of it is in view and the shopper's settings allow, pauses it
 * when it leaves; a pause by the shopper while it is in view is kept (it does not start again by itself).
 */
function usePlayInView(ref: RefObject<HTMLVideoElement | null>, mounted: boolean): void {
  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    // the autoplay policy asks for a muted video (React sets the property, not always the attribute)
    video.muted = true;
    let inView = false;
    let leaving = false;
    let pausedByShopper = false;
    const onPause = () => {
      if (inView && !leaving) pausedByShopper = true;
      leaving = false;
    };
    const onPlay = () => {
      pausedByShopper = false;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        inView = entry.isIntersecting && entry.intersectionRatio >= IN_VIEW;
        if (inView) {
          if (!pausedByShopper && video.paused && mayAutoplay()) video.play()?.catch(() => undefined);
        } else if (!video.paused) {
          leaving = true;
          video.pause();
        }
      },
      { threshold: [0, IN_VIEW] },
    );
    video.addEventListener('pause', onPause);
    video.addEventListener('play', onPlay);
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.removeEventListener('pause', onPause);
      video.removeEventListener('play', onPlay);
    };
  }, [ref, mounted]);
}

/**
 * The poster of a figure once it has come near the screen and its picture has loaded: the file the
 * picture chose (AVIF, WebP or JPEG at the width it needs), or `fallback` without a picture.
 */
function usePosterNearView(
  ref: RefObject<HTMLElement | null>,
  fallback: string | undefined,
): { poster: string | undefined } | null {
  const [near, setNear] = useState<{ poster: string | undefined } | null>(null);
  useEffect(() => {
    const figure = ref.current;
    if (!figure) return;
    const img = figure.querySelector('img');
    const loaded = () => setNear({ poster: img?.currentSrc || fallback });
    // a picture still loading: the video waits for it, so its poster is that file, not a second one
    const arrive = () => {
      if (!img || (img.complete && img.naturalWidth > 0)) loaded();
      else img.addEventListener('load', loaded, { once: true });
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              arrive();
            },
            { rootMargin: NEAR },
          );
    if (observer) observer.observe(figure);
    else arrive();
    return () => {
      observer?.disconnect();
      img?.removeEventListener('load', loaded);
    };
  }, [ref, fallback]);
  return near;
}

export function ContentVideo({ poster, video, label, sizes = '(min-width: 56rem) 60vw, 100vw' }: ContentVideoProps): ReactNode {
  const imageHosts = useImageHosts();
  const sources = videoSources(video, imageHosts);
  const figure = useRef<HTMLElement>(null);
  const near = usePosterNearView(figure, mediaSource(poster, imageHosts) ?? undefined);
  const ref = useRef<HTMLVideoElement>(null);
  usePlayInView(ref, near !== null);
  const width = video?.width ?? poster?.width ?? DEFAULT_SIZE.width;
  const height = video?.height ?? poster?.height ?? DEFAULT_SIZE.height;
  if (!sources.length) {
    return (
      <figure className="content-video content-video-poster">
        <ContentImage field={poster} width={width} height={height} sizes={sizes} />
      </figure>
    );
  }
  return (
    <figure ref={figure} className="content-video" style={{ aspectRatio: `${width} / ${height}` }}>
      <ContentImage field={poster} width={width} height={height} sizes={sizes} className="content-video-still" decorative />
      {near ? (
        <video
          ref={ref}
          muted
          controls
          playsInline
          loop
          preload="none"
          poster={near.poster}
          width={width}
          height={height}
          aria-label={label}
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} {...(source.type ? { type: source.type } : {})} />
          ))}
        </video>
      ) : null}
      {poster?.altText ? <figcaption className="visually-hidden">{poster.altText}</figcaption> : null}
    </figure>
  );
}
