/**
 * `unwrap`, apart from the client: a page that only reads results (the storefront's first load) takes
 * this without the action table and the transport that come with `createAttarClient`.
 */
import type { ActionName } from './generated/actions.gen.ts';
import type { ActionResult } from './types.ts';

/**
 * Returns the data of a result or throws its error: for the boundaries that want exceptions.
 * @example
 * const cart = unwrap(await attar.cart.get());
 */
export function unwrap<A extends ActionName>(result: ActionResult<A>): NonNullable<ActionResult<A>['data']> {
  if (result.error) throw result.error;
  return result.data as NonNullable<ActionResult<A>['data']>;
}
