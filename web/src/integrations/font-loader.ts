/**
 * The web font (spec/external.yaml `getFontDescription`, `getFontStylesheet`): fetch the description
 * from the site configuration's internal path, then add its stylesheet. On any failure the page keeps
 * the sans-serif fallback and the console says why (docs/product-rules.md §8): 'Failed to fetch font',
 * 'Font data is missing or invalid', 'Failed to load font stylesheet'.
 */
import type { Schemas } from '@attar/sdk';
import { fontStack, setFontStack } from './font-stack.ts';

export { fontStack };

type WebFont = Schemas['SiteWebFont'];

export type FontOutcome = 'loaded' | 'fallback';

export interface FontLoaderDeps {
  fetch?: typeof fetch;
  document?: Document;
  logger?: Pick<Console, 'error'>;
  /** Adds the stylesheet and resolves to whether it loaded; a `<link rel="stylesheet">` by default. */
  loadStylesheet?: (href: string) => Promise<boolean>;
  /** Whether the storefront ships this family itself; by default, whether the document declares a face of it. */
  bundled?: (family: string) => boolean;
}

/**
 * Whether `doc` already declares a face of `family` (the storefront's own type, web/scripts/brand-fonts.ts).
 * The described stylesheet is then not added: its rules for the same family would replace the bundled
 * faces, and the marketplace's files may be local() sources only.
 */
function declares(doc: Document, family: string): boolean {
  const fonts = (doc as Document & { fonts?: Iterable<FontFace> }).fonts;
  if (!fonts || typeof (fonts as Partial<Iterable<FontFace>>)[Symbol.iterator] !== 'function') return false;
  const wanted = family.toLowerCase();
  for (const face of fonts) if (face.family.replace(/^["']|["']$/g, '').toLowerCase() === wanted) return true;
  return false;
}

interface FontDescription {
  family: string;
  stylesheet: string;
}

/** The parts of a font description the loader needs, or undefined when they are missing or unsafe. */
export function readFontDescription(data: unknown): FontDescription | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { family, stylesheet, files } = data as Record<string, unknown>;
  if (typeof family !== 'string' || !family.trim()) return undefined;
  // same-origin paths only: fonts are bundled, never hot-linked
  if (typeof stylesheet !== 'string' || !stylesheet.startsWith('/') || stylesheet.startsWith('//')) return undefined;
  if (!Array.isArray(files) || files.length === 0) return undefined;
  return { family: family.trim(), stylesheet };
}

function applyStack(doc: Document, stack: string, outcome: FontOutcome): void {
  setFontStack(doc, stack);
  doc.documentElement.dataset.font = outcome;
}

function addStylesheet(doc: Document, href: string): Promise<boolean> {
  const existing = doc.head.querySelector<HTMLLinkElement>('link[data-web-font]');
  if (existing?.getAttribute('href') === href && existing.dataset.loaded === 'true') return Promise.resolve(true);
  existing?.remove();
  return new Promise((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.webFont = '';
    link.onload = () => {
      link.dataset.loaded = 'true';
      resolve(true);
    };
    link.onerror = () => {
      link.remove();
      resolve(false);
    };
    doc.head.append(link);
  });
}

/**
 * Loads the configured web font and sets `--font-sans` on the root element: the
 * family first when it loaded, the fallback stack otherwise. Never rejects.
 * @example
 * await loadWebFont({ family: 'Poppins', descriptorPath: '/fonts/poppins.json', fallback: 'sans-serif' });
 */
export async function loadWebFont(font: WebFont, deps: FontLoaderDeps = {}): Promise<FontOutcome> {
  const doc = deps.document ?? document;
  const fetchFn = deps.fetch ?? globalThis.fetch.bind(globalThis);
  const logger = deps.logger ?? console;
  const fallback = font.fallback || 'sans-serif';
  const useFallback = (): FontOutcome => {
    applyStack(doc, fontStack(undefined, fallback), 'fallback');
    return 'fallback';
  };

  let data: unknown;
  try {
    const response = await fetchFn(font.descriptorPath, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${font.descriptorPath} answered ${response.status}`);
    data = await response.json().catch(() => undefined);
  } catch (error) {
    logger.error('Failed to fetch font', error);
    return useFallback();
  }
  const description = readFontDescription(data);
  if (!description) {
    logger.error('Font data is missing or invalid');
    return useFallback();
  }
  const bundled = deps.bundled ?? ((family: string) => declares(doc, family));
  if (bundled(description.family)) {
    applyStack(doc, fontStack(description.family, fallback), 'loaded');
    return 'loaded';
  }
  const loadStylesheet = deps.loadStylesheet ?? ((href: string) => addStylesheet(doc, href));
  if (!(await loadStylesheet(description.stylesheet))) {
    logger.error('Failed to load font stylesheet', description.stylesheet);
    return useFallback();
  }
  applyStack(doc, fontStack(description.family, fallback), 'loaded');
  return 'loaded';
}
