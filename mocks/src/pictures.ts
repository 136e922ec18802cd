/**
 * The shop's made pictures (rendered by the repository's pictures/ pipeline, not drawn on request):
 * which exist, their size, and the widths and formats each comes in. The seeds take their image
 * objects from here, the pipeline renders exactly this list, and the media route serves the files.
 *
 * A picture `/media/{set}/{name}` comes as `{name}-{width}.{format}` for every width of its set, in
 * AVIF and WebP, plus a JPEG at the set's fallback width for clients that read `url` only.
 */
import type { Schemas } from '@attar/sdk';

export type PictureSet = 'products' | 'categories' | 'brands' | 'banners' | 'gallery';

export interface PictureShape {
  width: number;
  height: number;
  /** Widths the picture is encoded at, smallest first; the last is the master's width. */
  widths: readonly number[];
  /** The width of the JPEG behind `url`. */
  fallback: number;
}

/** Modern formats every width comes in, best first (a `<source>` each). */
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number] | 'jpg';

const SQUARE: PictureShape = { width: 960, height: 960, widths: [320, 480, 640, 960], fallback: 640 };
const TILE: PictureShape = { width: 800, height: 800, widths: [320, 480, 640, 800], fallback: 480 };
/** The storefront shows banners at 8:3 (hero, discount, image and text, page backgrounds). */
const WIDE: PictureShape = { width: 1600, height: 600, widths: [640, 960, 1280, 1600], fallback: 960 };
const SCENE: PictureShape = { width: 1200, height: 900, widths: [320, 640, 960, 1200], fallback: 640 };
const MARK: PictureShape = { width: 640, height: 320, widths: [320, 640], fallback: 320 };
/** A made clip's poster: its first frame at 16:9, up to twice the clip's width for sharp screens. */
const FILM: PictureShape = { width: 1280, height: 720, widths: [640, 960, 1280], fallback: 640 };

/** The banners folder's made pictures and their shapes (its logo, site icon, icons and map stay drawn). */
export const BANNER_SHAPES: Readonly<Record<string, PictureShape>> = {
  'oud-noir-hero': WIDE,
  'mogra-bloom-hero': WIDE,
  'sandal-mysore-hero': WIDE,
  'festive-sale': WIDE,
  'distillery-poster': FILM,
  'rose-attar-poster': WIDE,
  'about-family': WIDE,
  'small-batches': WIDE,
  'alcohol-free': WIDE,
  'copper-stills': WIDE,
  'person-rohan': { width: 480, height: 480, widths: [160, 320, 480], fallback: 160 },
  'login-background': WIDE,
  'registration-background': WIDE,
  ...Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`portfolio-${i + 1}`, SCENE])),
};

/** How many gallery pictures there are (`/media/gallery/1` to `/media/gallery/10`). */
export const GALLERY_SIZE = 10;

/** The shape of a made picture, or undefined for one that is drawn. */
export function shapeOf(set: string, name: string): PictureShape | undefined {
  switch (set) {
    case 'products':
      return SQUARE;
    case 'categories':
    case 'gallery':
      return TILE;
    case 'brands':
      return MARK;
    case 'banners':
      return BANNER_SHAPES[name];
    default:
      return undefined;
  }
}

/** The file of one variant: `rose-attar-640.avif`. */
export const variantFile = (name: string, width: number, format: PictureFormat): string => `${name}-${width}.${format}`;

/** Every file of a picture: each width in each modern format, and the JPEG fallback. */
export function variantFiles(name: string, shape: PictureShape): string[] {
  return [
    ...shape.widths.flatMap((w) => PICTURE_FORMATS.map((f) => variantFile(name, w, f))),
    variantFile(name, shape.fallback, 'jpg'),
  ];
}

/**
 * The image object of a made picture: `url` the JPEG fallback, `width`/`height` the master's, and
 * `variants` the srcset template. Throws for a picture the pipeline does not make (a seed typo).
 * @example
 * madeImage('products', 'rose-attar', 'Rose Attar bottle')
 * // { url: '/media/products/rose-attar-640.jpg', ..., variants: { template: '/media/products/rose-attar-{width}.{format}', ... } }
 */
export function madeImage(set: PictureSet, name: string, altText: string): Schemas['Image'] & { width: number; height: number } {
  const shape = shapeOf(set, name);
  if (!shape) throw new Error(`No made picture /media/${set}/${name}`);
  return {
    url: `/media/${set}/${variantFile(name, shape.fallback, 'jpg')}`,
    altText,
    width: shape.width,
    height: shape.height,
    variants: {
      template: `/media/${set}/${name}-{width}.{format}`,
      widths: [...shape.widths],
      formats: [...PICTURE_FORMATS],
    },
  };
}

/**
 * A made clip (`/media/video/{name}-{width}.{format}`): rendered by the pictures/ pipeline like the
 * pictures, a loop `seconds` long, encoded once per format at one size. Its poster is a made picture
 * of the banners set, the clip's first frame.
 */
export interface ClipShape {
  width: number;
  height: number;
  seconds: number;
  fps: number;
  /** The banner that is its first frame. */
  poster: string;
}

/**
 * The encodings of every clip, best first: VP9 in WebM (smaller), then H.264 in MP4 (constrained
 * baseline, which every browser and phone decodes; the one a client that reads only `value` gets).
 * The codec strings are those the encoders write for a 640 x 360 clip (VP9 level 2.1, H.264 level
 * 3.0); the pipeline's test reads them back from the files.
 */
export const CLIP_FORMATS = [
  { format: 'webm', mime: 'video/webm', codec: 'vp09.00.21.08' },
  { format: 'mp4', mime: 'video/mp4', codec: 'avc1.42c01e' },
] as const;
export type ClipFormat = (typeof CLIP_FORMATS)[number]['format'];

export const CLIPS: Readonly<Record<string, ClipShape>> = {
  distillery: { width: 640, height: 360, seconds: 8, fps: 24, poster: 'distillery-poster' },
};

/** The file of a clip in one format: `distillery-640.webm`. */
export const clipFile = (name: string, shape: ClipShape, format: ClipFormat): string => `${name}-${shape.width}.${format}`;

/**
 * A made clip as a content field: `value` the MP4 every client plays, `sources` each encoding with its
 * media type, best first, and its size. Throws for a clip the pipeline does not make.
 */
export function madeClip(name: string): Schemas['ContentField'] {
  const shape = CLIPS[name];
  if (!shape) throw new Error(`No made clip /media/video/${name}`);
  const url = (format: ClipFormat) => `/media/video/${clipFile(name, shape, format)}`;
  return {
    value: url('mp4'),
    richTextEnabled: false,
    urlType: 'I',
    width: shape.width,
    height: shape.height,
    sources: CLIP_FORMATS.map(({ format, mime, codec }) => ({ url: url(format), type: `${mime}; codecs="${codec}"` })),
  };
}

/**
 * Every file of every made clip and of its poster, as `{set}/{file}` under the picture source
 * (`video/distillery-640.webm`, `banners/distillery-poster-640.avif`...): what the demo build ships as
 * plain files for its browser worker to serve (browser.ts, `madeFilesUrl`), so the clip plays there
 * and starts from its own first frame.
 */
export function clipFiles(): string[] {
  return Object.entries(CLIPS).flatMap(([name, shape]) => [
    ...CLIP_FORMATS.map(({ format }) => `video/${clipFile(name, shape, format)}`),
    ...variantFiles(shape.poster, BANNER_SHAPES[shape.poster]!).map((file) => `banners/${file}`),
  ]);
}
