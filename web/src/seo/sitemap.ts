/**
 * The sitemap (sitemaps.org XML) and robots.txt of the storefront. `sitemapEntries` lists the public
 * pages from the marketplace: the fixed content pages, every category and every perfume; a read that
 * fails leaves its part out and the rest still answers.
 */
import { productRoute, type ActionInput, type ActionName, type ActionResult, type AttarError } from '@attar/sdk';
import { catalogListInput, PageNumRule } from '@attar/sdk/rules';
import { CONTENT_ROUTES, pageUrlFor } from '../app/content-routes.ts';
import { escapeHtml } from './markup.ts';
import { categoryPath } from './paths.ts';

export interface SitemapEntry {
  /** The page's path on the shop's origin, with its query if it has one: `/p/oud-noir/UFIwMDAxMg`. */
  path: string;
  /** When the page last changed (W3C date-time); left out when unknown. */
  lastmod?: string;
}

/** A marketplace call: the SDK client's `api.call`. */
export type ActionCall = <A extends ActionName>(action: A, input: ActionInput<A>) => Promise<ActionResult<A>>;

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The largest page the catalogue listing accepts, from the contract. */
const LIST_PAGE_SIZE = catalogListInput.pageSize.maximum;
/** Pages of the listing read at once. */
const LIST_CONCURRENCY = 4;

/**
 * The sitemaps.org XML of `entries` on `origin`: absolute, escaped locations, each path once, at most
 * SITEMAP_MAX_URLS of them (the first ones); a `lastmod` that is not a date is left out.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (urls.length >= SITEMAP_MAX_URLS) break;
    let loc: string;
    try {
      loc = new URL(entry.path.startsWith('/') ? entry.path : `/${entry.path}`, `${origin}/`).href;
    } catch {
      continue;
    }
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod =
      entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod)) ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : '';
    urls.push(`<url><loc>${escapeHtml(loc)}</loc>${lastmod}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The shopper's own pages (routes.tsx): nothing there for a search engine, and each answers with the
 * visitor's own data or a sign-in form. Prefixes, as robots.txt reads them: `/login` covers
 * `/loginpassword`, `/checkout` the order-success page.
 */
export const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/wishlist',
  '/profile',
  '/orders',
  '/login',
  '/registration',
  '/forgot-password',
] as const;

/** robots.txt: everything open but the shopper's own pages, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const notFound = (error: AttarError) => 'status' in error && error.status === 404;

/**
 * The fixed content pages (the router's content routes without parameters), with the date their
 * configuration changed. A page the configuration disables or does not have is left out; one whose
 * read failed for another reason stays, without a date (the route is still there).
 */
async function contentEntries(call: ActionCall): Promise<SitemapEntry[]> {
  const routes = CONTENT_ROUTES.filter((route) => !route.includes(':'));
  const pages = await Promise.all(
    routes.map(async (path): Promise<SitemapEntry | undefined> => {
      const reply = await call('contentPage', { pageUrl: pageUrlFor(path, {}) }).catch(() => undefined);
      if (!reply) return { path };
      if (reply.error) return notFound(reply.error) ? undefined : { path };
      return reply.data.layout.enabled ? { path, lastmod: reply.data.updatedAt } : undefined;
    }),
  );
  return pages.filter((entry) => entry !== undefined);
}

/** Every category the catalogue's category facet names, at the address the storefront links to. */
async function categoryEntries(call: ActionCall): Promise<SitemapEntry[]> {
  const reply = await call('catalogFilters', { facets: ['categories'] }).catch(() => undefined);
  if (!reply || reply.error) return [];
  const facet = reply.data.facets.find((f) => f.name === 'categories');
  return (facet?.values ?? []).map((value) => ({ path: categoryPath({ categoryId: value.value, categoryName: value.label }) }));
}

/**
 * Every perfume, paging through the listing at its largest page size, up to the last page the
 * contract allows asking for or the sitemap's limit. A page that fails ends the walk there: what was
 * read before it stays.
 */
async function productEntries(call: ActionCall): Promise<SitemapEntry[]> {
  const read = (pageNum: number) => call('catalogList', { pageNum, pageSize: LIST_PAGE_SIZE }).catch(() => undefined);
  const first = await read(1);
  if (!first || first.error) return [];
  const lastPage = Math.min(first.data.paging.totalPages, PageNumRule.maximum, Math.ceil(SITEMAP_MAX_URLS / LIST_PAGE_SIZE));
  const pages = [first.data.items];
  for (let start = 2; start <= lastPage; start += LIST_CONCURRENCY) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(LIST_CONCURRENCY, lastPage - start + 1) }, (_, i) => read(start + i)),
    );
    const failed = batch.findIndex((reply) => !reply || reply.error);
    for (const reply of failed === -1 ? batch : batch.slice(0, failed)) if (reply?.data) pages.push(reply.data.items);
    if (failed !== -1) break;
  }
  const seen = new Set<string>();
  return pages
    .flat()
    .filter((item) => !seen.has(item.productId) && seen.add(item.productId))
    .map((item) => ({ path: productRoute(item) }));
}

/**
 * The sitemap's entries: fixed content pages, then categories, then perfumes, each part read from the
 * marketplace through `call` (the SDK's `api.call`) in parallel.
 * @example sitemapXml(origin, await sitemapEntries(api.call))
 */
export async function sitemapEntries(call: ActionCall): Promise<SitemapEntry[]> {
  const [content, categories, products] = await Promise.all([contentEntries(call), categoryEntries(call), productEntries(call)]);
  return [...content, ...categories, ...products];
}
