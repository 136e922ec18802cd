/**
 * Content fields as the blocks show them: links that follow `urlType` (I a route, E an external
 * address), images with the config's `altText`, and element style and animation.
 */
import type { CSSProperties, ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Picture } from '../../../components/ui/picture.tsx';
import { pictureOfField } from '../../../lib/picture.ts';
import type { Schemas } from '@attar/sdk';
import { frameProps, type FrameProps } from '../../presentation.ts';
import { safeImage, safeLink, type SafeLink } from '../../../lib/safe-url.ts';

export type Field = Schemas['ContentField'];
type Style = Schemas['ContentStyle'];
type Animation = Schemas['ContentAnimation'];

/** The trimmed text of an optional field ('' when absent). */
export const textOf = (field: Field | undefined): string => field?.value.trim() ?? '';

/**
 * Where a link field points, or null when the value is not a link the allow-list takes
 * (lib/safe-url.ts): a same-origin path for `urlType` I, an https address for E.
 */
export function linkTarget(field: Field | undefined): SafeLink | null {
  const target = safeLink(textOf(field));
  if (!target) return null;
  // a field that says it is external must be, and one that says internal must stay on the shop
  if (field?.urlType === 'E' && !target.external) return null;
  if (field?.urlType === 'I' && target.external) return null;
  return target;
}

/** An image or video address from a field, or null: a same-origin path, or https on an image host. */
export const mediaSource = (field: Field | undefined, imageHosts: readonly string[]): string | null =>
  safeImage(textOf(field), imageHosts);

export interface ContentLinkProps {
  field: Field | undefined;
  children: ReactNode;
  className?: string;
  /** Rendered instead of a link when the field has no usable address. */
  fallback?: ReactNode;
}

/**
 * A link from a content field: a router link for `urlType` I, a plain anchor with
 * `rel="noopener noreferrer"` for E.
 * @example <ContentLink field={fields.buttonLink} className="button">Shop Now</ContentLink>
 */
export function ContentLink({ field, children, className, fallback = null }: ContentLinkProps): ReactNode {
  const target = linkTarget(field);
  if (!target) return fallback;
  if (target.external) {
    return (
      <a href={target.href} className={className} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <AppLink to={target.href} className={className}>
      {children}
    </AppLink>
  );
}

export interface ContentImageProps {
  field: Field | undefined;
  /** The room kept for it when the field does not say its size. */
  width: number;
  height: number;
  /** The width it takes on screen (`<img sizes>`); the whole viewport unless told. */
  sizes?: string;
  className?: string;
  /** Above the fold: load at once with high priority (the LCP image). */
  priority?: boolean;
  /** Decorative: the text next to it says the same, so screen readers skip it. */
  decorative?: boolean;
}

/** An image from a content field: its variants as a responsive picture, its alt text and size (no layout shift). */
export function ContentImage({
  field,
  width,
  height,
  sizes = '100vw',
  className,
  priority = false,
  decorative = false,
}: ContentImageProps): ReactNode {
  // no address, no picture; one the allow-list refuses (lib/safe-url.ts) is a placeholder (Picture)
  const picture = pictureOfField(field);
  if (!picture) return null;
  return (
    <Picture
      image={picture}
      alt={decorative ? '' : (field?.altText ?? '')}
      sizes={sizes}
      width={picture.width ?? width}
      height={picture.height ?? height}
      className={className}
      priority={priority}
    />
  );
}

/** Style and animation of one element, as props for its wrapper. */
export function elementProps(element: { style?: Style | undefined; animation?: Animation | undefined }): FrameProps {
  const props = frameProps(element.style, element.animation);
  const css = props.style as Record<string, string>;
  if (element.style?.background) css.background = 'var(--block-bg)';
  if (element.style?.textColor) css.color = 'var(--block-fg)';
  return { ...props, style: css as CSSProperties };
}
