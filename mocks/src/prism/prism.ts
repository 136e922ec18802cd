/**
 * Prism in front of the same contract: `mock` serves the spec's examples with request validation;
 * `proxy` forwards to the stateful mock server with `--errors`, so every request and reply of a run is
 * checked against the contract. Prism cannot tie the actiontag header to the body; the mock does that.
 * `@stoplight/prism-cli` is an optional peer of this package: it is found at run time, never imported,
 * so the rest of the package works without it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openapiDocument } from '@attar/sdk/contract';

export interface PrismOptions {
  mode: 'mock' | 'proxy';
  port?: number;
  host?: string;
  /** For `proxy`: where the stateful mock server listens. */
  upstream?: string;
  /**
   * For `proxy`: check requests too (default). Off, a request that breaks the contract still reaches
   * the mock, so Prism checks the mock's own refusal of it (its 400 or 413) against the contract.
   */
  validateRequest?: boolean;
  /** Receives Prism's log lines (violations included). */
  onLine?: (line: string) => void;
  /** Aborting stops a Prism that is still starting (a Ctrl-C during its start-up): it is killed and the start rejects. */
  signal?: AbortSignal;
  /** Called if Prism exits after it listened without `stop()` being asked for (it crashed or was killed). */
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

/** How to get the optional peer; every "Prism is missing" message says it. */
export const PRISM_INSTALL_COMMAND = 'npm install -D @stoplight/prism-cli';

/** `startPrism` without `@stoplight/prism-cli` installed: a message to print, not a stack to read. */
export class PrismNotInstalledError extends Error {
  constructor() {
    super(`Prism (@stoplight/prism-cli, an optional peer of @attar/mocks) is not installed: ${PRISM_INSTALL_COMMAND}`);
    this.name = 'PrismNotInstalledError';
  }
}

export interface RunningPrism {
  url: string;
  process: ChildProcess;
  /** Every contract violation Prism logged so far (a `Violation` line or a request it refused). */
  violations: string[];
  stop(): Promise<void>;
}

/** Writes the merged contract where Prism can read it (one JSON file). */
export function writeContractFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'attar-prism-'));
  const file = join(dir, 'attar.json');
  writeFileSync(file, JSON.stringify(openapiDocument));
  return file;
}

/**
 * Prism's entry script as installed next to this package, or undefined when the optional peer is
 * missing; callers check before starting anything so they can say how to install it.
 */
export function findPrismCli(): string | undefined {
  try {
    const pkg = createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json');
    return join(dirname(pkg), 'dist', 'index.js');
  } catch {
    return undefined;
  }
}

/**
 * Starts Prism and resolves once it listens.
 * @example
 * const prism = await startPrism({ mode: 'proxy', upstream: 'http://127.0.0.1:4010', port: 4012 });
 */
export async function startPrism(options: PrismOptions): Promise<RunningPrism> {
  const bin = findPrismCli();
  if (!bin) throw new PrismNotInstalledError();
  options.signal?.throwIfAborted();
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (options.mode === 'mock' ? 4011 : 4012);
  const file = writeContractFile();
  const args =
    options.mode === 'mock'
      ? ['mock', file, '-h', host, '-p', String(port)]
      : [
          'proxy',
          file,
          options.upstream ?? 'http://127.0.0.1:4010',
          '-h',
          host,
          '-p',
          String(port),
          '--errors',
          ...(options.validateRequest === false ? ['--validate-request=false'] : []),
        ];
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const violations: string[] = [];
  const url = `http://${host}:${port}`;
  const onAbort = () => child.kill('SIGKILL');
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Prism did not start within 60 s on ${url}`)), 60_000);
      const onData = (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) {
          if (!line.trim()) continue;
          if (/violation|terminated with error/i.test(line)) violations.push(line.replace(/\x1b\[[0-9;]*m/g, ''));
          options.onLine?.(line);
          if (/Prism is listening/i.test(line)) {
            clearTimeout(timer);
            resolve();
          }
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(
          new Error(
            options.signal?.aborted
              ? 'Prism was stopped while it started'
              : `Prism exited with ${code ?? signal} before listening`,
          ),
        );
      });
    });
  } catch (error) {
    // a Prism that failed to start (timeout, abort) must not outlive the call
    child.kill('SIGKILL');
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) options.onExit?.(code, signal);
  });
  return {
    url,
    process: child,
    violations,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
