#!/usr/bin/env node
/**
 * The `attar` program (dist/attar.mjs; `pnpm attar` runs it from source): wires the real process
 * (stdout, stderr, TTY, environment, the config file, the clock, Ctrl-C) into `runCli` and exits with
 * its code. Everything else is in program.ts. The installed `attar` is bin.ts, which prints the
 * top-level help itself and imports this module for every other command line.
 */
import { homedir } from 'node:os';
import { isatty } from 'node:tty';
import { createAttarClient } from '@attar/sdk';
import { configPath, createFileConfigStore } from './config.ts';
import type { CliDeps } from './context.ts';
import { ExitCode } from './errors.ts';
import { createTerminalPrompt } from './output/prompt.ts';
import { runCli } from './program.ts';

const env = process.env;
const isTTY = process.stdout.isTTY === true;
// `attar ... | head` closes the pipe early: that is not an error
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
const interrupt = new AbortController();
/**
 * Ctrl-C, as a signal or at a prompt: `runCli` ends the run with 130 at once, calls in flight are
 * aborted, and a follower stops cleanly; whatever still holds the process ends it 1.5 s later, and a
 * second Ctrl-C at once. The exit code is 130 in every case.
 */
const onInterrupt = () => {
  if (interrupt.signal.aborted) process.exit(ExitCode.interrupted);
  interrupt.abort();
  setTimeout(() => process.exit(ExitCode.interrupted), 1500).unref();
};
process.on('SIGINT', onInterrupt);
const noColor = Boolean(env.NO_COLOR) || env.TERM === 'dumb';

const deps: CliDeps = {
  createClient: createAttarClient,
  io: {
    stdout: process.stdout,
    // stdin's and stderr's streams are made on first use: `attar --help` needs neither
    stderr: { write: (text: string) => process.stderr.write(text) },
    isTTY,
    color: isTTY && !noColor,
    stderrColor: isatty(2) && !noColor,
    ...(isatty(0) && isatty(2) && !env.CI ? { prompt: createTerminalPrompt(process.stdin, process.stderr, onInterrupt) } : {}),
  },
  config: createFileConfigStore(configPath(env, homedir())),
  clock: {
    now: () => new Date(),
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      }),
  },
  env,
  signal: interrupt.signal,
  // every call, to the contract or not, is aborted by Ctrl-C
  fetch: (request) => fetch(request, { signal: AbortSignal.any([request.signal, interrupt.signal]) }),
};

process.exitCode = await runCli(process.argv.slice(2), deps);
