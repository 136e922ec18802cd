/**
 * Which requests belong to the marketplace, shared by the production server (which forwards them) and
 * Vite's development proxy (vite.config.ts): the first segment of every path of the contract, plus the
 * pictures, fonts and the mock shop's controls; and which of those are page loads instead (a storefront
 * route such as `/checkout` shares its path with an API call).
 */
import contract from '@attar/sdk/openapi.json' with { type: 'json' };

/** Every path prefix the marketplace answers. */
export const MARKETPLACE_PREFIXES: readonly string[] = [
  ...new Set(Object.keys(contract.paths).map((path) => `/${path.split('/')[1]!}`)),
  // besides its API: pictures, fonts, and the mock shop's controls
  '/media',
  '/fonts',
  '/_mock',
];

/** Whether `path` is under one of the marketplace's prefixes. */
export const isMarketplacePath = (path: string): boolean =>
  MARKETPLACE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));

/** A browser loading a page (it takes HTML and names no action), not an API call on the same path. */
export const isPageLoad = (accept: string | undefined, actiontag: string | undefined): boolean =>
  !actiontag && (accept ?? '').includes('text/html');
