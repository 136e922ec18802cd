/**
 * `attar-mock` as a process, as people run it: help and refusals end with the right exit code and no
 * stack trace, and a running shop answers over HTTP and stops cleanly on SIGTERM. Runs the source
 * entry through tsx (a root devDependency), as `pnpm mock` does.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap } from '@attar/sdk';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const entry = 'mocks/src/server/main.ts';
const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

interface Run {
  child: ChildProcessWithoutNullStreams;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function attarMock(...args: string[]): Run {
  const env = { ...process.env };
  delete env.MOCK_PORT;
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: repoRoot, env });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

/** Resolves with the first match of `pattern` on stdout; fails if the process ends first. */
function waitForLine(run: Run, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(run.stdout());
      if (!match) return;
      run.child.stdout.off('data', check);
      resolve(match);
    };
    run.child.stdout.on('data', check);
    void run.exit.then((code) => reject(new Error(`attar-mock exited (${code}) before ${pattern}: ${run.stderr()}`)));
    check();
  });
}

const STACK_LINE = /^\s+at /m;

describe('attar-mock as a process', () => {
  it('--help prints the usage on stdout and exits 0', async () => {
    const run = attarMock('--help');
    expect(await run.exit).toBe(0);
    expect(run.stdout()).toMatch(/^Usage: attar-mock \[options\]\n/);
    expect(run.stdout()).toContain('--prism-examples');
    expect(run.stderr()).toBe('');
  });

  it('--version prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    const run = attarMock('--version');
    expect(await run.exit).toBe(0);
    expect(run.stdout()).toBe(`attar-mock ${version}\n`);
  });

  it('a bad flag prints one reason and the usage on stderr, exit 2, no stack trace', async () => {
    const run = attarMock('--port', '4010', '--bogus');
    expect(await run.exit).toBe(2);
    expect(run.stderr().split('\n')[0]).toBe('attar-mock: unknown option --bogus');
    expect(run.stderr()).toContain('Usage: attar-mock [options]');
    expect(run.stderr()).not.toMatch(STACK_LINE);
    expect(run.stdout()).toBe('');
  });

  it('serves the shop on a free port and stops on SIGTERM with exit 0', async () => {
    const run = attarMock('--port', '0', '--start', '2026-11-20T10:00:00Z', '--quiet');
    const [, url] = await waitForLine(run, /attar mock shop: (http:\/\/\S+?)\/ /);
    const site = unwrap(await createAttarClient({ baseUrl: url!, session: createMemorySession() }).content.site());
    expect(site.store.currency).toBe('INR');
    const health = (await (await fetch(`${url}/_mock/health`)).json()) as { now: string };
    expect(health.now).toBe('2026-11-20T10:00:00.000Z');

    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.stdout()).toMatch(/attar-mock: stopped\n$/);
    expect(run.stderr()).toBe('');
    await expect(fetch(`${url}/_mock/health`)).rejects.toThrow();
  });
});
