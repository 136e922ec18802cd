import type { ErrorsSnapshot, ReadsSnapshot } from '../data/server-reads.ts';

/** The id of the JSON the server writes into a rendered page. */
export const BOOTSTRAP_ID = 'attar-data';

/** What a page the server rendered carries for the browser's first render. */
export interface Bootstrap {
  /** The replies the server rendered from (SWR's `fallback`). */
  reads: ReadsSnapshot;
  /** The refusals it rendered (a perfume that does not exist). */
  errors: ErrorsSnapshot;
  /** The code-split parts it rendered (lib/preloadable.ts), loaded before the hydration. */
  modules: string[];
  /** When it was rendered (ms since 1970): a page older than `FRESH_MS` (a cache's copy, a prerendered
   *  file) reads its replies afresh right after the hydration. */
  renderedAt: number;
  /** The sign-in gate (loginRequire) showed the not-found page: the server found no page at this address. */
  gateNotFound?: true;
}

/** How long the replies in a page count as fresh. */
export const FRESH_MS = 60_000;
