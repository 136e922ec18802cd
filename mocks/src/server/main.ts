#!/usr/bin/env node
/**
 * `attar-mock` (the package's bin; `pnpm mock` and `pnpm prism:*` in this repository): the mock shop
 * as a command. A thin shell: args.ts reads the command line, run.ts starts and stops things; this
 * file only maps their results to output, exit codes and signals. `attar-mock --help` has the options.
 */
import { readFileSync } from 'node:fs';
import { parseMockArgs, replyWithoutRunning, type MockCommandOptions } from './args.ts';
import type { CommandIo } from './run.ts';

const io: CommandIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** The package's version; package.json is two folders up from both src/server and dist/server. */
const version = (): string =>
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const parsed = parseMockArgs(process.argv.slice(2), process.env);
if (parsed.command === 'run') await run(parsed.options);
else {
  const reply = replyWithoutRunning(parsed, parsed.command === 'version' ? version() : '')!;
  process.stdout.write(reply.stdout);
  process.stderr.write(reply.stderr);
  // exitCode, not exit(): the usage text must reach a pipe whole, and nothing else is running
  process.exitCode = reply.exitCode;
}

async function run(options: MockCommandOptions): Promise<void> {
  // the shop and its server load only to run (help, the version and a refusal answer without them)
  const { createMockCommand, StartError } = await import('./run.ts');
  let stopping = false;
  const command = createMockCommand(options, io, {
    // Prism died under a running shop: a half-checked run is worse than none
    onFailure: (message) => {
      if (stopping) return;
      stopping = true;
      io.err(`attar-mock: ${message}`);
      void command.stop().finally(() => process.exit(1));
    },
  });

  // First Ctrl-C or SIGTERM: save and stop, exit 0. A second one: quit now, as a stuck stop would need.
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      command.kill();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    stopping = true;
    command.stop().then(
      () => {
        io.out('attar-mock: stopped');
        process.exit(0);
      },
      (error: unknown) => {
        io.err(`attar-mock: could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    await command.start();
  } catch (error) {
    // a signal during start-up already decides how this ends
    if (!stopping) {
      const known = error instanceof StartError;
      io.err(
        `attar-mock: ${known ? error.message : `could not start: ${error instanceof Error ? error.message : String(error)}`}`,
      );
      process.exit(known ? error.exitCode : 1);
    }
  }
}
