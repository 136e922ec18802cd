/**
 * A production build on `vite preview`, proxying to its own mock shop (fixed start time), on free
 * ports: what the Lighthouse run measures. Stops both on exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot, webRoot } from './build.ts';

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

async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs = 60_000): Promise<void> {
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
  web: string;
  mock: string;
  stop(): void;
}

/** Starts the mock shop and `vite preview` of `dist` proxying to it. */
export async function startProductionStack(dist: string): Promise<ProductionStack> {
  const [mockPort, webPort] = [await freePort(), await freePort()];
  const mock = `http://127.0.0.1:${mockPort}`;
  const web = `http://127.0.0.1:${webPort}`;
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (stop(), process.exit(130)));
  const mockChild = spawn(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['mocks/src/server/main.ts', '--port', String(mockPort), '--start', SHOP_START, '--quiet'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(mockChild);
  await waitFor(`${mock}/_mock/health`, mockChild, 'the mock shop');
  const webChild = spawn(
    join(webRoot, 'node_modules/.bin/vite'),
    ['preview', '--port', String(webPort), '--strictPort', '--outDir', dist],
    {
      cwd: webRoot,
      env: { ...process.env, ATTAR_MOCK_URL: mock },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(webChild);
  await waitFor(`${web}/`, webChild, 'vite preview');
  return { web, mock, stop };
}
