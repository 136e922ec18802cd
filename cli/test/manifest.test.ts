/**
 * The two things `attar --help` is printed from without loading any command: the manifest (names and
 * summaries of the top-level commands) must agree with the real commands, and the help layout, rendered
 * by the executable without commander, must be exactly what commander prints for the root program.
 */
import { describe, expect, it } from 'vitest';
import { loadCommandTree } from '../src/commands/index.ts';
import { NOUNS } from '../src/commands/manifest.ts';
import { renderHelp } from '../src/help-layout.ts';
import { createRootProgram, rootHelpLayout, addStub } from '../src/root.ts';
import { createMemoryConfigStore } from '../src/config.ts';
import { createBufferIo } from '../src/output/io.ts';
import { runCli } from '../src/program.ts';

describe('the manifest of top-level commands', () => {
  it('lists every top-level command with its own summary, in the order of the help', async () => {
    const real = (await loadCommandTree()).map((spec) => ({ name: spec.name, summary: spec.summary }));
    // on a mismatch, the expected list is printed: paste it into src/commands/manifest.ts
    expect(NOUNS.map((noun) => ({ name: noun.name, summary: noun.summary }))).toEqual(real);
  });
});

/** commander's own output for the root program at `width` columns: help and the text after it. */
function commanderHelp(width: number): string {
  let printed = '';
  const program = createRootProgram({ writeOut: (text) => void (printed += text), writeErr: () => {} });
  for (const noun of NOUNS) addStub(program, noun.name, noun.summary);
  program.configureOutput({ getOutHelpWidth: () => width, getOutHasColors: () => false });
  program.outputHelp();
  return printed;
}

describe('the top-level help without commander', () => {
  const layout = rootHelpLayout();

  // below 40 columns commander stops wrapping; the others are common terminal widths and odd ones
  it.each([20, 39, 40, 41, 57, 80, 100, 132, 200, 1000])('prints what commander prints at %i columns', (width) => {
    expect(renderHelp(layout, width)).toBe(commanderHelp(width));
  });

  it('is the help the whole program prints for `attar --help`', async () => {
    const io = createBufferIo();
    const deps = {
      createClient: () => {
        throw new Error('no calls');
      },
      io,
      config: createMemoryConfigStore(),
      clock: { now: () => new Date(), sleep: async () => {} },
      env: {},
    };
    expect(await runCli(['--help'], deps)).toBe(0);
    // the in-process program wraps at commander's default width: the terminal's, or 80
    const width = process.stdout.isTTY ? process.stdout.columns : 80;
    expect(io.out()).toBe(renderHelp(layout, width));
    expect(io.out()).toContain('npx attar-mock');
  });

  it('carries the version of the package', async () => {
    const { default: pkg } = await import('../package.json', { with: { type: 'json' } });
    expect(layout.version).toBe(pkg.version);
  });
});
