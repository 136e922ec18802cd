/**
 * Crafted content for component tests: blocks and pages shaped exactly as the contract says (typed
 * from the SDK), small enough to read in a test.
 */
import type { Schemas } from '@attar/sdk';
import type { BlockOf, BlockRef, ContentBlock, ContentPage } from '../types.ts';

type Field = Schemas['ContentField'];

/** A plain (or rich) content field. */
export const field = (value: string, extra: Partial<Field> = {}): Field => ({ value, richTextEnabled: false, ...extra });

let nextId = 1;
const id = (prefix: 'BL' | 'EL') => `${prefix}${String(nextId++).padStart(5, '0')}`;

/** One block of kind `blockRef`, enabled unless told otherwise. */
export function block<R extends BlockRef>(
  blockRef: R,
  blockOrder: number,
  elements: BlockOf<R>['elements'],
  extra: Partial<ContentBlock> = {},
): BlockOf<R> {
  return {
    blockId: id('BL'),
    blockSeq: blockOrder,
    blockRef,
    blockOrder,
    isBlockEnabled: true,
    style: {},
    animation: { type: 'none' },
    elements,
    ...extra,
  } as BlockOf<R>;
}

export const elementId = (): string => id('EL');

/** A page of the given blocks. */
export function page(blocks: ContentBlock[]): ContentPage {
  return {
    layout: { layoutId: 'LY00001', enabled: true, pageUrl: '/', style: {}, animation: { type: 'none' } },
    blocks,
    seo: { title: 'Test page', description: 'A page for tests', keywords: [] },
    updatedAt: '2026-11-20T10:15:30Z',
  };
}

export const pageHeading = (order: number, heading: string, extra: Partial<ContentBlock> = {}) =>
  block('pageHeading', order, [{ elementId: elementId(), fields: { heading: field(heading) } }], extra);

export const richText = (
  order: number,
  heading: string,
  html: string,
  richTextEnabled = true,
  extra: Partial<ContentBlock> = {},
) =>
  block(
    'richText',
    order,
    [{ elementId: elementId(), fields: { heading: field(heading), html: field(html, { richTextEnabled }) } }],
    extra,
  );

export const advantages = (order: number, titles: string[], extra: Partial<ContentBlock> = {}) =>
  block(
    'advantages',
    order,
    titles.map((title) => ({
      elementId: elementId(),
      fields: {
        icon: field('/media/banners/icon-truck.svg', { urlType: 'I', altText: title }),
        title: field(title),
        text: field(`${title} text`),
      },
    })),
    extra,
  );

export const bannerSlides = (names: string[]) =>
  names.map((name, i) => ({
    elementId: elementId(),
    fields: {
      image: field(`/media/banners/slide-${i + 1}.svg`, { urlType: 'I', altText: `${name} banner` }),
      heading: field(name),
      subHeading: field(`About ${name}`),
      buttonLabel: field('Shop Now'),
      buttonLink: field(`/p/slide-${i + 1}/X${i}`, { urlType: 'I' }),
    },
  }));
