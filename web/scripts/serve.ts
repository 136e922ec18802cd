/**
 * The production stack the benchmarks measure: the mock shop (fixed start time) and the storefront's
 * own production server (`node <dist>/server/main.js`, what a deployment runs) in front of it, on free
 * ports. Stops both on exit.
 *
 *   node_modules/.bin/tsx web/scripts/serve.ts [--dist DIR | --no-build]   (runs until Ctrl-C)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionBuild, repoRoot } from './build.ts';

export const SHOP_START = '2026-11-20T10:00:00Z';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once `url` answers 2xx; fails when `child` exits first or after `timeoutMs`. */
export async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const reply = await fetch(url);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

export interface ProductionStack {
  /** The storefront server's origin. */
  web: string;
  /** The mock shop's origin. */
  mock: string;
  /** Process ids, for measuring the server itself. */
  pids: { web: number; mock: number };
  stop(): void;
}

/** Starts the mock shop and the production server of `dist` reading from it. */
export async function startProductionStack(
  dist: string,
  options: { onServerLog?: (line: string) => void } = {},
): Promise<ProductionStack> {
  const [mockPort, webPort] = [await freePort(), await freePort()];
  const mock = `http://127.0.0.1:${mockPort}`;
  const web = `http://127.0.0.1:${webPort}`;
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (stop(), process.exit(130)));
  try {
    const mockChild = spawn(
      join(repoRoot, 'node_modules/.bin/tsx'),
      ['mocks/src/server/main.ts', '--port', String(mockPort), '--start', SHOP_START, '--quiet'],
      { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    children.push(mockChild);
    await waitFor(`${mock}/_mock/health`, mockChild, 'the mock shop');
    const webChild = spawn(process.execPath, [join(dist, 'server/main.js')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ATTAR_MARKETPLACE_URL: mock,
        PORT: String(webPort),
        ATTAR_PUBLIC_URL: web,
        ATTAR_LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', options.onServerLog ? 'pipe' : 'inherit', options.onServerLog ? 'pipe' : 'inherit'],
    });
    children.push(webChild);
    // the server's structured log lines, to whoever wants to count its warnings
    const { onServerLog } = options;
    if (onServerLog) {
      for (const stream of [webChild.stdout, webChild.stderr]) {
        let rest = '';
        stream?.setEncoding('utf8').on('data', (chunk: string) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) if (line.trim()) onServerLog(line);
        });
      }
    }
    await waitFor(`${web}/healthz`, webChild, 'the storefront server');
    return { web, mock, pids: { web: webChild.pid!, mock: mockChild.pid! }, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

// run directly: build (unless told not to), serve, and wait for Ctrl-C
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const stack = await startProductionStack(productionBuild());
  console.log(`storefront ${stack.web}/ (mock shop ${stack.mock}); Ctrl-C stops both`);
  await new Promise(() => undefined);
}
