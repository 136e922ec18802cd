/**
 * Small builders for content pages: fields, blocks and pages with ids, sequence and order numbers
 * assigned in writing order, so the seed reads like the page it describes.
 */
import type { Schemas } from '@attar/sdk';
import { madeClip, madeImage, type PictureSet } from '../../pictures.ts';

export type ContentPage = Schemas['ContentPage'];
export type ContentBlock = Schemas['ContentBlock'];
export type ContentField = Schemas['ContentField'];
export type PageUrl = Schemas['ContentPageUrl'];
export type BlockRef = ContentBlock['blockRef'];
type BlockOf<R extends BlockRef> = Extract<ContentBlock, { blockRef: R }>;
/** An element of a block as written in the seed: the builder gives it its `elementId`. */
export type ElementDraft<R extends BlockRef> = Omit<BlockOf<R>['elements'][number], 'elementId'>;

/** Plain text. */
export const text = (value: string): ContentField => ({ value, richTextEnabled: false });
/** Sanitised HTML. */
export const html = (value: string): ContentField => ({ value, richTextEnabled: true });
/** A route or same-origin path. */
export const route = (value: string): ContentField => ({ value, richTextEnabled: false, urlType: 'I' });
/** A same-origin image with its description. */
export const image = (value: string, altText: string): ContentField => ({ value, richTextEnabled: false, urlType: 'I', altText });

/** An image object as an image field: its URL, description, size and variants. */
export const imageField = (img: Schemas['Image']): ContentField => ({
  ...image(img.url, img.altText),
  ...(img.width ? { width: img.width } : {}),
  ...(img.height ? { height: img.height } : {}),
  ...(img.variants ? { variants: img.variants } : {}),
});

/** A made picture (mocks/src/pictures.ts) as an image field. */
export const picture = (set: PictureSet, name: string, altText: string): ContentField =>
  imageField(madeImage(set, name, altText));

/** A made clip (mocks/src/pictures.ts) as a video field: the MP4 as `value`, every encoding in `sources`. */
export const clip = (name: string): ContentField => madeClip(name);

/** Paths of the drawn content images (vector by nature: the logo, site icon, icons and the map). */
export const media = {
  banner: (name: string) => `/media/banners/${name}.svg`,
};

export interface BlockDraft<R extends BlockRef = BlockRef> {
  ref: R;
  enabled: boolean;
  style: Schemas['ContentStyle'];
  animation: Schemas['ContentAnimation'];
  elements: ElementDraft<R>[];
}

/**
 * A block as written in the seed; ids and numbers come from `createPageKit().page`.
 * @example
 * block('newsletter', [{ fields: { heading: text('Stay In Touch'), ... } }], { style: { align: 'center' } })
 */
export function block<R extends BlockRef>(
  ref: R,
  elements: ElementDraft<R>[],
  options: { enabled?: boolean; style?: Schemas['ContentStyle']; animation?: Schemas['ContentAnimation'] } = {},
): BlockDraft<R> {
  return {
    ref,
    enabled: options.enabled ?? true,
    style: options.style ?? {},
    animation: options.animation ?? { type: 'fade' },
    elements,
  };
}

export interface PageDraft {
  url: PageUrl;
  seo: Schemas['ContentSeo'];
  blocks: BlockDraft[];
  style?: Schemas['ContentStyle'];
}

/** Hands out layout, block and element ids (`LY00001`, `BL00001`, `EL00001`) across every page. */
export function createPageKit(updatedAt: string) {
  const counters = { LY: 0, BL: 0, EL: 0 };
  const next = (prefix: keyof typeof counters) => `${prefix}${String(++counters[prefix]).padStart(5, '0')}`;
  return {
    /** Builds a page: blocks render in the order given (`blockSeq` = `blockOrder` = position). */
    page(draft: PageDraft): ContentPage {
      const blocks = draft.blocks.map((b, i) => ({
        blockId: next('BL'),
        blockSeq: i + 1,
        blockRef: b.ref,
        blockOrder: i + 1,
        isBlockEnabled: b.enabled,
        style: b.style,
        animation: b.animation,
        elements: b.elements.map((e) => ({ elementId: next('EL'), ...e })),
      })) as ContentBlock[];
      return {
        layout: {
          layoutId: next('LY'),
          enabled: true,
          pageUrl: draft.url,
          style: draft.style ?? { background: '#fffaf3', maxWidth: 'wide' },
          animation: { type: 'fade', durationMs: 300 },
        },
        blocks,
        seo: { ...draft.seo, canonical: draft.seo.canonical ?? draft.url },
        updatedAt,
      };
    },
  };
}

/** The title band most inner pages open with. */
export const heading = (title: string, subHeading?: string): BlockDraft<'pageHeading'> =>
  block('pageHeading', [{ fields: { heading: text(title), ...(subHeading ? { subHeading: text(subHeading) } : {}) } }], {
    style: { align: 'center', variant: 'muted' },
  });
