/**
 * The production server's settings, read from the environment once at start. Every variable is
 * checked before the server listens, and all problems are reported together, so a bad deployment
 * fails at once with one message that says what to fix instead of misbehaving later.
 * docs/deploy.md shows the same table (config-docs.test.ts keeps the two in step).
 */
import type { LogLevel } from './log.ts';

export interface ServerConfig {
  /** Where the marketplace's API lives (the server's own reads, and the API paths it forwards). */
  marketplaceUrl: URL;
  /** The shop's public origin for canonical links, sitemaps and link previews. */
  publicUrl: URL;
  host: string;
  port: number;
  /** How long a page render may wait for the marketplace before sending the shell. */
  renderTimeoutMs: number;
  /** Cache lifetimes of public pages for a CDN (s-maxage) and stale-while-revalidate. */
  pageMaxAgeSeconds: number;
  pageStaleSeconds: number;
  /** How long an answer to one of the server's public reads serves later renders (0: none). */
  readCacheSeconds: number;
  /** Send HSTS: on unless the public URL is http or a loopback host. */
  hsts: boolean;
  /** Structured logs: 'info' | 'warn' | 'error' | 'silent' */
  logLevel: 'info' | 'warn' | 'error' | 'silent';
}

/** Thrown by readConfig with every problem found; the message lists them one a line. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The storefront server's settings are not valid (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const LOG_LEVELS = ['info', 'warn', 'error', 'silent'] as const satisfies readonly LogLevel[];
/** The local mock shop (`pnpm mock`), so a development run needs no settings at all. */
const LOCAL_MARKETPLACE = 'http://127.0.0.1:4010';
const DEFAULT_HOST = '127.0.0.1';

/** Whole-number settings: their defaults and bounds live here once, for the checks and the table alike. */
const NUMBERS = {
  PORT: { fallback: 3000, min: 1, max: 65535, unit: '' },
  ATTAR_RENDER_TIMEOUT_MS: { fallback: 800, min: 50, max: 10_000, unit: ' ms' },
  ATTAR_PAGE_MAX_AGE: { fallback: 60, min: 0, max: 86_400, unit: ' seconds' },
  ATTAR_PAGE_STALE: { fallback: 600, min: 0, max: 604_800, unit: ' seconds' },
  ATTAR_READ_CACHE_SECONDS: { fallback: 2, min: 0, max: 60, unit: ' seconds' },
} as const;
type NumberName = keyof typeof NUMBERS;

const range = (name: NumberName) => `a whole number from ${NUMBERS[name].min} to ${NUMBERS[name].max}${NUMBERS[name].unit}`;

/** The table of variables (name, default, meaning) for `--help` and docs/deploy.md. */
export const CONFIG_VARIABLES: ReadonlyArray<{ name: string; default: string; meaning: string }> = [
  {
    name: 'ATTAR_MARKETPLACE_URL',
    default: `required in production; else ${LOCAL_MARKETPLACE}`,
    meaning:
      "The marketplace API's base URL (http or https, no query or fragment): the server's own reads go there, and it forwards the API paths to it.",
  },
  {
    name: 'ATTAR_PUBLIC_URL',
    default: 'http://HOST:PORT (localhost for 0.0.0.0 and 127.0.0.1)',
    meaning: "The shop's public origin (http or https, no path): canonical links, the sitemap and link previews use it.",
  },
  {
    name: 'HOST',
    default: DEFAULT_HOST,
    meaning: 'The address to listen on; 0.0.0.0 for every interface (the container sets it).',
  },
  { name: 'PORT', default: String(NUMBERS.PORT.fallback), meaning: `The port to listen on: ${range('PORT')}.` },
  {
    name: 'ATTAR_RENDER_TIMEOUT_MS',
    default: String(NUMBERS.ATTAR_RENDER_TIMEOUT_MS.fallback),
    meaning: `How long a page render waits for the marketplace before it sends the page shell instead: ${range('ATTAR_RENDER_TIMEOUT_MS')}.`,
  },
  {
    name: 'ATTAR_PAGE_MAX_AGE',
    default: String(NUMBERS.ATTAR_PAGE_MAX_AGE.fallback),
    meaning: `How long a CDN may keep a public page (s-maxage): ${range('ATTAR_PAGE_MAX_AGE')}.`,
  },
  {
    name: 'ATTAR_PAGE_STALE',
    default: String(NUMBERS.ATTAR_PAGE_STALE.fallback),
    meaning: `How long after that a CDN may still serve it while it fetches a fresh one (stale-while-revalidate): ${range('ATTAR_PAGE_STALE')}.`,
  },
  {
    name: 'ATTAR_READ_CACHE_SECONDS',
    default: String(NUMBERS.ATTAR_READ_CACHE_SECONDS.fallback),
    meaning: `How long one answer to the server's public reads (site, page, catalogue) serves the renders that follow, 0 for none: ${range('ATTAR_READ_CACHE_SECONDS')}.`,
  },
  {
    name: 'ATTAR_LOG_LEVEL',
    default: 'info',
    meaning: `The least important log lines written: one of ${LOG_LEVELS.join(', ')}.`,
  },
];

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '0.0.0.0', '::', '::1', '[::]', '[::1]']);
const isLoopback = (hostname: string) =>
  LOOPBACK_NAMES.has(hostname) || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** An unset or blank variable counts as not given, as most deployment tools write empty ones. */
const given = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

const shown = (name: string, value: string) => `${name}=${JSON.stringify(value)}`;

/**
 * Reads and checks every variable; throws ConfigError listing every problem at once (the variable,
 * the value given and what is expected). Unknown variables are ignored. In production
 * (`options.production`) ATTAR_MARKETPLACE_URL must be set; elsewhere it defaults to the local mock shop.
 */
export function readConfig(env: Record<string, string | undefined>, options: { production?: boolean } = {}): ServerConfig {
  const problems: string[] = [];

  const integer = (name: NumberName): number => {
    const { fallback, min, max } = NUMBERS[name];
    const raw = given(env[name]);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= min && value <= max)) {
      problems.push(`${shown(name, raw)}: expected ${range(name)}`);
      return fallback;
    }
    return value;
  };

  const url = (name: string, raw: string, originOnly: boolean): URL | undefined => {
    const example = originOnly ? 'https://shop.example.in' : 'https://api.example.in';
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      problems.push(`${shown(name, raw)}: expected an absolute http(s) URL, e.g. ${example}`);
      return undefined;
    }
    const faults: string[] = [];
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') faults.push(`it uses ${parsed.protocol.slice(0, -1)}`);
    if (parsed.search) faults.push('it has a query');
    if (parsed.hash) faults.push('it has a fragment');
    if (originOnly && parsed.pathname !== '/') faults.push('it has a path');
    if (faults.length === 0) return parsed;
    const expected = originOnly
      ? 'an http(s) origin with no path, query or fragment'
      : 'an http(s) URL with no query or fragment';
    problems.push(`${shown(name, raw)}: expected ${expected}, e.g. ${example} (${faults.join(', ')})`);
    return undefined;
  };

  const rawMarketplace = given(env.ATTAR_MARKETPLACE_URL);
  if (rawMarketplace === undefined && options.production)
    problems.push(
      'ATTAR_MARKETPLACE_URL is not set: expected the marketplace API URL, e.g. https://api.example.in (required in production)',
    );
  const marketplaceUrl = url('ATTAR_MARKETPLACE_URL', rawMarketplace ?? LOCAL_MARKETPLACE, false);

  const rawHost = given(env.HOST);
  // a name or an IP address as Node's listen() takes it (IPv6 without brackets)
  if (rawHost !== undefined && !/^[A-Za-z0-9.:%-]+$/.test(rawHost))
    problems.push(`${shown('HOST', rawHost)}: expected a host name or IP address to listen on, e.g. 0.0.0.0 or ::`);
  const host = rawHost !== undefined && /^[A-Za-z0-9.:%-]+$/.test(rawHost) ? rawHost : DEFAULT_HOST;
  const port = integer('PORT');

  const rawPublic = given(env.ATTAR_PUBLIC_URL);
  const publicUrl = rawPublic === undefined ? defaultPublicUrl(host, port) : url('ATTAR_PUBLIC_URL', rawPublic, true);
  if (!publicUrl && rawPublic === undefined)
    problems.push(`ATTAR_PUBLIC_URL is not set and ${shown('HOST', host)} makes no URL of its own: set ATTAR_PUBLIC_URL`);

  const renderTimeoutMs = integer('ATTAR_RENDER_TIMEOUT_MS');
  const pageMaxAgeSeconds = integer('ATTAR_PAGE_MAX_AGE');
  const pageStaleSeconds = integer('ATTAR_PAGE_STALE');
  const readCacheSeconds = integer('ATTAR_READ_CACHE_SECONDS');

  const rawLevel = given(env.ATTAR_LOG_LEVEL);
  const level = rawLevel?.toLowerCase();
  const logLevel = LOG_LEVELS.find((known) => known === (level ?? 'info'));
  if (!logLevel) problems.push(`${shown('ATTAR_LOG_LEVEL', rawLevel ?? '')}: expected one of ${LOG_LEVELS.join(', ')}`);

  if (problems.length > 0 || !marketplaceUrl || !publicUrl || !logLevel) throw new ConfigError(problems);
  return {
    marketplaceUrl,
    publicUrl,
    host,
    port,
    renderTimeoutMs,
    pageMaxAgeSeconds,
    pageStaleSeconds,
    readCacheSeconds,
    hsts: publicUrl.protocol === 'https:' && !isLoopback(publicUrl.hostname),
    logLevel,
  };
}

/** http://HOST:PORT, where a wildcard or loopback listen address reads as localhost. */
function defaultPublicUrl(host: string, port: number): URL | undefined {
  const name = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  try {
    return new URL(`http://${name}:${port}`);
  } catch {
    return undefined;
  }
}
