/**
 * Reply validation (`validateReplies`): a success reply checked against its schema by the zod
 * validators generated from the contract. reply.ts loads this module with the first validated reply,
 * so a client that leaves validation off (a storefront in production) never downloads it or zod.
 */
import type { ActionName } from './generated/actions.gen.ts';
import { replies } from './generated/replies.gen.ts';
import * as zod from './generated/zod.gen.ts';
import { BadResponseError } from './errors.ts';
import { safeParse } from './safe-parse.ts';

type Issue = { path: PropertyKey[]; message: string };
type Validator = {
  safeParse(value: unknown): { success: boolean; error?: { issues: Issue[] } };
  _zod?: { def: { type: string; left?: Validator; right?: Validator } };
};
const validators = zod as unknown as Record<string, Validator | undefined>;

/**
 * The schemas a reply is checked against. A reply schema is the envelope `.and()` its data: its sides
 * are checked one after the other, which finds the same issues (left's, then right's, as the
 * intersection reports them; their keys never overlap) without building and merging two parsed copies.
 */
const sidesOf = (schema: Validator): Validator[] => {
  const def = schema._zod?.def;
  return def?.type === 'intersection' && def.left && def.right ? [...sidesOf(def.left), ...sidesOf(def.right)] : [schema];
};

/** Each action's validators, looked up once (null: the action has none). */
const byAction = new Map<ActionName, Validator[] | null>();

function validatorsOf(name: ActionName): Validator[] | null {
  let found = byAction.get(name);
  if (found === undefined) {
    const reply = (replies as Record<string, string | undefined>)[name];
    const schema = reply === undefined ? undefined : validators[`z${reply}`];
    byAction.set(name, (found = schema ? sidesOf(schema) : null));
  }
  return found;
}

/** The BadResponseError of a reply that breaks its schema (or has none to check against), else undefined. */
export function validateReply(
  name: ActionName,
  envelope: unknown,
  text: string,
  httpStatus: number,
): BadResponseError | undefined {
  const sides = validatorsOf(name);
  let failed: Issue[] | undefined;
  for (const side of sides ?? []) {
    const checked = safeParse(side, envelope);
    if (!checked.success) (failed ??= []).push(...(checked.error?.issues ?? []));
  }
  if (sides && !failed) return undefined;
  const reply = (replies as Record<string, string | undefined>)[name];
  const issues = failed?.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })) ?? [
    { field: '', message: `no validator for ${reply ?? name}` },
  ];
  const summary = issues
    .slice(0, 3)
    .map((i) => `${i.field || '(root)'} ${i.message}`)
    .join('; ');
  return new BadResponseError({
    message: `The reply to ${name} does not match ${reply}: ${summary}`,
    httpStatus,
    actiontag: name,
    issues,
    body: text.slice(0, 500),
  });
}
