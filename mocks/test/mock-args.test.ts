/**
 * `attar-mock`'s command line without a process: every option reaches the options, every mistake is
 * a one-line reason plus the usage with exit code 2 (never node:util's stack).
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../src/core/scenario.ts';
import { DEFAULT_CORS_ORIGINS } from '../src/server/index.ts';
import {
  DEFAULT_EXAMPLES_PORT,
  DEFAULT_PORT,
  DEFAULT_PRISM_PORT,
  parseMockArgs,
  replyWithoutRunning,
  USAGE,
  USAGE_EXIT,
  type MockCommandOptions,
} from '../src/server/args.ts';

/** The options of a command line that must run. */
const run = (argv: string[], env: Record<string, string> = {}): MockCommandOptions => {
  const parsed = parseMockArgs(argv, env);
  if (parsed.command !== 'run') throw new Error(`expected a run, got ${JSON.stringify(parsed)}`);
  return parsed.options;
};

describe('options', () => {
  it('runs the shop alone on 127.0.0.1:4010 by default', () => {
    expect(run([])).toEqual({
      host: '127.0.0.1',
      quiet: false,
      shop: { port: DEFAULT_PORT, flags: defaultScenario(), features: {}, corsOrigins: [...DEFAULT_CORS_ORIGINS] },
    });
  });

  it('reads every shop option', () => {
    const options = run([
      '--port',
      '0',
      '--host',
      '0.0.0.0',
      '--seed=-7',
      '--state',
      'shop.json',
      '--flags',
      'payment=failure;latency=200',
      '--features',
      'guestCheckout,quotes,!signUp',
      '--otp',
      '654321',
      '--start',
      '2026-11-20T10:00:00Z',
      '--cors-origin',
      'https://shop.example.in',
      '--quiet',
    ]);
    expect(options).toEqual({
      host: '0.0.0.0',
      quiet: true,
      shop: {
        port: 0,
        seed: -7,
        stateFile: 'shop.json',
        flags: { ...defaultScenario(), payment: 'failure', latencyMs: 200 },
        features: { guestCheckout: true, quotes: true, signUp: false },
        otp: '654321',
        start: '2026-11-20T10:00:00Z',
        corsOrigins: [...DEFAULT_CORS_ORIGINS, 'https://shop.example.in'],
      },
    });
  });

  it('adds CORS origins from --cors-origin and ATTAR_MOCK_CORS_ORIGINS to the storefront’s own', () => {
    const { shop } = run(['--cors-origin', 'http://127.0.0.1:3000/'], {
      ATTAR_MOCK_CORS_ORIGINS: 'https://a.example.in, http://localhost:5173',
    });
    expect(shop?.corsOrigins).toEqual([...DEFAULT_CORS_ORIGINS, 'http://127.0.0.1:3000', 'https://a.example.in']);
    expect(DEFAULT_CORS_ORIGINS).toEqual([
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      'http://127.0.0.1:4173',
      'http://localhost:4173',
    ]);
  });

  it('takes the ratelimit switch for every request, counted or not', () => {
    expect(run(['--flags', 'ratelimit=2/3']).shop?.flags.rateLimit).toEqual({ retryAfterSeconds: 2, requests: 3 });
    expect(run(['--flags', 'latency=10;ratelimit=30']).shop?.flags).toMatchObject({
      latencyMs: 10,
      rateLimit: { retryAfterSeconds: 30 },
    });
    expect(USAGE).toMatch(/ratelimit=S\/N {2}the next N API requests/);
  });

  it('takes --name=value as well', () => {
    expect(run(['--port=5010', '--features=signUp=off']).shop).toMatchObject({ port: 5010, features: { signUp: false } });
  });

  it('takes the port from MOCK_PORT unless --port says otherwise', () => {
    expect(run([], { MOCK_PORT: '4310' }).shop?.port).toBe(4310);
    expect(run(['--port', '4320'], { MOCK_PORT: '4310' }).shop?.port).toBe(4320);
    expect(run([], { MOCK_PORT: '' }).shop?.port).toBe(DEFAULT_PORT);
  });

  it('--prism puts Prism proxy in front of a shop started here', () => {
    const options = run(['--prism', '--port', '5010']);
    expect(options.proxy).toEqual({ port: DEFAULT_PRISM_PORT });
    expect(options.shop?.port).toBe(5010);
    expect(options.examples).toBeUndefined();
    expect(run(['--prism', '--prism-port', '0']).proxy).toEqual({ port: 0 });
  });

  it('--upstream proxies a shop elsewhere and starts none', () => {
    const options = run(['--prism', '--upstream', 'http://127.0.0.1:4010/']);
    expect(options.proxy).toEqual({ port: DEFAULT_PRISM_PORT, upstream: 'http://127.0.0.1:4010' });
    expect(options.shop).toBeUndefined();
  });

  it("--prism-examples alone runs only Prism's example mock; with --prism, all three", () => {
    expect(run(['--prism-examples'])).toEqual({ host: '127.0.0.1', quiet: false, examples: { port: DEFAULT_EXAMPLES_PORT } });
    const all = run(['--prism', '--prism-examples', '--examples-port', '5011']);
    expect(all.shop?.port).toBe(DEFAULT_PORT);
    expect(all.proxy?.port).toBe(DEFAULT_PRISM_PORT);
    expect(all.examples).toEqual({ port: 5011 });
  });
});

describe('help and version', () => {
  it.each([['--help'], ['-h'], ['--port', '1', '-h'], ['--bogus', '--help']])(
    '%s prints the usage on stdout, exit 0',
    (...argv) => {
      const reply = replyWithoutRunning(parseMockArgs(argv), '0.1.0');
      expect(reply).toEqual({ exitCode: 0, stdout: USAGE, stderr: '' });
    },
  );

  it.each([['--version'], ['-v']])('%s prints the version, exit 0', (flag) => {
    expect(replyWithoutRunning(parseMockArgs([flag]), '0.1.0')).toEqual({
      exitCode: 0,
      stdout: 'attar-mock 0.1.0\n',
      stderr: '',
    });
  });

  it('has nothing to reply to a command line that runs', () => {
    expect(replyWithoutRunning(parseMockArgs(['--quiet']), '0.1.0')).toBeUndefined();
  });

  it('names every option, its default and the control routes', () => {
    for (const name of [
      '--port',
      '--host',
      '--seed',
      '--state',
      '--flags',
      '--features',
      '--otp',
      '--start',
      '--quiet',
      '--prism',
      '--prism-port',
      '--upstream',
      '--prism-examples',
      '--examples-port',
      '--help',
      '--version',
    ]) {
      expect(USAGE, name).toContain(`${name} `);
    }
    expect(USAGE).toContain(`(default: $MOCK_PORT or ${DEFAULT_PORT})`);
    expect(USAGE).toContain('[otp] 9876543210: 123456');
    expect(USAGE).toMatch(/POST \/_mock\/reset[\s\S]*\/_mock\/sessions\/expire/);
  });
});

describe('mistakes: one line, the usage, exit 2', () => {
  const mistakes: Array<[string[], string | RegExp, Record<string, string>?]> = [
    [['--bogus'], 'unknown option --bogus'],
    [['-x'], 'unknown option -x'],
    [['serve'], 'unexpected argument "serve"'],
    [['--', '--port'], 'unexpected argument "--port"'],
    [['--port'], '--port needs a value'],
    [['--port', '--quiet'], '--port needs a value (one that starts with "-" goes as --port=VALUE)'],
    [['--seed', '-7'], '--seed needs a value (one that starts with "-" goes as --seed=VALUE)'],
    [['--quiet=yes'], '--quiet takes no value'],
    [['--port', 'abc'], '--port must be a port from 0 to 65535, got "abc"'],
    [['--port', '70000'], /--port must be a port/],
    [['--port=-1'], '--port must be a port from 0 to 65535, got "-1"'],
    [['--port='], /--port must be a port.*got ""/],
    [[], 'MOCK_PORT must be a port from 0 to 65535, got "x"', { MOCK_PORT: 'x' }],
    [['--seed', '1.5'], '--seed must be an integer, got "1.5"'],
    [['--otp', '12345'], '--otp must be six digits, got "12345"'],
    [['--start', 'tomorrow'], /--start must be a date and time/],
    [['--state', ' '], '--state needs a file name'],
    [['--host', ''], '--host needs an address, e.g. 127.0.0.1'],
    [['--flags', 'payment=maybe'], 'bad --flags: payment must be success, failure or pending, got "maybe"'],
    [['--flags', 'speed=1'], 'bad --flags: unknown scenario switch "speed"'],
    [['--flags', 'ratelimit=2/0'], /^bad --flags: ratelimit takes S \(retry after S seconds, 1\.\.86400\), S\/N .* got "2\/0"$/],
    [['--features', 'teleport'], /^bad --features: unknown feature "teleport" \(known: cart, /],
    [['--features', 'quotes=maybe'], 'bad --features: feature "quotes" takes true or false, got "maybe"'],
    [['--upstream', 'http://127.0.0.1:4010'], '--upstream needs --prism (it names the shop Prism proxies)'],
    [['--prism', '--upstream', 'ftp://x'], '--upstream must be an http(s) URL, got "ftp://x"'],
    [['--prism-port', '4012'], '--prism-port needs --prism'],
    [['--examples-port', '4011'], '--examples-port needs --prism-examples'],
    [['--prism', '--prism-port', 'x'], /--prism-port must be a port/],
    [
      ['--prism', '--upstream', 'http://h:1', '--seed', '3'],
      '--seed does not apply: no shop starts here (--upstream names the shop)',
    ],
    [['--prism-examples', '--state', 'f.json'], "--state does not apply: no shop starts here (only Prism's examples run)"],
    [['--prism', '--port', '4012'], 'port 4012 is given twice: the shop and Prism need a port each'],
    [['--cors-origin', 'https://shop.example.in/app'], /^--cors-origin must be an origin such as/],
    [['--cors-origin', 'shop.example.in'], /^--cors-origin must be an origin such as/],
    [[], /^ATTAR_MOCK_CORS_ORIGINS must be an origin/, { ATTAR_MOCK_CORS_ORIGINS: 'ftp://x' }],
  ];

  it.each(mistakes)('%j', (argv, reason, env = {}) => {
    const parsed = parseMockArgs(argv, env);
    expect(parsed.command).toBe('usage-error');
    const message = parsed.command === 'usage-error' ? parsed.message : '';
    if (typeof reason === 'string') expect(message).toBe(reason);
    else expect(message).toMatch(reason);
    expect(message).not.toContain('\n');
    const reply = replyWithoutRunning(parsed, '0.1.0');
    expect(reply).toEqual({ exitCode: USAGE_EXIT, stdout: '', stderr: `attar-mock: ${message}\n\n${USAGE}` });
    expect(USAGE_EXIT).toBe(2);
  });
});
