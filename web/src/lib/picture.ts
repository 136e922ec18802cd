/**
 * Responsive pictures from the contract's image variants (`Image.variants`, `ContentField.variants`):
 * a `srcset` per format from the template, for `<picture>` sources and for a preload link.
 */
import type { Schemas } from '@attar/sdk';
import { safeImage } from './safe-url.ts';

export type ImageVariants = Schemas['ImageVariants'];

/** What a picture needs: its fallback URL, size and variants (an `Image`, or an image field read as one). */
export interface PictureData {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
  variants?: ImageVariants | undefined;
}

/** The MIME type of a variant format. */
export const mimeOf = (format: ImageVariants['formats'][number]): string => (format === 'jpg' ? 'image/jpeg' : `image/${format}`);

/**
 * The `srcset` of one format: every width, in the reply's order (the contract lists them smallest first).
 * @example srcSetOf({ template: '/m/a-{width}.{format}', widths: [320, 640], formats: ['avif'] }, 'avif')
 * // '/m/a-320.avif 320w, /m/a-640.avif 640w'
 */
export const srcSetOf = (variants: ImageVariants, format: ImageVariants['formats'][number]): string =>
  variants.widths.map((w) => `${variants.template.replace('{width}', `${w}`).replace('{format}', format)} ${w}w`).join(', ');

/** How wide the storefront's pictures are on screen (`sizes`), shared by the components and the preload. */
export const PICTURE_SIZES = {
  /** A product card: two across on phones, three on tablets, four (at most 20rem) on wide screens. */
  card: '(min-width: 64rem) 20rem, (min-width: 40rem) 33vw, 50vw',
  /** The product page's main picture: half the page beside the details on wide screens, all of it on phones. */
  product: '(min-width: 56rem) 50vw, 100vw',
  /** A banner across the page. */
  banner: '100vw',
} as const;

/**
 * A `<link rel=preload>` for the first view's picture in the format the page's `<picture>` picks first,
 * at the width `sizes` asks for (`imagesrcset`/`imagesizes`); the plain URL without variants.
 * `escape` makes attribute values safe (the server's HTML escaping).
 */
export function preloadLink(picture: PictureData, sizes: string, escape: (text: string) => string): string {
  const variants = picture.variants;
  const format = variants?.formats[0];
  if (!variants || !format) return `<link rel="preload" as="image" href="${escape(picture.url)}" fetchpriority="high">`;
  return `<link rel="preload" as="image" type="${mimeOf(format)}" imagesrcset="${escape(srcSetOf(variants, format))}" imagesizes="${escape(sizes)}" fetchpriority="high">`;
}

/** An image field (content configuration) read as a picture. */
export function pictureOfField(field: Schemas['ContentField'] | undefined): PictureData | undefined {
  const url = field?.value?.trim();
  if (!url) return undefined;
  return { url, width: field?.width, height: field?.height, variants: field?.variants };
}

/**
 * A picture from configuration through the allow-list (lib/safe-url.ts): its fallback address must pass
 * or there is no picture; its variants are kept only when their template does too.
 * @example safePicture({ url: 'javascript:alert(1)' }, []) // undefined
 */
export function safePicture(picture: PictureData | undefined, imageHosts: readonly string[]): PictureData | undefined {
  const url = picture && safeImage(picture.url, imageHosts);
  if (!picture || !url) return undefined;
  const variants = picture.variants;
  const sample =
    variants && variants.formats[0] && srcSetOf({ ...variants, widths: variants.widths.slice(0, 1) }, variants.formats[0]);
  const kept = variants && sample && safeImage(sample.replace(/ \d+w$/, ''), imageHosts) ? variants : undefined;
  return { ...picture, url, variants: kept };
}
