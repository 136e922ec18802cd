/**
 * What a command runs with: the injected dependencies of the process (`CliDeps`) and, per run, the
 * resolved profile, the printer and a signed-in (or guest) SDK client (`CommandContext`).
 */
import type { AttarClient, AttarClientOptions, AttarError, SessionStore } from '@attar/sdk';
import { resolveSettings, type ConfigStore, type GlobalOptions, type Settings } from './config.ts';
import { fromSdkError, usageError } from './errors.ts';
import type { Io } from './output/io.ts';
import { createPrinter, type Printer } from './output/printer.ts';
import { retriesOf, retryPolicy } from './retries.ts';
import { createProfileSession } from './session.ts';

export interface Clock {
  now(): Date;
  /** Waits, or resolves early when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** Everything a command needs from the outside world, injected so tests run commands in-process. */
export interface CliDeps {
  /** Builds the SDK client (tests inject fetch or let msw intercept the global one). */
  createClient: (options: AttarClientOptions) => AttarClient;
  io: Io;
  config: ConfigStore;
  clock: Clock;
  env: Record<string, string | undefined>;
  /** The HTTP of every call, to the contract (the SDK's) or outside it (`/_mock/*`); defaults to the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Reads a local file (review images); defaults to node:fs. */
  readFile?: (path: string) => Promise<Uint8Array>;
  /** Ctrl-C: ends the run with exit 130 (`runCli`), and stops a long-running command (`analytics tail --follow`) cleanly. */
  signal?: AbortSignal;
}

/** The global flags after commander parsed them. */
export interface RunOptions extends GlobalOptions {
  json?: boolean;
  color?: boolean;
  validate?: boolean;
  timeout?: number;
  retries?: number;
}

export interface CommandContext {
  readonly deps: CliDeps;
  readonly out: Printer;
  readonly settings: Settings;
  readonly session: SessionStore;
  /** Somebody can answer a prompt: a terminal on both ends and not CI. */
  readonly interactive: boolean;
  /** The SDK client for this run, created on first use. */
  readonly client: AttarClient;
  /**
   * Runs one SDK call with progress on a terminal and returns its data; a failure is thrown as a
   * CliError with the exit code of its kind.
   */
  call<T>(label: string, send: () => Promise<{ data?: T; error?: AttarError }>): Promise<T>;
  /** A flag's value, else the environment's, else a prompt on a terminal, else a usage error. */
  need(value: string | undefined, how: { flag: string; env?: string; question: string; secret?: boolean }): Promise<string>;
}

export function createContext(deps: CliDeps, options: RunOptions): CommandContext {
  const allowed = (on: boolean) => on && options.color !== false && !deps.env.NO_COLOR;
  const io: Io = { ...deps.io, color: allowed(deps.io.color), stderrColor: allowed(deps.io.stderrColor ?? deps.io.color) };
  const out = createPrinter(io, { json: options.json === true });
  const settings = resolveSettings(options, deps.env, deps.config.read());
  const session = createProfileSession(deps.config, settings.profile, settings.baseUrl, deps.env.ATTAR_TOKEN);
  const validate = options.validate ?? ['1', 'true', 'yes'].includes((deps.env.ATTAR_VALIDATE ?? '').toLowerCase());
  const interactive = Boolean(deps.io.prompt && deps.io.isTTY && !deps.env.CI);
  // read commands ask again when the shop is busy; the SDK repeats only what is safe to send twice (retries.ts)
  const retry = retryPolicy(retriesOf(options.retries, deps.env), io, options.json === true, deps.clock.sleep);
  let client: AttarClient | undefined;
  return {
    interactive,
    deps,
    out,
    settings,
    session,
    get client() {
      return (client ??= deps.createClient({
        baseUrl: settings.baseUrl,
        session,
        validateReplies: validate,
        ...(options.timeout ? { timeoutMs: options.timeout } : {}),
        retry,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      }));
    },
    async call(label, send) {
      const result = await out.progress(label, send);
      if (result.error) throw fromSdkError(result.error, settings.baseUrl);
      return result.data as never;
    },
    async need(value, how) {
      if (value !== undefined && value !== '') return value;
      const fromEnv = how.env ? deps.env[how.env] : undefined;
      if (fromEnv) return fromEnv;
      if (interactive && deps.io.prompt) {
        const answer = (await deps.io.prompt(how.question, { secret: how.secret ?? false })).trim();
        if (answer !== '') return answer;
      }
      throw usageError(`Missing ${how.flag}${how.env ? ` (or set ${how.env})` : ''}.`, 'usage.missingValue');
    },
  };
}
