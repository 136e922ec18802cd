/**
 * Which calls are safe to send twice: what a retry policy may repeat on its own. The marketplace's
 * method says little here: several reads share a PUT or POST path with writes (the `actiontag` header
 * tells them apart), so the reads on those paths are named below. The spec does not mark them yet;
 * an `x-idempotent` flag on each x-actions entry, carried into the runtime table, would replace this list.
 */
import type { ActionName } from './generated/actions.gen.ts';
import { actionRow } from './action-table.ts';

/** Reads sent with PUT or POST outside the catalogue (every catalogue action is a read, whatever its method). */
const READS_ON_WRITE_METHODS: ReadonlySet<string> = new Set([
  'logisticsCheckServiceability',
  'cartValidateCoupon',
  'checkoutLookupPaymentMethods',
  'guestGetCart',
  'guestGetInvoice',
]);

/**
 * True when sending this call again cannot change more than sending it once: a GET, a read that
 * travels on PUT or POST, or a write that carries an `idempotencyKey` (the shop answers a repeat with
 * the first result). DELETE is left out on purpose: it changes state, and a retry of one that did
 * succeed would report a 404.
 * @example isIdempotent('catalogList') // true: a read on PUT
 * @example isIdempotent('cartAddItem', { cin: 'ATR-OUD-100', quantity: 1 }) // false: a second add adds again
 */
export function isIdempotent(action: ActionName, input?: object): boolean {
  const row = actionRow(action);
  if (row.method === 'GET' || row.module === 'catalog' || READS_ON_WRITE_METHODS.has(action)) return true;
  const key = (input as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  return typeof key === 'string' && key !== '';
}
