/**
 * Where the content service's replies enter the storefront: the site and page configurations are
 * checked (content-check.ts, the contract's validators) before SWR, a component or the page's data
 * ever holds them, on the server for the reads it renders and in the browser for the reads it makes
 * itself. The checker is its own chunk: a page the server rendered arrives with checked replies, so the
 * first load never carries it; a read the browser makes starts loading it together with the request.
 */
import { NetworkError, type ActionName } from '@attar/sdk';

/** The reads that are checked. */
const CHECKED: ReadonlySet<ActionName> = new Set<ActionName>(['contentSite', 'contentPage']);

type ContentCheck = typeof import('./content-check.ts');
let loading: Promise<ContentCheck> | undefined;

/** The checker, loaded once; a chunk that failed to load is tried again by the next read. */
function loadContentCheck(action: ActionName): Promise<ContentCheck> {
  loading ??= import('./content-check.ts').catch((cause: unknown) => {
    loading = undefined;
    throw new NetworkError('Could not load the content checks', action, cause);
  });
  return loading;
}

/**
 * Returns a function that checks the reply of `action` once it has come (starting to load the checker
 * at once), or the reply itself for a read that is not checked.
 * @example
 * const check = contentCheckFor('contentPage');
 * const page = await check(unwrap(await api.call('contentPage', input)));
 */
export function contentCheckFor(action: ActionName): <T>(data: T) => Promise<T> {
  if (!CHECKED.has(action)) return (data) => Promise.resolve(data);
  const checker = loadContentCheck(action);
  // a reply that comes before the checker finished loading waits for it; the load's failure is the read's
  checker.catch(() => {});
  return async (data) => (await checker).checkContent(action, data) as typeof data;
}
