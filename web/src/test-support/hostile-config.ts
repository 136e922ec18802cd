/**
 * Hostile content configuration, as an attacker who controls the content service (or a broken one)
 * would serve it (issue 16, decision 014): the component tests replay it through the real rendering
 * code, and the end-to-end journey sends it to the mock shop (`POST /_mock/content`). Every script it
 * carries would set `window[PWNED_FLAG]`; the tests check that it stays unset.
 */
import type { Schemas } from '@attar/sdk';

type Site = Schemas['SiteConfig'];
type Page = Schemas['ContentPage'];
type Block = Schemas['ContentBlock'];

/** The global a hostile script would set. */
export const PWNED_FLAG = 'attarPwned';
const RUN = `window.${PWNED_FLAG}=1`;

/** Addresses no allow-list may let through, by what they try. */
export const HOSTILE_URLS = {
  script: `data:text/javascript,${RUN}`,
  javascript: `javascript:${RUN}`,
  html: `data:text/html,<script>${RUN}</script>`,
  vbscript: 'vbscript:msgbox(1)',
  protocolRelative: '//evil.example/x.svg',
  foreignHttp: 'http://evil.example/x.svg',
} as const;

/**
 * The site's top-level parts replaced by hostile ones: no header at all (`null`), the identity provider
 * pointed at a `data:` script, the site icon and a social link at other origins, the WhatsApp link at
 * `javascript:`. The rest of `site` stays as it is.
 */
export function hostileSite(site: Site): Record<string, unknown> {
  const [first, ...columns] = site.footer.columns;
  return {
    header: null,
    integrations: {
      ...site.integrations,
      identityProvider: { ...site.integrations.identityProvider, enabled: true, scriptUrl: HOSTILE_URLS.script },
      siteIcon: { href: HOSTILE_URLS.protocolRelative, type: 'image/svg+xml' },
    },
    footer: {
      ...site.footer,
      whatsApp: { ...site.footer.whatsApp, enabled: true, link: HOSTILE_URLS.javascript },
      columns: [
        ...(first
          ? [
              {
                ...first,
                socialLinks: [
                  { network: 'instagram', label: 'Evil', url: HOSTILE_URLS.javascript },
                  { network: 'facebook', label: 'Evil too', url: HOSTILE_URLS.vbscript },
                ],
              },
            ]
          : []),
        ...columns,
      ],
    },
  };
}

const field = (value: string, extra: Record<string, unknown> = {}) => ({ value, richTextEnabled: false, ...extra });

/**
 * A page's blocks with hostile values where a block takes an address or HTML: the page heading's
 * background from another origin, a rich text with a script and an event handler, an image-and-text
 * block linking to `javascript:` with a `data:` picture, and one block that breaks the contract.
 * `page` must be the seeded `/about` (a heading, rich text, image and text, advantages).
 */
export function hostileAboutBlocks(page: Page): unknown[] {
  return page.blocks.map((block: Block): unknown => {
    if (block.blockRef === 'pageHeading') {
      return {
        ...block,
        elements: block.elements.map((element) => ({
          ...element,
          fields: { ...element.fields, backgroundImage: field(HOSTILE_URLS.protocolRelative) },
        })),
      };
    }
    if (block.blockRef === 'richText') {
      const hostileHtml = `<script>${RUN}</script><img src="x" onerror="${RUN}"><a href="${HOSTILE_URLS.javascript}">Bad link</a>`;
      return {
        ...block,
        elements: block.elements.map((element) => ({
          ...element,
          fields: { ...element.fields, html: { value: `${element.fields.html.value}${hostileHtml}`, richTextEnabled: true } },
        })),
      };
    }
    if (block.blockRef === 'imageText') {
      return {
        ...block,
        elements: block.elements.map((element) => ({
          ...element,
          fields: {
            ...element.fields,
            image: field(HOSTILE_URLS.html, { altText: 'Hostile picture' }),
            link: field(HOSTILE_URLS.javascript, { urlType: 'E' }),
            linkLabel: field('Hostile link'),
          },
        })),
      };
    }
    // breaks the contract: its elements are not a list
    if (block.blockRef === 'advantages') return { ...block, elements: 'x' };
    return block;
  });
}

/** A page whose list of blocks is not a list at all. */
export const BLOCKS_NOT_A_LIST = { blocks: 'x' } as const;
