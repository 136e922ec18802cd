/**
 * The root of the `attar` program: description, version, global flags, the top-level help, and an
 * entry per top-level command built from the manifest alone (names and summaries, no command module).
 *
 * `program.ts` adds the real commands of the noun being run to it; the build turns it into the help
 * layout that the executable prints for `attar --help` without loading commander (`rootHelpLayout`),
 * so both print the same help.
 */
import { Command, Option } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { int } from './command.ts';
import { NOUNS } from './commands/manifest.ts';
import { helpLayout, type HelpLayout } from './help-layout.ts';
import { MAX_RETRIES } from './retries.ts';

export const VERSION: string = pkg.version;

const ROOT_HELP = `
Example:
  $ attar auth login --username 9876543210 --otp 123456
  $ attar catalog list --category CA00001 --sort price_low_to_high
  $ attar cart add ATR-OUD-100 --quantity 2 && attar cart list --json
  $ attar check --all --report junit reports/attar-check.xml

Shop:
  By default attar talks to http://127.0.0.1:4010, where the mock shop listens: start it with
  \`npx attar-mock\` (package @attar/mocks). Another shop: --base-url URL, ATTAR_BASE_URL, or a profile
  (\`attar config set-url URL\`; \`attar --profile NAME ...\` or \`attar config use NAME\`).

Environment:
  ATTAR_BASE_URL   the shop to talk to (default http://127.0.0.1:4010, the mock shop)
  ATTAR_PROFILE    the profile to use (default: the config's current profile, else "default")
  ATTAR_TOKEN      a session token for this run (not stored)
  ATTAR_USERNAME, ATTAR_PASSWORD, ATTAR_OTP   sign-in values for \`attar auth login\`
  ATTAR_VALIDATE=1 check every reply against the contract
  NO_COLOR         plain output
  XDG_CONFIG_HOME  where attar/config.json lives (default ~/.config)

Exit codes:
  0    ok
  1    failed: the shop refused, or could not be reached
  2    usage: a bad flag or value, nothing was sent
  3    contract violation: a reply that is not what the contract says
  4    sign-in needed: not signed in, session expired, or a wrong password or OTP
  130  interrupted: Ctrl-C
`;

/** Where the root writes its help, version and errors. */
export interface RootOutput {
  writeOut(text: string): void;
  writeErr(text: string): void;
}

/** The program with its global flags and top-level help; commands are added by the caller. */
export function createRootProgram(output: RootOutput): Command {
  return (
    new Command('attar')
      .description('The attar perfume shop from the terminal: browse, cart, checkout, orders and returns.')
      .version(VERSION, '-V, --version', 'print the version')
      .option('--profile <name>', 'use this named profile (env ATTAR_PROFILE)')
      .option('--base-url <url>', 'the shop to talk to (env ATTAR_BASE_URL)')
      .option('--target <target>', 'mock (127.0.0.1:4010), prism (127.0.0.1:4012) or a URL')
      .option('--no-color', 'plain output without colours (also NO_COLOR)')
      .option('--validate', 'check every reply against the contract (env ATTAR_VALIDATE=1)')
      .option('--timeout <ms>', 'give up on a call after this many milliseconds', int('--timeout', 1, 600_000))
      // hidden, so that `attar --help` (laid out at build time, help-layout.ts) stays as it is; cli/README.md documents it
      .addOption(
        new Option('--retries <n>', 'read again this often when the shop is busy (env ATTAR_RETRIES, default 2)')
          .argParser(int('--retries', 0, MAX_RETRIES))
          .hideHelp(),
      )
      .helpCommand(true)
      .showSuggestionAfterError(true)
      .exitOverride()
      .configureOutput({
        writeOut: (text) => output.writeOut(text),
        writeErr: (text) => output.writeErr(text),
        outputError: () => {},
      })
      .addHelpText('after', ROOT_HELP)
  );
}

/** A top-level command as the root help lists it: its name and summary, nothing to run. */
export function addStub(program: Command, name: string, summary: string): Command {
  return program.command(name).summary(summary).description(summary);
}

/** The layout of the root help with every top-level command listed: what `attar --help` prints. */
export function rootHelpLayout(): HelpLayout {
  const program = createRootProgram({ writeOut: () => {}, writeErr: () => {} });
  for (const noun of NOUNS) addStub(program, noun.name, noun.summary);
  return helpLayout(program, VERSION);
}
