/**
 * The content service's replies are untrusted input (decision 014): the site configuration and a page
 * configuration are parsed here, with the contract's generated validators, before anything renders
 * them. A reply that breaks the contract is not taken as it is, nor thrown away whole when a part of it
 * can stand:
 *
 * - site: a bad header part (an item, the logo, the mega menu) is switched off, a bad menu item or
 *   footer column is left out, a bad footer part or integration is switched off, a bad brand message
 *   is empty and a bad image host is left out. Without valid store settings and feature flags there is no
 *   site configuration at all (the frame shows its minimal form, as when the read fails).
 * - page: a bad block becomes a "broken" block, which the page renders as a short note in its place
 *   (a disabled one is left out). A page whose layout, search metadata or block list is not valid is
 *   an error the page shows (`BadResponseError`), never a blank.
 *
 * Heavy (zod and the content validators): the server loads it for its reads, the browser only for the
 * replies it fetches itself (data/content-guard.ts), never with the first load (vite.config.ts keeps it
 * out of the framework chunk).
 */
import { BadResponseError, type ActionData, type Schemas } from '@attar/sdk';
import {
  safeParse,
  zContentBlock,
  zContentLayout,
  zContentPage,
  zContentSeo,
  zSiteBottomMenu,
  zSiteBrandMessaging,
  zSiteConfig,
  zSiteFeatureFlags,
  zSiteFooter,
  zSiteHeader,
  zSiteIntegrations,
  zSiteMegaMenu,
  zSiteStoreSettings,
  zTimestamp,
} from '@attar/sdk/validators';

type Site = ActionData<'contentSite'>;
type ContentBlock = Schemas['ContentBlock'];

/**
 * A block of a page reply that broke the contract: the page shows a short note in its place
 * (content/page-renderer.tsx).
 */
export interface BrokenBlock {
  blockRef: 'broken';
  blockId: string;
  blockOrder: number;
  blockSeq: number;
  isBlockEnabled: true;
}
export type PageBlock = ContentBlock | BrokenBlock;
/** A page configuration as the storefront renders it: checked, with its broken blocks marked. */
export type CheckedPage = Omit<Schemas['ContentPage'], 'blocks'> & { blocks: PageBlock[] };
type Parsed = { success: true; data: unknown } | { success: false };
interface Schema {
  safeParse(value: unknown): Parsed;
}
interface ObjectSchema extends Schema {
  shape: Record<string, Schema>;
}
interface ArraySchema extends Schema {
  element: Schema;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as `schema` parses it, or `fallback`. */
function valid<T>(schema: Schema, value: unknown, fallback: T): T {
  const parsed = safeParse(schema, value);
  return parsed.success ? (parsed.data as T) : fallback;
}

/** The value parsed whole, or key by key: each key its own parse, or its fallback when it fails. */
function byKey<T extends object>(schema: ObjectSchema, value: unknown, fallback: T, own: Partial<T> = {}): T {
  const whole = safeParse(schema, value);
  if (whole.success) return whole.data as T;
  const record = isRecord(value) ? value : {};
  const out: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(schema.shape)) {
    out[key] = key in own ? own[key as keyof T] : valid(part, record[key], (fallback as Record<string, unknown>)[key]);
  }
  return out as T;
}

/** The items of a list that parse one by one, if the list of them is valid; else none. */
function items<T>(list: ArraySchema, value: unknown): T[] {
  const kept = (Array.isArray(value) ? value : []).flatMap((item) => {
    const parsed = safeParse(list.element, item);
    return parsed.success ? [parsed.data as T] : [];
  });
  return valid(list, kept, []);
}

const OFF_ITEM = { enabled: false, label: '' };
const HEADER_OFF: Site['header'] = {
  logo: { url: '', altText: '' },
  searchBar: { enabled: false, placeholder: '' },
  location: OFF_ITEM,
  wishlist: OFF_ITEM,
  cart: OFF_ITEM,
  profile: OFF_ITEM,
  serviceBooking: OFF_ITEM,
  megaMenu: { enabled: false, items: [] },
};
const FOOTER_OFF: Site['footer'] = {
  columns: [],
  cookieBanner: { enabled: false, text: '', buttonLabel: '', disabledOnPages: [] },
  whatsApp: { enabled: false, phone: '', link: '' },
  mobileBottomMenu: { enabled: false, items: [] },
  copyright: '',
};
const INTEGRATIONS_OFF: Site['integrations'] = {
  webFont: { family: '', descriptorPath: '', fallback: 'sans-serif' },
  siteIcon: { href: '', type: '' },
  identityProvider: { enabled: false, clientId: '', scriptUrl: '' },
  tagManager: { enabled: false, id: '' },
  map: { provider: 'static', embedUrl: '', staticImage: { url: '', altText: '' } },
  analyticsSocket: { enabled: false, url: '', key: '' },
  ipLookup: { enabled: false },
};
const BRAND_EMPTY: Site['brand'] = {
  freeShipping: '',
  payments: '',
  courier: '',
  labTestedPerfumes: 0,
  fragranceCount: 0,
  countriesServed: 0,
};

const invalid = (action: string, what: string) =>
  new BadResponseError({
    message: `The reply to ${action} is not valid: ${what}`,
    httpStatus: 200,
    actiontag: action,
    issues: [{ field: what, message: 'not as the contract says' }],
  });

/** A mega menu whose valid items stay (each with its children) and whose bad ones are left out. */
function megaMenu(value: unknown): Site['header']['megaMenu'] {
  const menu = isRecord(value) ? value : {};
  const shape = (zSiteMegaMenu as unknown as ObjectSchema).shape;
  return {
    enabled: valid(shape.enabled!, menu.enabled, false),
    items: items(shape.items as ArraySchema, menu.items),
  };
}

/**
 * The site configuration as far as it can be trusted (see the module's comment); throws a
 * BadResponseError when its store settings or feature flags are not valid.
 */
export function checkSite(value: unknown): Site {
  // valid as a whole: taken as it came (the parse would only add the contract's defaults)
  if (safeParse(zSiteConfig, value).success) return value as Site;
  const site = isRecord(value) ? value : {};
  const required = zSiteConfig.shape;
  const core = {
    siteId: safeParse(required.siteId, site.siteId),
    updatedAt: safeParse(zTimestamp, site.updatedAt),
    store: safeParse(zSiteStoreSettings, site.store),
    features: safeParse(zSiteFeatureFlags, site.features),
  };
  for (const [key, parsed] of Object.entries(core)) if (!parsed.success) throw invalid('contentSite', key);
  const header = isRecord(site.header) ? site.header : {};
  const footer = isRecord(site.footer) ? site.footer : {};
  const footerShape = (zSiteFooter as unknown as ObjectSchema).shape;
  return {
    siteId: core.siteId.data!,
    updatedAt: core.updatedAt.data!,
    store: core.store.data!,
    features: core.features.data!,
    header: byKey(zSiteHeader as unknown as ObjectSchema, site.header, HEADER_OFF, { megaMenu: megaMenu(header.megaMenu) }),
    footer: byKey(zSiteFooter as unknown as ObjectSchema, site.footer, FOOTER_OFF, {
      columns: items(footerShape.columns as ArraySchema, footer.columns),
      mobileBottomMenu: byKey(zSiteBottomMenu as unknown as ObjectSchema, footer.mobileBottomMenu, FOOTER_OFF.mobileBottomMenu),
    }),
    integrations: byKey(zSiteIntegrations as unknown as ObjectSchema, site.integrations, INTEGRATIONS_OFF),
    brand: byKey(zSiteBrandMessaging as unknown as ObjectSchema, site.brand, BRAND_EMPTY),
    imageHosts: items(required.imageHosts as unknown as ArraySchema, site.imageHosts),
  };
}

/** A block that does not parse, kept as a note in its place (a disabled one is left out: null). */
function brokenBlock(value: unknown, index: number): BrokenBlock | null {
  const block = isRecord(value) ? value : {};
  if (block.isBlockEnabled === false) return null;
  const order =
    typeof block.blockOrder === 'number' && Number.isFinite(block.blockOrder) ? block.blockOrder : Number.MAX_SAFE_INTEGER;
  return { blockRef: 'broken', blockId: `broken-${index}`, blockOrder: order, blockSeq: index, isBlockEnabled: true };
}

/**
 * A page configuration as far as it can be trusted (see the module's comment); throws a
 * BadResponseError when its layout, search metadata or list of blocks is not valid.
 */
export function checkPage(value: unknown): CheckedPage {
  if (safeParse(zContentPage, value).success) return value as CheckedPage;
  const page = isRecord(value) ? value : {};
  const layout = safeParse(zContentLayout, page.layout);
  const seo = safeParse(zContentSeo, page.seo);
  const updatedAt = safeParse(zTimestamp, page.updatedAt);
  if (!layout.success) throw invalid('contentPage', 'layout');
  if (!seo.success) throw invalid('contentPage', 'seo');
  if (!updatedAt.success) throw invalid('contentPage', 'updatedAt');
  if (!Array.isArray(page.blocks)) throw invalid('contentPage', 'blocks');
  const blocks = page.blocks.flatMap((block, index): PageBlock[] => {
    const parsed = safeParse(zContentBlock, block);
    if (parsed.success) return [parsed.data as PageBlock];
    const broken = brokenBlock(block, index);
    return broken ? [broken] : [];
  });
  // the list's own bounds (how many blocks) hold for what is left, or the page is not valid
  const valid = blocks.filter((block): block is Exclude<PageBlock, BrokenBlock> => block.blockRef !== 'broken');
  if (!safeParse(zContentPage.shape.blocks, valid).success) throw invalid('contentPage', 'blocks');
  return { layout: layout.data, seo: seo.data, updatedAt: updatedAt.data, blocks } as CheckedPage;
}

/** A content reply checked by its action's rules; other replies are returned as they are. */
export function checkContent(action: string, data: unknown): unknown {
  if (action === 'contentSite') return checkSite(data);
  if (action === 'contentPage') return checkPage(data);
  return data;
}
