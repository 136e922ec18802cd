/**
 * Prism in front of the same contract: `mock` serves the spec's examples with request validation;
 * `proxy` forwards to the stateful mock server with `--errors`, so every request and reply of a run is
 * checked against the contract. Prism cannot tie the actiontag header to the body; the mock does that.
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
  /** Receives Prism's log lines (violations included). */
  onLine?: (line: string) => void;
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

function prismBin(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('@stoplight/prism-cli/package.json');
  return join(dirname(pkg), 'dist', 'index.js');
}

/**
 * Starts Prism and resolves once it listens.
 * @example
 * const prism = await startPrism({ mode: 'proxy', upstream: 'http://127.0.0.1:4010', port: 4012 });
 */
export async function startPrism(options: PrismOptions): Promise<RunningPrism> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (options.mode === 'mock' ? 4011 : 4012);
  const file = writeContractFile();
  const args = options.mode === 'mock'
    ? ['mock', file, '-h', host, '-p', String(port)]
    : ['proxy', file, options.upstream ?? 'http://127.0.0.1:4010', '-h', host, '-p', String(port), '--errors'];
  const child = spawn(process.execPath, [prismBin(), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const violations: string[] = [];
  const url = `http://${host}:${port}`;
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
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code} before listening`));
    });
  });
  return {
    url,
    process: child,
    violations,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
