/**
 * What one `attar-mock` run starts and stops, without a process: a missing Prism and a taken port are
 * one-line refusals before anything listens, --state survives a stop, and --prism serves the shop
 * through Prism's proxy.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap } from '@attar/sdk';
import { parseMockArgs, type MockCommandOptions } from '../src/server/args.ts';
import { createMockCommand, StartError, type CommandIo, type MockCommand } from '../src/server/run.ts';

const options = (...argv: string[]): MockCommandOptions => {
  const parsed = parseMockArgs(argv);
  if (parsed.command !== 'run') throw new Error(JSON.stringify(parsed));
  return parsed.options;
};

const lines: string[] = [];
const io: CommandIo = { out: (line) => lines.push(line), err: (line) => lines.push(`ERR ${line}`) };
const running: MockCommand[] = [];
const servers: Server[] = [];

afterEach(async () => {
  lines.length = 0;
  await Promise.all(running.splice(0).map((command) => command.stop()));
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const start = async (command: MockCommand) => {
  running.push(command);
  await command.start();
  return command;
};

/** Holds a port, as another program would. */
const takePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    servers.push(server);
  });

const refusal = async (command: MockCommand): Promise<StartError> => {
  const error: unknown = await command.start().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StartError);
  return error as StartError;
};

describe('refusals before anything listens', () => {
  it('says how to install Prism when the optional peer is missing (exit 1)', async () => {
    const command = createMockCommand(options('--prism', '--port', '0'), io, { findPrismCli: () => undefined });
    const error = await refusal(command);
    expect(error.exitCode).toBe(1);
    expect(error.message).toBe(
      '--prism needs @stoplight/prism-cli, an optional peer that is not installed: npm install -D @stoplight/prism-cli',
    );
    expect(command.urls).toEqual({});
    expect(lines).toEqual([]);
  });

  it('names --prism-examples when only the example mock was asked for', async () => {
    const error = await refusal(createMockCommand(options('--prism-examples'), io, { findPrismCli: () => undefined }));
    expect(error.message).toMatch(/^--prism-examples needs @stoplight\/prism-cli, .*: npm install -D @stoplight\/prism-cli$/);
  });

  it('names the taken port and the flag that moves it', async () => {
    const port = await takePort();
    const error = await refusal(createMockCommand(options('--port', String(port)), io));
    expect(error.exitCode).toBe(1);
    expect(error.message).toBe(`port ${port} on 127.0.0.1 is in use (another attar-mock?): choose another with --port N`);
  });

  it("checks Prism's port before the shop starts", async () => {
    const port = await takePort();
    const command = createMockCommand(options('--port', '0', '--prism', '--prism-port', String(port)), io);
    expect((await refusal(command)).message).toMatch(new RegExp(`^port ${port} .* in use .*--prism-port N$`));
    expect(command.urls.shop).toBeUndefined();
  });

  it('refuses an unreadable --state file with exit 2', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'attar-mock-')), 'shop.json');
    writeFileSync(file, '{ not json');
    const error = await refusal(createMockCommand(options('--port', '0', '--state', file), io));
    expect(error.exitCode).toBe(2);
    expect(error.message).toMatch(new RegExp(`^cannot read --state ${file}: `));
  });
});

describe('the shop', () => {
  it('prints its address, logs requests and OTPs, and keeps --state across a stop', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'attar-mock-')), 'shop.json');
    const first = await start(
      createMockCommand(options('--port', '0', '--start', '2026-11-20T10:00:00Z', '--otp', '246810', '--state', file), io),
    );
    expect(lines[0]).toBe(`attar mock shop: ${first.urls.shop}/  (seed 20261122, OTP 246810, state ${file})`);
    const client = createAttarClient({ baseUrl: first.urls.shop!, session: createMemorySession() });
    unwrap(await client.auth.verifyUsername({ username: '9876543210', otpFlag: 'Y' }));
    await fetch(`${first.urls.shop}/_mock/advance`, { method: 'POST', body: JSON.stringify({ hours: 2 }) });
    await first.stop();
    expect(lines).toContain('[otp] 9876543210: 246810 (sign-in)');
    expect(lines.some((line) => /^mock: POST \/_mock\/advance -> 200/.test(line))).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('version');

    lines.length = 0;
    const again = await start(createMockCommand(options('--port', '0', '--start', '2026-11-20T10:00:00Z', '--state', file), io));
    expect(lines[0]).toBe(`mock: restored state from ${file}`);
    const health = (await (await fetch(`${again.urls.shop}/_mock/health`)).json()) as { now: string };
    expect(health.now).toBe('2026-11-20T12:00:00.000Z');
  });
});

describe('--prism', () => {
  it("serves the shop through Prism proxy --errors and Prism's examples beside it", async () => {
    const command = await start(
      createMockCommand(
        options('--port', '0', '--prism', '--prism-port', '0', '--prism-examples', '--examples-port', '0', '--quiet'),
        io,
      ),
    );
    const { proxy, examples, shop } = command.urls;
    expect(lines).toEqual(
      expect.arrayContaining([`Prism proxy (--errors) -> ${shop}: ${proxy}/`, `Prism mock (spec examples): ${examples}/`]),
    );
    for (const baseUrl of [proxy!, examples!]) {
      const site = unwrap(await createAttarClient({ baseUrl, session: createMemorySession() }).content.site());
      expect(site, baseUrl).toHaveProperty('features');
    }
    await command.stop();
    await expect(fetch(`${proxy}/content/site`)).rejects.toThrow();
    // two Prism processes start here: on a busy 2-core machine that alone can take most of the default 30 s
  }, 120_000);
});
