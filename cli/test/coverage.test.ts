/** Every shopper action of the SDK has a command; every command has help with an example and --json. */
import { describe, expect, it } from 'vitest';
import { actions } from '@attar/sdk';
import type { Command } from 'commander';
import { isGroup, type CommandSpec, type GroupSpec } from '../src/command.ts';
import { loadCommandTree } from '../src/commands/index.ts';
import { createProgram } from '../src/program.ts';
import { createMemoryConfigStore } from '../src/config.ts';
import { createBufferIo } from '../src/output/io.ts';

/**
 * SDK actions with no command on purpose, and why. Empty today: even the features the shop keeps off
 * (guest checkout, quotes, rewards) have ordinary commands, since the mock serves them and scripts
 * may need them.
 */
const EXCLUDED: Record<string, string> = {};

function leaves(
  specs: ReadonlyArray<CommandSpec<any> | GroupSpec>,
  path: string[] = [],
): Array<{ path: string; spec: CommandSpec<any> }> {
  return specs.flatMap((spec) =>
    isGroup(spec) ? leaves(spec.commands, [...path, spec.name]) : [{ path: [...path, spec.name].join(' '), spec }],
  );
}

const commandTree = await loadCommandTree();
const all = leaves(commandTree);
const sdkActions = Object.values(actions).map((a) => `${a.module}.${a.fn}`);

describe('command coverage', () => {
  it('gives every SDK action a command, apart from the listed exclusions', () => {
    const covered = new Set(all.flatMap(({ spec }) => spec.actions));
    const missing = sdkActions.filter((name) => !covered.has(name as never) && !(name in EXCLUDED));
    expect(missing).toEqual([]);
    expect(sdkActions.length).toBe(137);
  });

  it('names only real SDK actions, and excludes only real ones', () => {
    const known = new Set(sdkActions);
    expect(all.flatMap(({ spec }) => spec.actions).filter((name) => !known.has(name))).toEqual([]);
    expect(Object.keys(EXCLUDED).filter((name) => !known.has(name))).toEqual([]);
  });

  it('has an Example: section and --json in every command help', () => {
    const io = createBufferIo();
    const program = createProgram(
      {
        createClient: () => {
          throw new Error('no calls');
        },
        io,
        config: createMemoryConfigStore(),
        clock: { now: () => new Date(), sleep: async () => {} },
        env: {},
      },
      commandTree,
    );
    const visit = (command: Command, path: string[]): string[] => {
      const problems: string[] = [];
      const help = command.helpInformation() + '';
      const name = [...path, command.name()].join(' ');
      if (command.commands.length === 0 && command.name() !== 'help') {
        if (!command.options.some((o) => o.long === '--json') && name !== 'attar completion') problems.push(`${name}: no --json`);
      }
      for (const child of command.commands) problems.push(...visit(child, [...path, command.name()]));
      return problems.concat(help ? [] : [`${name}: no help`]);
    };
    expect(visit(program, [])).toEqual([]);
    for (const { path, spec } of all) {
      expect(spec.examples.length, path).toBeGreaterThan(0);
      for (const example of spec.examples)
        expect(example.startsWith('attar ') || example.includes('attar '), `${path}: ${example}`).toBe(true);
    }
  });

  it('shows the examples under Example: in the rendered help', async () => {
    const io = createBufferIo();
    const { runCli } = await import('../src/program.ts');
    const deps = {
      createClient: () => {
        throw new Error('no calls');
      },
      io,
      config: createMemoryConfigStore(),
      clock: { now: () => new Date(), sleep: async () => {} },
      env: {},
    };
    expect(await runCli(['cart', 'add', '--help'], deps as never)).toBe(0);
    expect(io.out()).toContain('Example:\n  $ attar cart add ATR-OUD-100');
    expect(io.out()).toContain('--json');
  });
});
