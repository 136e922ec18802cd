/**
 * Named profiles in the user's config folder (`$XDG_CONFIG_HOME/attar/config.json`, else
 * `~/.config/attar/config.json`): each keeps a base URL and the token of the last sign-in there.
 *
 * Which shop a command talks to: `--base-url` > `--target` > `ATTAR_BASE_URL` > the profile's base URL >
 * the local mock shop. Which profile: `--profile` > `ATTAR_PROFILE` > the config's current profile > `default`.
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CliError, usageError } from './errors.ts';

export interface ProfileConfig {
  baseUrl?: string;
  /** The buyer's session token, valid only at `tokenBaseUrl`. */
  token?: string;
  tokenBaseUrl?: string;
  /** Who signed in (shown by `auth whoami` without a call). */
  username?: string;
  /** The guest cart of `attar guest` (moved to the account at the next sign-in), valid at `baseUrl` only. */
  guest?: { guestId: string; checkOutId: string; baseUrl: string };
}

export interface ConfigFile {
  currentProfile?: string;
  profiles: Record<string, ProfileConfig>;
}

/** Reads and writes the config; injected so tests never touch the user's home. */
export interface ConfigStore {
  readonly path: string;
  read(): ConfigFile;
  write(config: ConfigFile): void;
}

export const TARGETS = {
  mock: 'http://127.0.0.1:4010',
  prism: 'http://127.0.0.1:4012',
} as const;
export const DEFAULT_PROFILE = 'default';

/** Where the config lives for this environment. */
export function configPath(env: Record<string, string | undefined>, home: string): string {
  const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.trim() !== '' ? env.XDG_CONFIG_HOME : join(home, '.config');
  return join(base, 'attar', 'config.json');
}

const empty = (): ConfigFile => ({ profiles: {} });

/** The config file on disk; written atomically and readable by the owner only (it holds tokens). */
export function createFileConfigStore(path: string): ConfigStore {
  return {
    path,
    read() {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        return empty();
      }
      try {
        const parsed = JSON.parse(text) as Partial<ConfigFile>;
        return { ...parsed, profiles: typeof parsed.profiles === 'object' && parsed.profiles !== null ? parsed.profiles : {} };
      } catch {
        throw new CliError(`The config file ${path} is not valid JSON. Fix or delete it.`, { code: 'config.invalid' });
      }
    },
    write(config) {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      const tmp = `${path}.${process.pid}.tmp`;
      writeFileSync(tmp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
      renameSync(tmp, path);
      chmodSync(path, 0o600);
    },
  };
}

/** A config kept in memory (tests). */
export function createMemoryConfigStore(initial: ConfigFile = empty()): ConfigStore & { current(): ConfigFile } {
  let config = structuredClone(initial);
  return {
    path: '(memory)',
    read: () => structuredClone(config),
    write(next) {
      config = structuredClone(next);
    },
    current: () => structuredClone(config),
  };
}

/** The global flags every command takes. */
export interface GlobalOptions {
  profile?: string;
  baseUrl?: string;
  target?: string;
}

export interface Settings {
  profile: string;
  baseUrl: string;
  /** Where the base URL came from, for `auth whoami` and `config show`. */
  baseUrlFrom: 'flag' | 'target' | 'env' | 'profile' | 'default';
}

function checkUrl(url: string, from: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw usageError(`${from} must be an http(s) URL, got "${url}".`, 'usage.badUrl');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw usageError(`${from} must be an http(s) URL, got "${url}".`, 'usage.badUrl');
  return url.replace(/\/+$/, '');
}

/** `--target mock|prism|URL` as a base URL. */
export function targetUrl(target: string): string {
  const known = TARGETS[target as keyof typeof TARGETS];
  if (known) return known;
  if (/^https?:\/\//.test(target)) return checkUrl(target, '--target');
  throw usageError(`--target must be mock, prism or a URL, got "${target}".`, 'usage.badTarget');
}

/** Resolves the profile and the base URL of this run from flags, environment and config. */
export function resolveSettings(options: GlobalOptions, env: Record<string, string | undefined>, config: ConfigFile): Settings {
  if (options.baseUrl && options.target) throw usageError('Pass --base-url or --target, not both.', 'usage.conflict');
  const profile = options.profile ?? env.ATTAR_PROFILE ?? config.currentProfile ?? DEFAULT_PROFILE;
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(profile))
    throw usageError(`A profile name is letters, digits, '.', '_' or '-', got "${profile}".`, 'usage.badProfile');
  const saved = config.profiles[profile];
  if (options.baseUrl) return { profile, baseUrl: checkUrl(options.baseUrl, '--base-url'), baseUrlFrom: 'flag' };
  if (options.target) return { profile, baseUrl: targetUrl(options.target), baseUrlFrom: 'target' };
  if (env.ATTAR_BASE_URL) return { profile, baseUrl: checkUrl(env.ATTAR_BASE_URL, 'ATTAR_BASE_URL'), baseUrlFrom: 'env' };
  if (saved?.baseUrl)
    return { profile, baseUrl: checkUrl(saved.baseUrl, `The base URL of profile ${profile}`), baseUrlFrom: 'profile' };
  return { profile, baseUrl: TARGETS.mock, baseUrlFrom: 'default' };
}

/** Changes one profile in the stored config (read, change, write). */
export function updateProfile(
  store: ConfigStore,
  profile: string,
  change: (current: ProfileConfig) => ProfileConfig,
): ProfileConfig {
  const config = store.read();
  const next = change({ ...config.profiles[profile] });
  for (const key of Object.keys(next) as Array<keyof ProfileConfig>) if (next[key] === undefined) delete next[key];
  config.profiles[profile] = next;
  store.write(config);
  return next;
}
