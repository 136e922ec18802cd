/**
 * A responsive picture: a `<source>` per format of the image's variants (AVIF, then WebP) with `sizes`,
 * the fallback URL in `<img>`, and width and height so the page keeps its room before the bytes come.
 * Below the fold it loads lazily; the first view's picture asks for priority instead.
 * Every picture passes the allow-list (the shop's own origin and the configured image hosts,
 * lib/safe-url.ts): one from anywhere else is never requested, and a placeholder keeps its room.
 */
import type { ReactNode } from 'react';
import { useImageHosts } from '../../lib/image-hosts.ts';
import { mimeOf, safePicture, srcSetOf, type PictureData } from '../../lib/picture.ts';

export interface PictureProps {
  image: PictureData;
  alt: string;
  /** The width the picture takes on screen, as for `<img sizes>`: `(min-width: 60rem) 50vw, 100vw`. */
  sizes: string;
  /** The room the page keeps for it (its aspect ratio): usually the image's own size. */
  width: number;
  height: number;
  className?: string | undefined;
  /** The first view's largest picture: load at once, with high priority. */
  priority?: boolean | undefined;
}

export function Picture({ image: given, alt, sizes, width, height, className, priority = false }: PictureProps): ReactNode {
  const image = safePicture(given, useImageHosts());
  if (!image) {
    return (
      <span
        className={['picture-placeholder', className].filter(Boolean).join(' ')}
        style={{ aspectRatio: `${width} / ${height}` }}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      />
    );
  }
  const variants = image.variants;
  const img = (
    <img
      src={image.url}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
  return variants ? (
    <picture>
      {variants.formats.map((format) => (
        <source key={format} type={mimeOf(format)} srcSet={srcSetOf(variants, format)} sizes={sizes} />
      ))}
      {img}
    </picture>
  ) : (
    img
  );
}
