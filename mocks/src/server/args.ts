/**
 * The command line of `attar-mock` (and `pnpm mock`, `pnpm prism:*`): argv in, options or a usage error
 * out, with no process, console or exit involved, so tests check every option and every refusal
 * directly and main.ts stays a thin shell around it.
 */
import { parseArgs } from 'node:util';
import { parseScenario, type Scenario } from '../core/scenario.ts';
import { featureNames, parseFeatures, type StoreFeatures } from '../shop/features.ts';
import { createShop, DEFAULT_SEED } from '../shop/create.ts';
import { DEFAULT_CORS_ORIGINS } from './cors-origins.ts';

/** Exit code of a command line the tool refuses (unknown option, missing or bad value). */
export const USAGE_EXIT = 2;

export const DEFAULT_PORT = 4010;
export const DEFAULT_EXAMPLES_PORT = 4011;
export const DEFAULT_PRISM_PORT = 4012;

export const USAGE = `Usage: attar-mock [options]

The attar mock shop: every action of the API answered from a stateful in-memory
shop (default http://127.0.0.1:${DEFAULT_PORT}/). Ctrl-C or SIGTERM saves --state and stops
(exit 0); a second Ctrl-C quits at once (exit 130).

Shop:
  --port N           port to listen on, 0 for any free one  (default: $MOCK_PORT or ${DEFAULT_PORT})
  --host HOST        address to listen on, 0.0.0.0 for all   (default: 127.0.0.1)
  --seed N           seed of the generated catalogue and ids (default: ${DEFAULT_SEED})
  --state FILE       keep the shop in FILE: restored at start when it exists,
                     saved after every change and on exit
  --flags TEXT       scenario switches for every request, ";"-separated:
                     latency=MS  errors=0..1  payment=success|failure|pending
                     pincode=PIN[,PIN] (unserviceable)  guest=expired|active
                     ratelimit=S    every API request: 429 request.rateLimited,
                                    Retry-After: S (seconds, 1..86400)
                     ratelimit=S/N  the next N API requests (1..100000): 429,
                                    then traffic passes and the switch is off
                     ratelimit=off  no refusals
                     one request: header x-attar-scenario with the same text
                     (there ratelimit takes S or off; S/N is server-wide)
  --features LIST    store features on or off: guestCheckout,quotes,!signUp
                     (or signUp=off), also signIn, cart, wishlist and
                     loginRequire; the rest stay as seeded
  --otp CODE         the six digits every OTP carries        (default: 123456)
  --start ISO        fixed clock: the shop's time starts at ISO and moves only by
                     POST /_mock/advance                     (default: real time)
  --quiet            no line per request (OTPs and payments are still printed)
  --cors-origin URL  also let pages of this origin call the shop from a browser
                     (repeatable; and $ATTAR_MOCK_CORS_ORIGINS, comma-separated).
                     Always allowed: the storefront's dev and preview origins,
                     http://127.0.0.1:5173, :4173 and the same on localhost

Prism (needs the optional peer @stoplight/prism-cli):
  --prism            Prism's proxy with --errors in front of the shop: every request
                     and reply through it is checked against the contract
  --prism-port N     port of Prism's proxy                   (default: ${DEFAULT_PRISM_PORT})
  --upstream URL     with --prism: proxy a shop already running at URL (none starts)
  --prism-examples   also Prism's example mock (the spec's examples, no state);
                     without --prism it runs alone, with no shop
  --examples-port N  port of Prism's example mock            (default: ${DEFAULT_EXAMPLES_PORT})

  -h, --help         this text
  -v, --version      the version

Limits: request bodies up to 1 MiB (review photo forms 26 MiB), larger is 413
request.tooLarge. Every API reply reports a budget of 600 requests a minute in
RateLimit-Limit, -Remaining and -Reset; only ratelimit=... refuses.

Output (stdout): "attar mock shop: URL/" once listening, then one line per request
and every OTP sent, e.g. "[otp] 9876543210: 123456 (sign-in)". Errors go to stderr.
Exit codes: 0 stopped, 1 could not start (port in use, Prism missing), 2 bad usage.

Control routes (outside the contract):
  GET  /_mock/health           { ok, now, seed }
  POST /_mock/reset            a fresh shop from the same options
  POST /_mock/advance          { "hours": n } or { "ms": n }: moves the clock
  PUT  /_mock/flags            text body "payment=failure": switches for every request
  GET  /_mock/state            the whole state (what --state keeps)
  GET  /_mock/features         the store features (and loginRequire)
  POST /_mock/features         { "cart": false }: switches store features
  POST /_mock/sessions/expire  {} every session, { "buyerId" } or { "token" }

Examples:
  attar-mock --port 4010 --start 2026-11-20T10:00:00Z
  attar-mock --state shop.json --features guestCheckout,quotes
  attar-mock --flags "payment=failure;latency=300" --quiet
  attar-mock --flags ratelimit=2/3     3 requests get 429 (Retry-After: 2)
  attar-mock --prism                   shop on ${DEFAULT_PORT}, Prism's proxy on ${DEFAULT_PRISM_PORT}
  attar-mock --prism --prism-examples  and Prism's example mock on ${DEFAULT_EXAMPLES_PORT}
`;

/** The stateful shop's part of a run. */
export interface ShopCommandOptions {
  port: number;
  seed?: number;
  stateFile?: string;
  flags: Scenario;
  features: Partial<StoreFeatures>;
  otp?: string;
  start?: string;
  /** Every origin allowed to call from a browser: the defaults and the added ones. */
  corsOrigins: string[];
}

/** What one run starts: the shop, Prism's proxy, Prism's example mock, or a mix. */
export interface MockCommandOptions {
  host: string;
  quiet: boolean;
  /** Absent when Prism proxies a shop running elsewhere, or Prism's examples run alone. */
  shop?: ShopCommandOptions;
  /** Prism's proxy with `--errors`; `upstream` absent means "the shop started here". */
  proxy?: { port: number; upstream?: string };
  examples?: { port: number };
}

export type ParsedArgs =
  | { command: 'run'; options: MockCommandOptions }
  | { command: 'help' }
  | { command: 'version' }
  | { command: 'usage-error'; message: string };

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  state: { type: 'string' },
  flags: { type: 'string' },
  features: { type: 'string' },
  otp: { type: 'string' },
  start: { type: 'string' },
  'cors-origin': { type: 'string', multiple: true },
  quiet: { type: 'boolean' },
  prism: { type: 'boolean' },
  'prism-port': { type: 'string' },
  upstream: { type: 'string' },
  'prism-examples': { type: 'boolean' },
  'examples-port': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/** Options that only mean something to a shop started by this run. */
const SHOP_ONLY = ['port', 'seed', 'state', 'flags', 'features', 'otp', 'start', 'cors-origin'] as const;

class UsageError extends Error {}
function refuse(message: string): never {
  throw new UsageError(message);
}

let knownFeatures: string[] | undefined;
/** The seeded site configuration's feature names (a shop is cheap to build, about 10 ms). */
const seededFeatureNames = (): string[] => (knownFeatures ??= featureNames(createShop()));

/**
 * Reads the command line. `env` supplies MOCK_PORT (the port when --port is not given) and
 * ATTAR_MOCK_CORS_ORIGINS (origins added to --cors-origin's).
 * @example
 * const parsed = parseMockArgs(['--port', '0', '--quiet']);
 * if (parsed.command === 'usage-error') console.error(parsed.message);
 */
export function parseMockArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): ParsedArgs {
  const beforeDashes = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
  // help and version answer even next to a mistake, which is when people ask for them
  if (beforeDashes.some((a) => a === '--help' || a === '-h')) return { command: 'help' };
  if (beforeDashes.some((a) => a === '--version' || a === '-v')) return { command: 'version' };
  try {
    return { command: 'run', options: toOptions(readArgv(argv), env) };
  } catch (error) {
    if (error instanceof UsageError) return { command: 'usage-error', message: error.message };
    throw error;
  }
}

/** What a command line that runs nothing prints, and its exit code. */
export interface Reply {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * The reply to help, version and a refused command line; undefined when the command line runs.
 * @example
 * const reply = replyWithoutRunning(parsed, '0.1.0');
 * if (reply) { process.stdout.write(reply.stdout); process.stderr.write(reply.stderr); process.exit(reply.exitCode); }
 */
export function replyWithoutRunning(parsed: ParsedArgs, version: string): Reply | undefined {
  switch (parsed.command) {
    case 'help':
      return { exitCode: 0, stdout: USAGE, stderr: '' };
    case 'version':
      return { exitCode: 0, stdout: `attar-mock ${version}\n`, stderr: '' };
    case 'usage-error':
      return { exitCode: USAGE_EXIT, stdout: '', stderr: `attar-mock: ${parsed.message}\n\n${USAGE}` };
    default:
      return undefined;
  }
}

type Values = ReturnType<typeof readArgv>;

function readArgv(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    return refuse(describeParseError(error));
  }
}

/** node:util's messages, shortened to one line in this tool's words. */
function describeParseError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const name = /'(-[^' ]*)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${name}`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument "${/'([^']*)'/.exec(message)?.[1] ?? ''}"`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if (/does not take an argument/.test(message)) return `${name} takes no value`;
    // "--seed -7": node:util reads -7 as an option, so say how to pass it
    if (/ambiguous/.test(message)) return `${name} needs a value (one that starts with "-" goes as ${name}=VALUE)`;
    return `${name} needs a value`;
  }
  return message.split('\n')[0]!;
}

function toOptions(values: Values, env: Readonly<Record<string, string | undefined>>): MockCommandOptions {
  const proxy = values.prism === true;
  const examples = values['prism-examples'] === true;
  if (values.upstream !== undefined && !proxy) refuse('--upstream needs --prism (it names the shop Prism proxies)');
  if (values['prism-port'] !== undefined && !proxy) refuse('--prism-port needs --prism');
  if (values['examples-port'] !== undefined && !examples) refuse('--examples-port needs --prism-examples');
  // a shop starts unless Prism proxies one elsewhere, or Prism's examples were asked for alone
  const startsShop = proxy ? values.upstream === undefined : !examples;
  if (!startsShop) {
    const why = proxy ? '--upstream names the shop' : "only Prism's examples run";
    const given = SHOP_ONLY.find((name) => values[name] !== undefined);
    if (given) refuse(`--${given} does not apply: no shop starts here (${why})`);
  }
  const host = values.host ?? '127.0.0.1';
  if (!host.trim()) refuse('--host needs an address, e.g. 127.0.0.1');
  const options: MockCommandOptions = { host, quiet: values.quiet === true };
  if (startsShop) options.shop = shopOptions(values, env);
  if (proxy) {
    options.proxy = { port: readPort('--prism-port', values['prism-port'] ?? String(DEFAULT_PRISM_PORT)) };
    if (values.upstream !== undefined) options.proxy.upstream = readUrl(values.upstream);
  }
  if (examples)
    options.examples = { port: readPort('--examples-port', values['examples-port'] ?? String(DEFAULT_EXAMPLES_PORT)) };
  const ports = [options.shop?.port, options.proxy?.port, options.examples?.port].filter((p) => p !== undefined && p !== 0);
  const twice = ports.find((p, i) => ports.indexOf(p) !== i);
  if (twice !== undefined) refuse(`port ${twice} is given twice: the shop and Prism need a port each`);
  return options;
}

function shopOptions(values: Values, env: Readonly<Record<string, string | undefined>>): ShopCommandOptions {
  const port =
    values.port !== undefined ? readPort('--port', values.port) : readPort('MOCK_PORT', env.MOCK_PORT || String(DEFAULT_PORT));
  const { scenario, problems } = parseScenario(values.flags ?? '');
  if (problems.length) refuse(`bad --flags: ${problems.join('; ')}`);
  const features = parseFeatures(values.features ?? '', seededFeatureNames());
  if (features.problems.length) refuse(`bad --features: ${features.problems.join('; ')}`);
  const added = [
    ...(values['cors-origin'] ?? []).map((text) => readOrigin('--cors-origin', text)),
    ...(env.ATTAR_MOCK_CORS_ORIGINS ?? '')
      .split(',')
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => readOrigin('ATTAR_MOCK_CORS_ORIGINS', text)),
  ];
  const corsOrigins = [...new Set([...DEFAULT_CORS_ORIGINS, ...added])];
  const shop: ShopCommandOptions = { port, flags: scenario, features: features.features, corsOrigins };
  if (values.seed !== undefined) {
    if (!/^-?[0-9]+$/.test(values.seed) || !Number.isSafeInteger(Number(values.seed)))
      refuse(`--seed must be an integer, got "${values.seed}"`);
    shop.seed = Number(values.seed);
  }
  if (values.state !== undefined) {
    if (!values.state.trim()) refuse('--state needs a file name');
    shop.stateFile = values.state;
  }
  if (values.otp !== undefined) {
    if (!/^[0-9]{6}$/.test(values.otp)) refuse(`--otp must be six digits, got "${values.otp}"`);
    shop.otp = values.otp;
  }
  if (values.start !== undefined) {
    if (Number.isNaN(Date.parse(values.start)))
      refuse(`--start must be a date and time, e.g. 2026-11-20T10:00:00Z, got "${values.start}"`);
    shop.start = values.start;
  }
  return shop;
}

function readPort(name: string, text: string): number {
  const port = Number(text);
  if (!/^[0-9]+$/.test(text) || port > 65535) refuse(`${name} must be a port from 0 to 65535, got "${text}"`);
  return port;
}

/** An origin as a browser sends it: http(s)://host[:port], nothing after. */
function readOrigin(name: string, text: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text.replace(/\/$/, ''))
    refuse(`${name} must be an origin such as http://127.0.0.1:3000 (scheme, host and port only), got "${text}"`);
  return url.origin;
}

function readUrl(text: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) refuse(`--upstream must be an http(s) URL, got "${text}"`);
  return text.replace(/\/+$/, '');
}
