/**
 * The bundle: one file that starts with `node`, talks to the standalone mock server over real HTTP,
 * keeps its profile in $XDG_CONFIG_HOME, and loads the embedded validators only with --validate.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '@attar/mocks/server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'attar-bundle-'));
const bundle = join(dir, 'attar.mjs');
let server: RunningMockServer;

beforeAll(async () => {
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), bundle], { stdio: 'pipe' });
  server = await startMockServer({ port: 0, start: '2026-11-20T10:00:00Z', running: false });
}, 60_000);
afterAll(() => server?.close());

async function attar(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bundle, ...args], {
      env: { PATH: process.env.PATH ?? '', XDG_CONFIG_HOME: join(dir, 'config'), ATTAR_BASE_URL: server.url, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// each test starts node several times: 5 s is too little on a busy machine
describe('dist/attar.mjs', { timeout: 30_000 }, () => {
  it('is a single file that prints help and its version', async () => {
    expect(readdirSync(dir).filter((f) => f.endsWith('.mjs'))).toEqual(['attar.mjs']);
    expect(readFileSync(bundle, 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
    const help = await attar(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Exit codes:');
    expect((await attar(['--version'])).stdout.trim()).toBe('0.1.0');
  });

  it('signs in against the standalone mock server, keeps the token in the config file, and checks replies with --validate', async () => {
    expect((await attar(['auth', 'login', '--username', '9876543210', '--send-otp', '--otp', '123456'])).code).toBe(0);
    const config = JSON.parse(readFileSync(join(dir, 'config', 'attar', 'config.json'), 'utf8'));
    expect(config.profiles.default.tokenBaseUrl).toBe(server.url);
    const cart = await attar(['--validate', 'cart', 'add', 'ATR-OUD-100', '--json']);
    expect(cart.code, cart.stderr).toBe(0);
    expect(JSON.parse(cart.stdout).items[0].cin).toBe('ATR-OUD-100');
    const list = await attar(['--validate', 'catalog', 'list', '--page-size', '2', '--json']);
    expect(JSON.parse(list.stdout).items).toHaveLength(2);
  });

  it('exits 1 with a clear message when the shop is unreachable', async () => {
    const result = await attar(['catalog', 'categories'], { ATTAR_BASE_URL: 'http://127.0.0.1:9' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Could not reach the shop');
  });
});
