/**
 * The bundle, built into a temporary folder outside the repository: the executable (attar.cjs) and the
 * program it imports (attar.mjs and its chunks) need nothing else (no node_modules, no workspace
 * path), the package's `bin` and `files` point at them, the top-level help needs the executable alone,
 * a noun needs only its own chunks, usage errors exit 2 with the usage, and the program talks to the
 * standalone mock server over real HTTP, keeping its profile in $XDG_CONFIG_HOME; Ctrl-C during a call exits 130.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '@attar/mocks/server';
import pkg from '../package.json' with { type: 'json' };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'attar-bundle-'));
const dist = join(dir, 'dist');
let server: RunningMockServer;

beforeAll(async () => {
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), dist], { stdio: 'pipe' });
  server = await startMockServer({ port: 0, start: '2026-11-20T10:00:00Z', running: false });
}, 60_000);
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function attar(args: string[], env: Record<string, string> = {}, executable = join(dist, 'attar.cjs')) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [executable, ...args], {
      env: { PATH: process.env.PATH ?? '', XDG_CONFIG_HOME: join(dir, 'config'), ATTAR_BASE_URL: server.url, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const built = () => ['attar.cjs', 'attar.mjs', ...readdirSync(join(dist, 'chunks')).map((f) => join('chunks', f))];

/**
 * Every module specifier in the built (minified) files: `from"x"`, `import"x"`, `import("x")`,
 * `require("x")`. A specifier has no spaces, quotes, commas or parentheses, which keeps out text such
 * as a help string ending in "from".
 */
function specifiers(): string[] {
  const pattern = /(?:\bfrom|\bimport|\bimport\(|\brequire\()\s*["']([^"'\s(),]+)["']/g;
  return built().flatMap((file) => [...readFileSync(join(dist, file), 'utf8').matchAll(pattern)].map((m) => m[1]!));
}

// each test starts node several times: 5 s is too little on a busy machine
describe('the bundle in dist/', { timeout: 30_000 }, () => {
  it('is what the package installs: bin and files point at it, and it needs nothing but Node', () => {
    expect(pkg.bin).toEqual({ attar: './dist/attar.cjs' });
    expect(pkg.files).toContain('dist');
    expect('dependencies' in pkg).toBe(false);
    expect(readFileSync(join(dist, 'attar.cjs'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(join(dist, 'attar.cjs')).mode & 0o111).not.toBe(0);
    const all = specifiers();
    // the noun loaders live in attar.mjs, so it names each noun's chunk
    expect(all).toContain(`./chunks/${readdirSync(join(dist, 'chunks')).find((f) => f.startsWith('cart-'))}`);
    expect(all.filter((s) => !s.startsWith('./') && !s.startsWith('../') && !s.startsWith('node:'))).toEqual([]);
    for (const file of built()) expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain(dirname(root));
  });

  it('prints the top-level help and the version from the executable alone, as the program prints them', async () => {
    const alone = mkdtempSync(join(tmpdir(), 'attar-alone-'));
    copyFileSync(join(dist, 'attar.cjs'), join(alone, 'attar.cjs'));
    const help = await attar(['--help'], {}, join(alone, 'attar.cjs'));
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Exit codes:');
    expect(help.stdout).toBe((await attar(['--help'], {}, join(dist, 'attar.mjs'))).stdout);
    expect((await attar(['--version'], {}, join(alone, 'attar.cjs'))).stdout).toBe(`${pkg.version}\n`);
    // anything else needs the program next to the executable, and says so
    const missing = await attar(['cart', 'list'], {}, join(alone, 'attar.cjs'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('could not load');
    rmSync(alone, { recursive: true, force: true });
  });

  it("runs a noun with only that noun's chunks: the other nouns' are never loaded", async () => {
    const some = mkdtempSync(join(tmpdir(), 'attar-some-'));
    cpSync(dist, some, { recursive: true });
    const others = readdirSync(join(some, 'chunks')).filter((f) => /^(auth|catalog|checkout|orders|reviews|check)-/.test(f));
    expect(others.length).toBeGreaterThanOrEqual(6);
    for (const file of others) rmSync(join(some, 'chunks', file));
    const help = await attar(['cart', 'add', '--help'], {}, join(some, 'attar.cjs'));
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toContain('Usage: attar cart add [options] <cin>');
    expect((await attar(['catalog', '--help'], {}, join(some, 'attar.cjs'))).code).toBe(1);
    rmSync(some, { recursive: true, force: true });
  });

  it('exits 2 with the usage on a usage error', async () => {
    const bare = await attar([]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Usage: attar [options] [command]');
    const noun = await attar(['cart']);
    expect(noun.code).toBe(2);
    expect(noun.stderr).toContain('Usage: attar cart [options] [command]');
    const missing = await attar(['cart', 'add']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'cin'");
    expect(missing.stderr).toContain('Usage: attar cart add [options] <cin>');
    const unknown = await attar(['purchase']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'purchase'");
    expect(unknown.stderr).toContain('Usage: attar [options] [command]');
    expect(unknown.stdout).toBe('');
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

  it('runs a built-in check (the engine and its YAML parser are chunks too) and writes its JUnit report', async () => {
    const report = join(dir, 'reports', 'check.xml');
    const result = await attar(['check', 'guest-browse', '--report', 'junit', report]);
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(report, 'utf8')).toContain('<testsuite name="guest-browse"');
  });

  it("runs a scenario file of the user's own in YAML, parsed by the bundled YAML parser", async () => {
    const file = join(dir, 'own.yaml');
    writeFileSync(
      file,
      [
        'name: own',
        'steps:',
        '  - name: list',
        '    action: catalog.list',
        '    input: { pageSize: 2 }',
        '    expect: { data: { items: { $length: 2 } } }',
        '',
      ].join('\n'),
    );
    const result = await attar(['check', file]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('1 passed, 0 failed');
  });

  it('exits 1 with a clear message when the shop is unreachable', async () => {
    const result = await attar(['catalog', 'categories'], { ATTAR_BASE_URL: 'http://127.0.0.1:9' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Could not reach the shop');
    expect(result.stderr).toContain('npx attar-mock');
  });

  it('exits 130 on Ctrl-C during a call, at once and printing nothing', async () => {
    // a shop that takes the connection and never answers
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const child = spawn(process.execPath, [join(dist, 'attar.cjs'), 'catalog', 'categories'], {
      env: { PATH: process.env.PATH ?? '', XDG_CONFIG_HOME: join(dir, 'config'), ATTAR_BASE_URL: `http://127.0.0.1:${port}` },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let sent = 0;
    silent.once('connection', () => {
      sent = Date.now();
      child.kill('SIGINT');
    });
    const [code] = await once(child, 'exit');
    silent.close();
    expect(code).toBe(130);
    expect(stderr).toBe('');
    // the call is aborted, not waited out: the fallback that ends a stuck process takes 1.5 s
    expect(Date.now() - sent).toBeLessThan(1_400);
  });
});
