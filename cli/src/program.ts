/**
 * Builds the `attar` commander program from the root (root.ts), the noun named on the command line and
 * the injected dependencies, and runs it to an exit code. Nothing here touches `process`: `main.ts`
 * does, so tests run commands in-process.
 *
 * @example
 * const code = await runCli(['cart', 'list', '--json'], deps);
 */
import type { Command } from 'commander';
import { isGroup, type CommandSpec, type GroupSpec } from './command.ts';
import { loadNoun, type TopLevelSpec } from './commands/index.ts';
import { isNoun, NOUNS } from './commands/manifest.ts';
import { createContext, type CliDeps, type RunOptions } from './context.ts';
import { CliError, ExitCode, isCommanderError, toCliError } from './errors.ts';
import { createStyle } from './output/style.ts';
import { addStub, createRootProgram } from './root.ts';

const examplesText = (examples: string[]) => `\nExample:\n${examples.map((e) => `  $ ${e}`).join('\n')}\n`;

const GLOBAL_VALUE_FLAGS = new Set(['--profile', '--base-url', '--target', '--timeout', '--retries']);

/** Where the command words of `argv` stand (flags and the values of global flags skipped), up to `--`. */
function wordsOf(argv: readonly string[]): number[] {
  const at: number[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') break;
    if (arg.startsWith('-')) {
      if (GLOBAL_VALUE_FLAGS.has(arg)) i++;
      continue;
    }
    at.push(i);
  }
  return at;
}

/** The command words of `argv`, and where `attar help <noun> [<verb>]` asks for a command's help, that command's path. */
function commandWords(argv: readonly string[]): { top: string | undefined; help: string[] | undefined } {
  const words = wordsOf(argv).map((i) => argv[i]!);
  const help = words[0] === 'help' && words.length > 1 ? words.slice(1) : undefined;
  return { top: help ? help[0] : words[0], help };
}

/**
 * Prints the help of the command at `path` (`cart add`). commander's own `help` command takes one word,
 * so `attar help cart add` would print the help of `cart`; a word that names no command is a usage error.
 */
function showHelp(program: Command, path: readonly string[]): number {
  let command = program;
  for (const word of path) {
    const next = command.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (!next)
      throw withUsage(
        new CliError(`unknown command '${word}'`, { exitCode: ExitCode.usage, code: 'usage.unknownCommand' }),
        command,
      );
    command = next;
  }
  command.outputHelp();
  return ExitCode.ok;
}

/**
 * Colours on stderr: a terminal that allows them, no NO_COLOR, no `--no-color`. The flag is read from the
 * command line itself, since a refused command line (an unknown flag) never reaches its parsed options.
 */
function errorColor(deps: CliDeps, argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  const flags = end === -1 ? argv : argv.slice(0, end);
  return (deps.io.stderrColor ?? deps.io.color) && !deps.env.NO_COLOR && !flags.includes('--no-color');
}

/**
 * Creates the program: the root (root.ts) with the top-level commands of `loaded` built in full and
 * every other one as its name and summary from the manifest, so a run builds (and, bundled, loads) only
 * the noun it names. Every command's action builds a context from `deps` when it runs.
 */
export function createProgram(deps: CliDeps, loaded: ReadonlyArray<TopLevelSpec> = []): Command {
  const program = createRootProgram({
    writeOut: (text) => void deps.io.stdout.write(text),
    writeErr: (text) => void deps.io.stderr.write(text),
  });
  const byName = new Map(loaded.map((spec) => [spec.name, spec]));
  for (const noun of NOUNS) {
    const spec = byName.get(noun.name);
    if (spec) attach(program, spec, deps);
    else addStub(program, noun.name, noun.summary);
  }
  return program;
}

function attach(parent: Command, spec: CommandSpec<any> | GroupSpec, deps: CliDeps): void {
  const command = parent
    .command(spec.name)
    .summary(spec.summary)
    .description(spec.description ?? spec.summary);
  command.addHelpText('after', examplesText(spec.examples));
  if (isGroup(spec)) {
    for (const child of spec.commands) attach(command, child, deps);
    return;
  }
  for (const alias of spec.aliases ?? []) command.alias(alias);
  for (const arg of spec.args ?? []) command.argument(arg.name, arg.description);
  spec.options?.(command);
  if (!spec.noJson) command.option('--json', 'print the result as JSON');
  command.action(async (...params: unknown[]) => {
    const self = params[params.length - 1] as Command;
    const args = params
      .slice(0, -2)
      .flat()
      .filter((a): a is string => typeof a === 'string');
    const ctx = createContext(deps, self.optsWithGlobals<RunOptions>());
    await spec.run(ctx, self.opts(), args);
  });
}

/** Prints a failure: a line on stderr (with fields, request id and hint), or a JSON document with `--json`. */
function report(deps: CliDeps, error: CliError, json: boolean, color: boolean): void {
  const { stderr } = deps.io;
  if (json) {
    const body = {
      code: error.code,
      message: error.message,
      exitCode: error.exitCode,
      requestId: error.requestId,
      fields: error.fields.length ? error.fields : undefined,
      hint: error.hint,
    };
    stderr.write(`${JSON.stringify({ error: body })}\n`);
    return;
  }
  if (error.calm) {
    stderr.write(`${error.message}\n`);
    return;
  }
  const style = createStyle(color);
  const lines = [
    `${style.red('error:')} ${error.message}${error.code && !error.code.startsWith('usage.') ? style.dim(` (${error.code})`) : ''}`,
  ];
  for (const field of error.fields.slice(0, 10)) lines.push(`  ${field.field || '(body)'}: ${field.message}`);
  if (error.requestId) lines.push(`  request id: ${error.requestId}`);
  if (error.hint) lines.push(style.dim(error.hint));
  stderr.write(`${lines.join('\n')}\n`);
}

/** Which command threw a commander error: its usage goes with the error (`withUsage`). */
const refusedBy = new WeakMap<object, Command>();

/** Makes every command of the program note itself on the errors it throws. */
function noteRefusals(command: Command): void {
  command.exitOverride((error) => {
    refusedBy.set(error, command);
    throw error;
  });
  for (const sub of command.commands) noteRefusals(sub);
}

/**
 * commander's refusals (unknown command or flag, missing argument, bad value) name the problem but not
 * the usage: the hint adds the usage line of the command that refused, and where to read more.
 */
function withUsage(error: CliError, command: Command): CliError {
  const path: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) path.unshift(c.name());
  const hint = `Usage: ${path.join(' ')} ${command.usage()}\nSee \`${path.join(' ')} --help\`.`;
  return new CliError(error.message, {
    exitCode: error.exitCode,
    code: error.code,
    hint,
    fields: error.fields,
    cause: error.cause,
  });
}

/**
 * Runs `argv` (without node and script) to an exit code; never throws, never exits the process. When
 * `deps.signal` aborts (Ctrl-C), the run ends at once with 130 and nothing more is printed: whatever the
 * command still does (a call being aborted, a follower stopping) finishes unreported.
 */
export async function runCli(argv: readonly string[], deps: CliDeps): Promise<number> {
  const signal = deps.signal;
  if (signal?.aborted) return ExitCode.interrupted;
  let stop: () => void = () => {};
  const interrupted = new Promise<number>((resolve) => {
    stop = () => resolve(ExitCode.interrupted);
    signal?.addEventListener('abort', stop, { once: true });
  });
  const running = run(argv, deps);
  try {
    return await Promise.race([running, interrupted]);
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

async function run(argv: readonly string[], deps: CliDeps): Promise<number> {
  try {
    const { top, help } = commandWords(argv);
    const program = createProgram(deps, isNoun(top) ? [await loadNoun(top)] : []);
    noteRefusals(program);
    if (help) return showHelp(program, help);
    await program.parseAsync([...argv], { from: 'user' });
    return ExitCode.ok;
  } catch (thrown) {
    let error = toCliError(thrown);
    // commander already printed the help it was asked for (`attar cart` alone shows the cart verbs)
    if (error.code === 'usage.help' || error.code === 'usage.helpDisplayed' || error.code === 'usage.version')
      return error.exitCode;
    // Ctrl-C (at a prompt, or a call it aborted): runCli has returned 130 already, or does now
    if (error.exitCode === ExitCode.interrupted || deps.signal?.aborted) return ExitCode.interrupted;
    const refusing = isCommanderError(thrown) ? refusedBy.get(thrown) : undefined;
    if (refusing && error.exitCode === ExitCode.usage) error = withUsage(error, refusing);
    report(deps, error, argv.includes('--json'), errorColor(deps, argv));
    return error.exitCode;
  }
}
