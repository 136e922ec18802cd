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
