/**
 * Reply validation (`validateReplies`): a success reply checked against its schema by the zod
 * validators generated from the contract. reply.ts loads this module with the first validated reply,
 * so a client that leaves validation off (a storefront in production) never downloads it or zod.
 */
import type { ActionName } from './generated/actions.gen.ts';
import { replies } from './generated/replies.gen.ts';
import * as zod from './generated/zod.gen.ts';
import { BadResponseError } from './errors.ts';

type Validator = { safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } };
const validators = zod as unknown as Record<string, Validator | undefined>;

/** The BadResponseError of a reply that breaks its schema (or has none to check against), else undefined. */
export function validateReply(name: ActionName, envelope: unknown, text: string, httpStatus: number): BadResponseError | undefined {
  const reply = (replies as Record<string, string | undefined>)[name];
  const schema = reply === undefined ? undefined : validators[`z${reply}`];
  const checked = schema?.safeParse(envelope);
  if (schema && checked?.success) return undefined;
  const issues = checked?.error?.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })) ?? [
    { field: '', message: `no validator for ${reply ?? name}` },
  ];
  const summary = issues.slice(0, 3).map((i) => `${i.field || '(root)'} ${i.message}`).join('; ');
  return new BadResponseError({ message: `The reply to ${name} does not match ${reply}: ${summary}`, httpStatus, actiontag: name, issues, body: text.slice(0, 500) });
}
