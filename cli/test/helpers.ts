/**
 * Runs `attar` in-process against the MSW mock shop: every command gets buffer IO, a config in memory
 * (shared across the runs of one test, so `auth login` signs the next commands in), a fixed clock and
 * an environment pointing at the mock.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { actions, createAttarClient, type AttarClientOptions } from '@attar/sdk';
import { isGroup, type CommandSpec, type GroupSpec } from '../src/command.ts';
import { loadCommandTree } from '../src/commands/index.ts';
import { setupMockShop } from '@attar/mocks/node';
import { createMemoryConfigStore, type ConfigFile } from '../src/config.ts';
import type { CliDeps } from '../src/context.ts';
import { createBufferIo } from '../src/output/io.ts';
import { runCli } from '../src/program.ts';

/** Every command, for checking which SDK actions a run may call. */
const commandTree = await loadCommandTree();

/** The real fetch, taken before msw patches the global one: for the unreachable-server test. */
export const realFetch = globalThis.fetch.bind(globalThis);
export const BASE = 'http://shop.test';
export const BUYER = { mobile: '9876543210', email: 'ananya.rao@example.in', password: 'Attar@2026', otp: '123456' } as const;

export interface RunOptions {
  env?: Record<string, string | undefined>;
  isTTY?: boolean;
  color?: boolean;
  stderrColor?: boolean;
  prompt?: (question: string, options?: { secret?: boolean }) => Promise<string>;
  fetch?: CliDeps['fetch'];
  readFile?: CliDeps['readFile'];
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as one JSON document. */
  json<T = any>(): T;
  /** stderr's `--json` error document. */
  error(): { code: string; message: string; exitCode: number; requestId?: string; hint?: string };
}

/** Sets up the mock shop for a test file (fails on unhandled requests, fresh shop after each test). */
export function useMockShop() {
  const mock = setupMockShop({ start: '2026-11-20T10:00:00Z' });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mock.server.resetHandlers();
    mock.reset();
  });
  afterAll(() => mock.server.close());
  return mock;
}

/** A shell: runs commands that share one config (profiles, token) like consecutive runs on one machine. */
export function createShell(initial?: ConfigFile) {
  const config = createMemoryConfigStore(initial);
  async function run(args: string | string[], options: RunOptions = {}): Promise<RunResult> {
    const argv = Array.isArray(args) ? args : split(args);
    const io = createBufferIo({
      isTTY: options.isTTY ?? false,
      color: options.color ?? false,
      ...(options.stderrColor !== undefined ? { stderrColor: options.stderrColor } : {}),
      ...(options.prompt ? { prompt: options.prompt } : {}),
    });
    const called: string[] = [];
    const deps: CliDeps = {
      createClient: (clientOptions) => createAttarClient(recording(clientOptions, called)),
      io,
      config,
      clock: { now: () => new Date('2026-11-20T10:00:00Z'), sleep: options.sleep ?? (async () => {}) },
      env: { ATTAR_BASE_URL: BASE, ...options.env },
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.readFile ? { readFile: options.readFile } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    };
    const code = await runCli(argv, deps);
    checkDeclared(argv, called);
    const stdout = io.out();
    const stderr = io.err();
    return {
      code,
      stdout,
      stderr,
      json: () => JSON.parse(stdout),
      error: () => JSON.parse(stderr.trim().split('\n').pop() ?? '{}').error,
    };
  }
  return {
    config,
    run,
    /** Signs the demo buyer in (mobile and the mock's fixed OTP). */
    async signIn() {
      const result = await run(['auth', 'login', '--username', BUYER.mobile, '--send-otp', '--otp', BUYER.otp]);
      if (result.code !== 0) throw new Error(`sign-in failed: ${result.stderr}`);
      return result;
    },
  };
}

/** Records the SDK action of every request (its actiontag header) on the way to the mock. */
function recording(options: AttarClientOptions, called: string[]): AttarClientOptions {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  return {
    ...options,
    fetch: (request) => {
      const tag = request.headers.get('actiontag') as keyof typeof actions | null;
      if (tag && actions[tag]) called.push(`${actions[tag].module}.${actions[tag].fn}`);
      return send(request);
    },
  };
}

/** A command may call only the SDK actions it declares (the coverage test trusts those declarations). */
function checkDeclared(argv: readonly string[], called: string[]): void {
  let specs: ReadonlyArray<CommandSpec<any> | GroupSpec> = commandTree;
  let leaf: CommandSpec<any> | undefined;
  for (const word of argv) {
    const spec = specs.find((s) => s.name === word || (!isGroup(s) && s.aliases?.includes(word)));
    if (!spec) continue;
    if (isGroup(spec)) specs = spec.commands;
    else {
      leaf = spec;
      break;
    }
  }
  const undeclared = called.filter((name) => !leaf?.actions.includes(name as never));
  if (undeclared.length) throw new Error(`attar ${argv.join(' ')} called undeclared SDK actions: ${undeclared.join(', ')}`);
}

/** Splits a command line on spaces, keeping "quoted words" together. */
function split(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}
