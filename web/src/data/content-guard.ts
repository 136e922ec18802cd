/**
 * Where the content service's replies enter the storefront: the site and page configurations are
 * checked (content-check.ts, the contract's validators) before SWR, a component or the page's data
 * ever holds them: on the server for the reads it renders (entry-server.tsx), in the browser for the
 * calls it makes itself (every `api.call`, data/client.ts through lib/sdk-runtime.ts). Neither this
 * module nor the checker is on a page's first load: a page the server rendered arrives with checked
 * replies, and a call the browser makes starts loading the checker together with the request.
 */
import { NetworkError, type ActionName, type ActionResult } from '@attar/sdk';

/** The reads that are checked. */
const CHECKED: ReadonlySet<ActionName> = new Set<ActionName>(['contentSite', 'contentPage']);

type ContentCheck = typeof import('./content-check.ts');
let loading: Promise<ContentCheck> | undefined;

/** The checker, loaded once; a chunk that failed to load is tried again by the next read. */
function loadContentCheck(action: ActionName): Promise<ContentCheck> {
  // zod is told not to compile before the contract's schemas are made (content-check-setup.ts)
  loading ??= import('./content-check-setup.ts')
    .then((setup) => setup.loadChecks())
    .catch((cause: unknown) => {
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

/**
 * The result of a call with its content data checked: a reply that fails the checks (or whose checker
 * could not load) becomes the result's error, as any other bad reply.
 * @example return checkedResult(action, client.call(action, input));
 */
export async function checkedResult<A extends ActionName>(action: A, result: Promise<ActionResult<A>>): Promise<ActionResult<A>> {
  const check = contentCheckFor(action);
  const settled = await result;
  if (settled.error) return settled;
  try {
    return { ...settled, data: await check(settled.data) };
  } catch (error) {
    return { ...settled, data: undefined, error } as unknown as ActionResult<A>;
  }
}
