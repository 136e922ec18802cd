/**
 * The generated action functions (operations.gen.ts): every action of the table is `attar.<module>.<fn>`,
 * and each sends its own actiontag with the input and options it was given.
 */
import { describe, expect, it } from 'vitest';
import { actions, type ActionName } from '../src/contract.ts';
import { createModules } from '../src/generated/operations.gen.ts';
import type { Call } from '../src/types.ts';

const names = Object.keys(actions) as ActionName[];

describe('operations.gen.ts', () => {
  const calls: Array<{ name: string; input: unknown; options: unknown }> = [];
  const call = (async (name: string, input: unknown, options: unknown) => {
    calls.push({ name, input, options });
    return { data: undefined, meta: { status: 200, httpStatus: 200, message: '', requestId: undefined } };
  }) as unknown as Call;
  const modules = createModules(call) as unknown as Record<
    string,
    Record<string, (input?: unknown, options?: unknown) => Promise<unknown>>
  >;

  it('has exactly the modules and functions of the action table', () => {
    const listed = Object.entries(modules).flatMap(([module, fns]) => Object.keys(fns).map((fn) => `${module}.${fn}`));
    expect(listed.sort()).toEqual(names.map((name) => `${actions[name].module}.${actions[name].fn}`).sort());
  });

  it.each(names)('%s is sent by its function', async (name) => {
    const { module, fn } = actions[name];
    const input = { marker: name };
    const options = { timeoutMs: 1 };
    calls.length = 0;
    await modules[module]![fn]!(input, options);
    expect(calls).toEqual([{ name, input, options }]);
  });
});
