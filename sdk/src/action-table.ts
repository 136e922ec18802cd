/**
 * The action table the SDK runs on, read from the lean generated table (runtime.gen.ts) rather than the
 * full one (actions.gen.ts, for tooling), so that summaries, schema names and the like stay out of the
 * browser bundle. Its rows are in the order of the generated modules and functions; the actiontag is
 * module + Function, as spec-check and codegen enforce.
 */
import type { ActionName } from './generated/actions.gen.ts';
import { createModules } from './generated/operations.gen.ts';
import { runtimeActions, type RuntimeAction } from './generated/runtime.gen.ts';

/** One action's runtime row, with its names. */
export type ActionRow = RuntimeAction & {
  actiontag: ActionName;
  module: string;
  fn: string;
};

/** `cart` + `addItem` -> `cartAddItem` */
export const actiontagOf = (module: string, fn: string): string => module + fn.charAt(0).toUpperCase() + fn.slice(1);

let rows: Map<string, ActionRow> | undefined;

/**
 * Every action by its actiontag, built once on first use: the runtime table's rows paired, in order, with
 * the modules and functions of operations.gen.ts (codegen writes both in one order; the table does not
 * repeat the names, and sdk/test/runtime-table.test.ts checks every pair against actions.gen.ts).
 */
export function actionRows(): ReadonlyMap<string, ActionRow> {
  if (!rows) {
    rows = new Map();
    const modules = createModules(() => Promise.reject(new Error('only listed'))) as unknown as Record<string, object>;
    let i = 0;
    for (const module of Object.keys(modules)) {
      for (const fn of Object.keys(modules[module]!)) {
        const row = runtimeActions[i++];
        if (!row) throw new Error('runtime.gen.ts and operations.gen.ts differ: regenerate the SDK');
        const actiontag = actiontagOf(module, fn) as ActionName;
        rows.set(actiontag, { ...row, actiontag, module, fn });
      }
    }
    if (i !== runtimeActions.length) throw new Error('runtime.gen.ts and operations.gen.ts differ: regenerate the SDK');
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
