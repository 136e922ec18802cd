/**
 * The action table the SDK runs on, read from the lean generated table (runtime.gen.ts) rather than the
 * full one (actions.gen.ts, for tooling), so that summaries, schema names and the like stay out of the
 * browser bundle. Keys there are `module.function`; the actiontag is module + Function, as spec-check
 * and codegen enforce.
 */
import type { ActionName } from './generated/actions.gen.ts';
import { runtimeActions, type RuntimeAction } from './generated/runtime.gen.ts';

export interface ActionRow extends RuntimeAction {
  actiontag: ActionName;
  module: string;
  fn: string;
}

/** `cart` + `addItem` -> `cartAddItem` */
export const actiontagOf = (module: string, fn: string): string => module + fn.charAt(0).toUpperCase() + fn.slice(1);

let rows: Map<string, ActionRow> | undefined;

/** Every action by its actiontag, built once on first use. */
export function actionRows(): ReadonlyMap<string, ActionRow> {
  if (!rows) {
    rows = new Map();
    for (const [sdk, row] of Object.entries(runtimeActions)) {
      const dot = sdk.indexOf('.');
      const module = sdk.slice(0, dot);
      const fn = sdk.slice(dot + 1);
      const actiontag = actiontagOf(module, fn) as ActionName;
      rows.set(actiontag, { ...row, actiontag, module, fn });
    }
  }
  return rows;
}

/** The row of one action; throws on a name the generated table does not have. */
export function actionRow(name: string): ActionRow {
  const row = actionRows().get(name);
  if (!row) throw new Error(`Unknown action ${name}: regenerate the SDK`);
  return row;
}

/**
 * True when sending this call again cannot change more than sending it once: what the spec says of the
 * action (every GET, and the reads on PUT or POST it marks `x-idempotent`), or a write that carries an
 * `idempotencyKey` (the shop answers a repeat with the first result). DELETE never is: it changes
 * state, and a retry of one that did succeed would report a 404.
 * @example isIdempotent('catalogList') // true: a read on PUT
 * @example isIdempotent('cartAddItem', { cin: 'ATR-OUD-100', quantity: 1 }) // false: a second add adds again
 */
export function isIdempotent(action: ActionName, input?: object): boolean {
  if (actionRow(action).idempotent) return true;
  const key = (input as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  return typeof key === 'string' && key !== '';
}
