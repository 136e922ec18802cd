/** Output modes, exit codes, diagnostics and settings that every command shares. */
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAttarClient } from '@attar/sdk';
import { configPath, createFileConfigStore, TARGETS } from '../src/config.ts';
import { createBufferIo } from '../src/output/io.ts';
import { runCli } from '../src/program.ts';
import { BASE, createShell, realFetch, useMockShop } from './helpers.ts';

useMockShop();
const ESC = '\u001b[';

describe('output', () => {
  it('colours a terminal, and honours NO_COLOR and --no-color', async () => {
    const shell = createShell();
    expect((await shell.run('catalog categories', { isTTY: true, color: true })).stdout).toContain(ESC);
    expect((await shell.run('catalog categories', { isTTY: true, color: true, env: { NO_COLOR: '1' } })).stdout).not.toContain(
      ESC,
    );
    expect((await shell.run('catalog categories --no-color', { isTTY: true, color: true })).stdout).not.toContain(ESC);
  });

  it('colours errors on a terminal, and honours NO_COLOR and --no-color there too, refused command lines included', async () => {
    const shell = createShell();
    const tty = { isTTY: true, color: true };
    // colours only: the spinner's line erase is not one
    const COLOUR = /\u001b\[[0-9;]*m/;
    for (const line of ['catalog show PR09999', 'cart purchase', 'cart add ATR-OUD-100 --quantity two']) {
      expect((await shell.run(line, tty)).stderr, line).toMatch(COLOUR);
      expect((await shell.run(`${line} --no-color`, tty)).stderr, line).not.toMatch(COLOUR);
      expect((await shell.run(`--no-color ${line}`, tty)).stderr, line).not.toMatch(COLOUR);
      expect((await shell.run(line, { ...tty, env: { NO_COLOR: '1' } })).stderr, line).not.toMatch(COLOUR);
    }
    // stdout a terminal, stderr a file (`2> errors.log`): no escapes in the file
    const redirected = await shell.run('catalog show PR09999', { ...tty, stderrColor: false });
    expect(redirected.stderr).toContain('error: ');
    expect(redirected.stderr).not.toMatch(COLOUR);
  });

  it('shows progress on stderr only on a terminal, never with --json', async () => {
    const shell = createShell();
    expect((await shell.run('catalog categories', { isTTY: true })).stderr).toContain('Loading categories');
    expect((await shell.run('catalog categories')).stderr).toBe('');
    const json = await shell.run('catalog categories --json', { isTTY: true });
    expect(json.stderr).toBe('');
    expect(() => json.json()).not.toThrow();
  });

  it('keeps stdout to the result: errors go to stderr', async () => {
    const result = await createShell().run('catalog show PR09999');
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^error: /);
  });
});

describe('exit codes', () => {
  it('exits 1 with a clear message when the shop cannot be reached', async () => {
    const result = await createShell().run('catalog categories', {
      env: { ATTAR_BASE_URL: 'http://127.0.0.1:9' },
      fetch: (request) => realFetch(request),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Could not reach the shop');
    // what someone who installed attar from npm needs: the shop it tried, how to start the mock, how to name another
    expect(result.stderr).toContain('Is the shop at http://127.0.0.1:9 running?');
    expect(result.stderr).toContain('npx attar-mock');
    expect(result.stderr).toContain('--base-url URL, ATTAR_BASE_URL');
  });

  it('exits 2 for an unknown command, a bare noun, a bad URL, or two targets', async () => {
    const shell = createShell();
    const unknown = await shell.run('cart purchase');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'purchase'");
    // the usage of the command that refused goes with the refusal
    expect(unknown.stderr).toContain('Usage: attar cart [options] [command]\nSee `attar cart --help`.');
    const badFlag = await shell.run('cart add ATR-OUD-100 --quantity two');
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain('Usage: attar cart add [options] <cin>');
    const rootFlag = await shell.run('--timeout soon cart list');
    expect(rootFlag.stderr).toContain('Usage: attar [options] [command]');
    expect((await shell.run('cart')).code).toBe(2);
    const badUrl = await shell.run('--base-url ftp://x catalog categories');
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('--base-url must be an http(s) URL');
    expect((await shell.run('--target mock --base-url http://a.b catalog categories')).code).toBe(2);
    expect((await shell.run('--target staging catalog categories')).code).toBe(2);
  });

  it('builds the verbs of the noun asked for, wherever the global flags stand', async () => {
    const shell = createShell();
    const help = await shell.run('help cart');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('coupon');
    // commander's help command takes one word: `help cart add` is the verb's help, not the noun's
    for (const line of ['help cart add', '--no-color help cart add', 'help cart add --json']) {
      const verb = await shell.run(line);
      expect(verb.code, line).toBe(0);
      expect(verb.stdout, line).toContain('Usage: attar cart add [options] <cin>');
    }
    expect((await shell.run('help auth login')).stdout).toContain('Usage: attar auth login [options]');
    const unknownVerb = await shell.run('help cart purchase');
    expect(unknownVerb.code).toBe(2);
    expect(unknownVerb.stderr).toContain("unknown command 'purchase'");
    expect(unknownVerb.stderr).toContain('Usage: attar cart [options] [command]');
    expect((await shell.run('help nosuch')).code).toBe(2);
    const verbHelp = await shell.run('--profile work --target mock cart add --help');
    expect(verbHelp.code).toBe(0);
    expect(verbHelp.stdout).toContain('Usage: attar cart add [options] <cin>');
  });

  it('exits 0 for --help and --version', async () => {
    const shell = createShell();
    const help = await shell.run('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Exit codes:');
    expect((await shell.run('--version')).stdout).toBe('0.1.0\n');
  });

  it('exits 3 when a reply breaks the contract', async () => {
    const shell = createShell();
    const broken = (request: Request) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            status: 200,
            message: 'OK',
            requestId: 'req_x',
            timestamp: '2026-11-20T10:00:00Z',
            data: { facets: 'nope' },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
      );
    const result = await shell.run('--validate catalog categories', { fetch: broken });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('Contract violation');
    const notJson = await shell.run('catalog categories', {
      fetch: () => Promise.resolve(new Response('<html>', { status: 200 })),
    });
    expect(notJson.code).toBe(3);
  });
});

describe('profiles and config', () => {
  it('keeps profiles in $XDG_CONFIG_HOME/attar/config.json, readable by the owner only', async () => {
    const home = mkdtempSync(join(tmpdir(), 'attar-cli-'));
    const env = { XDG_CONFIG_HOME: home, ATTAR_BASE_URL: BASE };
    const path = configPath(env, '/nonexistent');
    expect(path).toBe(join(home, 'attar', 'config.json'));
    const deps = () => ({
      createClient: createAttarClient,
      io: createBufferIo(),
      config: createFileConfigStore(path),
      clock: { now: () => new Date(), sleep: async () => {} },
      env,
    });
    expect(
      await runCli(['--profile', 'work', 'auth', 'login', '--username', '9876543210', '--send-otp', '--otp', '123456'], deps()),
    ).toBe(0);
    const saved = JSON.parse(readFileSync(path, 'utf8'));
    expect(saved.profiles.work).toMatchObject({ tokenBaseUrl: BASE, username: '9876543210' });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    // the default profile is not signed in; the work profile is
    expect(await runCli(['auth', 'whoami'], deps())).toBe(4);
    expect(await runCli(['auth', 'whoami'], { ...deps(), env: { ...env, ATTAR_PROFILE: 'work' } })).toBe(0);
  });

  it('uses a token only at the shop that issued it', async () => {
    const shell = createShell();
    await shell.signIn();
    const elsewhere = await shell.run('auth whoami', { env: { ATTAR_BASE_URL: 'http://other.test' } });
    expect(elsewhere.code).toBe(4);
    expect(shell.config.current().profiles.default?.token).toBeTruthy();
  });

  it('resolves --target mock and prism, and set-url stores a profile URL', async () => {
    const shell = createShell();
    expect((await shell.run('--target prism config show --json')).json().using).toMatchObject({
      baseUrl: TARGETS.prism,
      baseUrlFrom: 'target',
    });
    expect((await shell.run('config set-url mock --json', { env: { ATTAR_BASE_URL: undefined } })).json().baseUrl).toBe(
      TARGETS.mock,
    );
    expect((await shell.run('config show --json', { env: { ATTAR_BASE_URL: undefined } })).json().using).toMatchObject({
      baseUrl: TARGETS.mock,
      baseUrlFrom: 'profile',
    });
    expect((await shell.run('config use staging --json')).json()).toEqual({ currentProfile: 'staging' });
    expect((await shell.run('config show --json')).json().using.profile).toBe('staging');
  });
});

describe('completion', () => {
  it('prints a bash script that knows nouns, verbs and flags', async () => {
    const result = await createShell().run('completion bash');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('complete -F _attar attar');
    expect(result.stdout).toMatch(/" cart"\) words="list add update remove clear coupon/);
    expect(result.stdout).toMatch(/" catalog list"\) words="--category .*--json/);
    expect((await createShell().run('completion zsh')).stdout).toContain('bashcompinit');
    expect((await createShell().run('completion fish')).code).toBe(2);
  });
});
