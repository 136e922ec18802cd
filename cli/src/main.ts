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
process.on('SIGINT', () => {
  // a follower stops cleanly on the first Ctrl-C; a second one (or any other command) ends the process
  if (interrupt.signal.aborted) process.exit(130);
  interrupt.abort();
  setTimeout(() => process.exit(130), 1500).unref();
});

const deps: CliDeps = {
  createClient: createAttarClient,
  io: {
    stdout: process.stdout,
    // stdin's and stderr's streams are made on first use: `attar --help` needs neither
    stderr: { write: (text: string) => process.stderr.write(text) },
    isTTY,
    color: isTTY && !env.NO_COLOR && env.TERM !== 'dumb',
    ...(isatty(0) && isatty(2) && !env.CI ? { prompt: createTerminalPrompt(process.stdin, process.stderr) } : {}),
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
};

process.exitCode = await runCli(process.argv.slice(2), deps);
