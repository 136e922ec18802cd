/**
 * Builds the `attar` commander program from the command tree and the injected dependencies, and runs
 * it to an exit code. Nothing here touches `process`: `main.ts` does, so tests run commands in-process.
 *
 * @example
 * const code = await runCli(['cart', 'list', '--json'], deps);
 */
import { Command } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { int, isGroup, type CommandSpec, type GroupSpec } from './command.ts';
import { commandTree } from './commands/index.ts';
import { createContext, type CliDeps, type RunOptions } from './context.ts';
import { ExitCode, toCliError, type CliError } from './errors.ts';
import { createStyle } from './output/style.ts';

export const VERSION: string = pkg.version;

const ROOT_HELP = `
Example:
  $ attar auth login --username 9876543210 --otp 123456
  $ attar catalog list --category CA00001 --sort price_low_to_high
  $ attar cart add ATR-OUD-100 --quantity 2 && attar cart list --json

Environment:
  ATTAR_BASE_URL   the shop to talk to (default http://127.0.0.1:4010, the mock shop)
  ATTAR_PROFILE    the profile to use (default: the config's current profile, else "default")
  ATTAR_TOKEN      a session token for this run (not stored)
  ATTAR_USERNAME, ATTAR_PASSWORD, ATTAR_OTP   sign-in values for \`attar auth login\`
  ATTAR_VALIDATE=1 check every reply against the contract
  NO_COLOR         plain output
  XDG_CONFIG_HOME  where attar/config.json lives (default ~/.config)

Exit codes:
  0  ok
  1  failed: the shop refused, or could not be reached
  2  usage: a bad flag or value, nothing was sent
  3  contract violation: a reply that is not what the contract says
  4  sign-in needed: not signed in, session expired, or a wrong password or OTP
`;

const examplesText = (examples: string[]) => `\nExample:\n${examples.map((e) => `  $ ${e}`).join('\n')}\n`;

const GLOBAL_VALUE_FLAGS = new Set(['--profile', '--base-url', '--target', '--timeout']);

/** The top-level command `argv` runs (`attar help cart` runs cart's help), or undefined. */
function selectedTop(argv: readonly string[]): string | undefined {
  const words: string[] = [];
  for (let i = 0; i < argv.length && words.length < 2; i++) {
    const arg = argv[i]!;
    if (arg === '--') break;
    if (arg.startsWith('-')) {
      if (GLOBAL_VALUE_FLAGS.has(arg)) i++;
      continue;
    }
    words.push(arg);
  }
  return words[0] === 'help' ? words[1] : words[0];
}

export interface ProgramOptions {
  tree?: ReadonlyArray<CommandSpec<any> | GroupSpec>;
  /**
   * The arguments about to be parsed: only the top-level command they name gets its verbs built, the
   * others get just their name and summary (keeps start-up fast). Without it, the whole tree is built.
   */
  argv?: readonly string[];
}

/** Creates the program; every command's action builds a context from `deps` when it runs. */
export function createProgram(deps: CliDeps, options: ProgramOptions = {}): Command {
  const tree = options.tree ?? commandTree;
  const only = options.argv ? selectedTop(options.argv) : undefined;
  const program = new Command('attar')
    .description('The attar perfume shop from the terminal: browse, cart, checkout, orders and returns.')
    .version(VERSION, '-V, --version', 'print the version')
    .option('--profile <name>', 'use this named profile (env ATTAR_PROFILE)')
    .option('--base-url <url>', 'the shop to talk to (env ATTAR_BASE_URL)')
    .option('--target <target>', 'mock (127.0.0.1:4010), prism (127.0.0.1:4012) or a URL')
    .option('--no-color', 'plain output without colours (also NO_COLOR)')
    .option('--validate', 'check every reply against the contract (env ATTAR_VALIDATE=1)')
    .option('--timeout <ms>', 'give up on a call after this many milliseconds', int('--timeout', 1, 600_000))
    .helpCommand(true)
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void deps.io.stdout.write(text),
      writeErr: (text) => void deps.io.stderr.write(text),
      outputError: () => {},
    })
    .addHelpText('after', ROOT_HELP);
  for (const spec of tree) {
    if (options.argv && spec.name !== only && isGroup(spec)) program.command(spec.name).summary(spec.summary).description(spec.summary);
    else attach(program, spec, deps, tree);
  }
  return program;
}

function attach(parent: Command, spec: CommandSpec<any> | GroupSpec, deps: CliDeps, tree: ReadonlyArray<CommandSpec<any> | GroupSpec>): void {
  const command = parent.command(spec.name).summary(spec.summary).description(spec.description ?? spec.summary);
  command.addHelpText('after', examplesText(spec.examples));
  if (isGroup(spec)) {
    for (const child of spec.commands) attach(command, child, deps, tree);
    return;
  }
  for (const alias of spec.aliases ?? []) command.alias(alias);
  for (const arg of spec.args ?? []) command.argument(arg.name, arg.description);
  spec.options?.(command);
  if (!spec.noJson) command.option('--json', 'print the result as JSON');
  command.action(async (...params: unknown[]) => {
    const self = params[params.length - 1] as Command;
    const args = params.slice(0, -2).flat().filter((a): a is string => typeof a === 'string');
    const ctx = createContext(deps, self.optsWithGlobals<RunOptions>(), tree);
    await spec.run(ctx, self.opts(), args);
  });
}

/** Prints a failure: a line on stderr (with fields, request id and hint), or a JSON document with `--json`. */
function report(deps: CliDeps, error: CliError, json: boolean): void {
  const { stderr } = deps.io;
  if (json) {
    const body = { code: error.code, message: error.message, exitCode: error.exitCode, requestId: error.requestId, fields: error.fields.length ? error.fields : undefined, hint: error.hint };
    stderr.write(`${JSON.stringify({ error: body })}\n`);
    return;
  }
  const style = createStyle(deps.io.color && !deps.env.NO_COLOR);
  const lines = [`${style.red('error:')} ${error.message}${error.code && !error.code.startsWith('usage.') ? style.dim(` (${error.code})`) : ''}`];
  for (const field of error.fields.slice(0, 10)) lines.push(`  ${field.field || '(body)'}: ${field.message}`);
  if (error.requestId) lines.push(`  request id: ${error.requestId}`);
  if (error.hint) lines.push(style.dim(error.hint));
  stderr.write(`${lines.join('\n')}\n`);
}

/** Runs `argv` (without node and script) to an exit code; never throws, never exits the process. */
export async function runCli(argv: readonly string[], deps: CliDeps): Promise<number> {
  const program = createProgram(deps, { argv });
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return ExitCode.ok;
  } catch (thrown) {
    const error = toCliError(thrown);
    // commander already printed the help it was asked for (`attar cart` alone shows the cart verbs)
    if (error.code === 'usage.help' || error.code === 'usage.helpDisplayed' || error.code === 'usage.version') return error.exitCode;
    report(deps, error, argv.includes('--json'));
    return error.exitCode;
  }
}
