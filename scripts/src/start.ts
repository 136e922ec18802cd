/**
 * `pnpm start`: the storefront on the mock shop. Starts the stateful mock server (127.0.0.1:4010) and
 * the Vite dev server for web/ (which proxies API calls to it), prints the storefront's address first,
 * then the mock's, and stops both on Ctrl-C. The CLI can share the same shop (`attar --target mock`).
 *
 * Environment: MOCK_PORT (4010), WEB_PORT (5173), MOCK_FLAGS ("payment=failure;latency=200").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './spec-files.ts';

const mockPort = process.env.MOCK_PORT ?? '4010';
const webPort = process.env.WEB_PORT ?? '5173';
const children: ChildProcess[] = [];

/** Starts a process and resolves with the first URL it prints matching `pattern`. */
function startAndWait(name: string, command: string, args: string[], cwd: string, pattern: RegExp, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
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
    child.once('exit', (code) => {
      if (!found) reject(new Error(`${name} exited with ${code} before it was ready`));
      else if (!stopping) {
        console.error(`${name} stopped (exit ${code}); stopping everything`);
        void stop(1);
      }
    });
  });
}

let stopping = false;
async function stop(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  const tsx = join(repoRoot, 'node_modules/.bin/tsx');
  const mockUrl = await startAndWait('mock', tsx, ['mocks/src/server/main.ts', '--port', mockPort, ...(process.env.MOCK_FLAGS ? ['--flags', process.env.MOCK_FLAGS] : [])], repoRoot, /attar mock shop: (\S+)/);
  const vite = join(repoRoot, 'web/node_modules/.bin/vite');
  const webUrl = await startAndWait('web', vite, ['--port', webPort, '--host', '127.0.0.1'], join(repoRoot, 'web'), /Local:\s+(http:\/\/\S+)/, {
    ATTAR_MOCK_URL: mockUrl.replace(/\/$/, ''),
  });
  console.log(`attar storefront: ${webUrl}`);
  console.log(`attar mock shop:  ${mockUrl}  (OTP 123456; demo buyer 9876543210 / Attar@2026)`);
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
