/**
 * `pnpm start`: the storefront on the mock shop. Starts the stateful mock server (127.0.0.1:4010) and
 * the Vite dev server for web/ (which proxies API calls to it), prints the storefront's address first,
 * then the mock's, and stops both on Ctrl-C. The CLI can share the same shop (`attar --target mock`).
 *
 * Environment: MOCK_PORT (4010), WEB_PORT (5173), MOCK_FLAGS ("payment=failure;latency=200").
 *
 * Ctrl-C is a key here, not a signal. The terminal sends SIGINT to every process of the foreground
 * group: npx, pnpm, the two `sh -c` that run the scripts, tsx, this process and both servers. dash (the
 * Debian `sh`) then dies of the signal whatever its child does, so pnpm reports `ELIFECYCLE Command
 * failed` for a stop the user asked for. With the terminal in raw mode Ctrl-C reaches only this process
 * as a byte, and it stops the servers itself (SIGTERM, waiting for each to exit) and exits 0, so the
 * shells and pnpm see a clean exit (Ctrl-Z, a signal too, does nothing meanwhile). Without a terminal
 * (CI, a pipe, the background) SIGINT, SIGTERM and SIGHUP stop it the same way.
 */
import { spawn, type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// not spec-files.ts's repoRoot: that module loads Redocly, a second before Ctrl-C is ours (see the top)
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const mockPort = process.env.MOCK_PORT ?? '4010';
const webPort = process.env.WEB_PORT ?? '5173';
const children: ChildProcess[] = [];
/** How long a server gets to stop after SIGTERM before it is killed. */
const STOP_GRACE_MS = 5000;

/** Starts a process and resolves with the first URL it prints matching `pattern`. */
function startAndWait(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  pattern: RegExp,
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let found = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      if (!found) {
        const match = pattern.exec(text);
        if (match) {
          found = true;
          resolve(match[1]!);
        }
        return;
      }
      for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`));
    child.once('exit', (code, signal) => {
      if (!found) return reject(new Error(`${name} exited with ${signal ?? code} before it was ready`));
      // A SIGINT sent to the whole group (`kill -INT -PGID`) reaches the servers and this process at
      // once; give this process's own handler the moment it needs before calling the exit a failure.
      setTimeout(() => {
        if (stopping) return;
        console.error(`${name} stopped (exit ${signal ?? code}); stopping everything`);
        void stop(1);
      }, 100);
    });
  });
}

/** Sends SIGTERM and resolves once the child has exited (SIGKILL after the grace period). */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

let stopping = false;
/** Stops every server, waits for them, then exits with `code` (0 for a stop the user asked for). */
async function stop(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  releaseTerminal();
  await Promise.all(children.map(stopChild));
  process.exit(code);
}

/** True when this process owns the terminal: reading it from the background would suspend us (SIGTTIN). */
function inForeground(): boolean {
  try {
    if (existsSync('/proc/self/stat')) {
      // fields after the command's closing parenthesis: state ppid pgrp session tty_nr tpgid ...
      const stat = readFileSync('/proc/self/stat', 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return fields[2] === fields[5];
    }
    const [tpgid, pgid] = execFileSync('ps', ['-o', 'tpgid=,pgid=', '-p', String(process.pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    return tpgid !== undefined && tpgid === pgid;
  } catch {
    return false;
  }
}

let rawTerminal = false;
/** Reads Ctrl-C (and Ctrl-D, Ctrl-\) as keys, so the stop is this process's alone (see the top). */
function takeTerminal(): void {
  if (!process.stdin.isTTY || process.platform === 'win32' || !inForeground()) return;
  process.stdin.setRawMode(true);
  rawTerminal = true;
  process.stdin.on('data', (keys: Buffer) => {
    if (keys.includes(0x03) || keys.includes(0x04) || keys.includes(0x1c)) {
      if (!stopping) console.log('Stopping the storefront and the mock shop...');
      void stop(0);
    }
  });
}

function releaseTerminal(): void {
  if (!rawTerminal) return;
  process.stdin.setRawMode(false);
  process.stdin.pause();
  rawTerminal = false;
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0));
takeTerminal();

try {
  const tsx = join(repoRoot, 'node_modules/.bin/tsx');
  const mockUrl = await startAndWait(
    'mock',
    tsx,
    ['mocks/src/server/main.ts', '--port', mockPort, ...(process.env.MOCK_FLAGS ? ['--flags', process.env.MOCK_FLAGS] : [])],
    repoRoot,
    /attar mock shop: (\S+)/,
  );
  const vite = join(repoRoot, 'web/node_modules/.bin/vite');
  const webUrl = await startAndWait(
    'web',
    vite,
    ['--port', webPort, '--host', '127.0.0.1'],
    join(repoRoot, 'web'),
    /Local:\s+(http:\/\/\S+)/,
    {
      ATTAR_MOCK_URL: mockUrl.replace(/\/$/, ''),
    },
  );
  console.log(`attar storefront: ${webUrl}`);
  console.log(`attar mock shop:  ${mockUrl}  (OTP 123456; demo buyer 9876543210 / Attar@2026)`);
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  if (!stopping) {
    console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
    await stop(1);
  }
}
