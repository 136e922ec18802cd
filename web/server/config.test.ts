import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, readConfig } from './config.ts';

/** The problems readConfig reports for env, or a failure when it accepts it. */
function problemsOf(env: Record<string, string | undefined>, options?: { production?: boolean }): string[] {
  try {
    readConfig(env, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`readConfig accepted ${JSON.stringify(env)}`);
}

describe('readConfig', () => {
  it('runs with no settings at all outside production, against the local mock shop', () => {
    const config = readConfig({});
    expect(config).toEqual({
      marketplaceUrl: new URL('http://127.0.0.1:4010'),
      publicUrl: new URL('http://localhost:3000'),
      host: '127.0.0.1',
      port: 3000,
      renderTimeoutMs: 800,
      pageMaxAgeSeconds: 60,
      pageStaleSeconds: 600,
      readCacheSeconds: 2,
      hsts: false,
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = readConfig(
      {
        ATTAR_MARKETPLACE_URL: 'https://api.attar.example.in/v1',
        ATTAR_PUBLIC_URL: 'https://attar.example.in',
        HOST: '0.0.0.0',
        PORT: '8080',
        ATTAR_RENDER_TIMEOUT_MS: '1500',
        ATTAR_PAGE_MAX_AGE: '0',
        ATTAR_PAGE_STALE: '86400',
        ATTAR_READ_CACHE_SECONDS: '0',
        ATTAR_LOG_LEVEL: 'warn',
      },
      { production: true },
    );
    expect(config).toEqual({
      marketplaceUrl: new URL('https://api.attar.example.in/v1'),
      publicUrl: new URL('https://attar.example.in/'),
      host: '0.0.0.0',
      port: 8080,
      renderTimeoutMs: 1500,
      pageMaxAgeSeconds: 0,
      pageStaleSeconds: 86400,
      readCacheSeconds: 0,
      hsts: true,
      logLevel: 'warn',
    });
  });

  it('takes blank variables as unset and ignores unknown ones', () => {
    const config = readConfig({ PORT: '', ATTAR_LOG_LEVEL: '  ', ATTAR_SOMETHING_ELSE: 'x', PATH: '/usr/bin' });
    expect(config.port).toBe(3000);
    expect(config.logLevel).toBe('info');
  });

  it('needs the marketplace URL in production', () => {
    expect(problemsOf({}, { production: true })).toEqual([
      expect.stringMatching(/^ATTAR_MARKETPLACE_URL is not set: .*production/),
    ]);
    expect(readConfig({ ATTAR_MARKETPLACE_URL: 'http://mock:4010' }, { production: true }).marketplaceUrl.href).toBe(
      'http://mock:4010/',
    );
  });

  it.each([
    ['PORT', '0', 'a whole number from 1 to 65535'],
    ['PORT', '65536', 'a whole number from 1 to 65535'],
    ['PORT', '3000.5', 'a whole number from 1 to 65535'],
    ['PORT', 'http', 'a whole number from 1 to 65535'],
    ['ATTAR_RENDER_TIMEOUT_MS', '49', 'a whole number from 50 to 10000 ms'],
    ['ATTAR_RENDER_TIMEOUT_MS', '10001', 'a whole number from 50 to 10000 ms'],
    ['ATTAR_PAGE_MAX_AGE', '-1', 'a whole number from 0 to 86400 seconds'],
    ['ATTAR_READ_CACHE_SECONDS', '61', 'a whole number from 0 to 60 seconds'],
    ['ATTAR_PAGE_MAX_AGE', '1e3', 'a whole number from 0 to 86400 seconds'],
    ['ATTAR_PAGE_STALE', '604801', 'a whole number from 0 to 604800 seconds'],
    ['ATTAR_LOG_LEVEL', 'debug', 'one of info, warn, error, silent'],
    ['HOST', 'http://0.0.0.0', 'a host name or IP address'],
    ['ATTAR_MARKETPLACE_URL', 'api.example.in', 'an absolute http(s) URL'],
    ['ATTAR_MARKETPLACE_URL', 'ftp://api.example.in', 'an http(s) URL with no query or fragment'],
    ['ATTAR_MARKETPLACE_URL', 'https://api.example.in/?key=1', 'an http(s) URL with no query or fragment'],
    ['ATTAR_MARKETPLACE_URL', 'https://api.example.in/#top', 'an http(s) URL with no query or fragment'],
    ['ATTAR_PUBLIC_URL', 'https://shop.example.in/store', 'an http(s) origin with no path, query or fragment'],
    ['ATTAR_PUBLIC_URL', 'mailto:shop@example.in', 'an http(s) origin'],
  ])('refuses %s=%s, naming the variable, the value and what is expected', (name, value, expected) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${name}="${value}"`);
    expect(problems[0]).toContain(`expected ${expected}`);
  });

  it('says why a URL is refused', () => {
    expect(problemsOf({ ATTAR_MARKETPLACE_URL: 'ws://api.example.in/?a=1#b' })[0]).toMatch(
      /\(it uses ws, it has a query, it has a fragment\)$/,
    );
  });

  it('reports every problem at once, one a line in the message', () => {
    let error: unknown;
    try {
      readConfig(
        { PORT: 'eighty', ATTAR_PAGE_STALE: '-5', ATTAR_LOG_LEVEL: 'loud', ATTAR_PUBLIC_URL: 'shop' },
        { production: true },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((problem) => problem.split(/[ =]/)[0])).toEqual([
      'ATTAR_MARKETPLACE_URL',
      'PORT',
      'ATTAR_PUBLIC_URL',
      'ATTAR_PAGE_STALE',
      'ATTAR_LOG_LEVEL',
    ]);
    expect(message).toMatch(/^The storefront server's settings are not valid \(5 problems\):\n/);
    for (const problem of problems) expect(message).toContain(`\n  - ${problem}`);
  });

  describe('the default public URL', () => {
    it.each([
      [{}, 'http://localhost:3000/'],
      [{ HOST: '0.0.0.0', PORT: '8080' }, 'http://localhost:8080/'],
      [{ HOST: '::' }, 'http://localhost:3000/'],
      [{ HOST: 'shop.internal', PORT: '80' }, 'http://shop.internal/'],
      [{ HOST: '10.0.0.7' }, 'http://10.0.0.7:3000/'],
      [{ HOST: 'fd00::7' }, 'http://[fd00::7]:3000/'],
    ])('%j gives %s', (env, href) => {
      expect(readConfig(env).publicUrl.href).toBe(href);
    });

    it('is refused when the host makes no URL, asking for ATTAR_PUBLIC_URL', () => {
      expect(problemsOf({ HOST: 'fe80::1%eth0' })).toEqual([expect.stringMatching(/set ATTAR_PUBLIC_URL$/)]);
      expect(readConfig({ HOST: 'fe80::1%eth0', ATTAR_PUBLIC_URL: 'http://shop.test' }).host).toBe('fe80::1%eth0');
    });
  });

  describe('HSTS', () => {
    it.each([
      ['https://attar.example.in', true],
      ['https://www.attar.example.in:8443', true],
      ['http://attar.example.in', false],
      ['https://localhost:3000', false],
      ['https://shop.localhost', false],
      ['https://127.0.0.1', false],
      ['https://127.8.0.1', false],
      ['https://[::1]', false],
    ])('%s: %s', (publicUrl, hsts) => {
      expect(readConfig({ ATTAR_PUBLIC_URL: publicUrl }).hsts).toBe(hsts);
    });

    it('is off by default, as the default public URL is http', () => {
      expect(readConfig({ HOST: 'shop.internal' }).hsts).toBe(false);
    });
  });
});

describe('CONFIG_VARIABLES', () => {
  it('lists every variable readConfig reads, once, with its default', () => {
    expect(CONFIG_VARIABLES.map((variable) => variable.name)).toEqual([
      'ATTAR_MARKETPLACE_URL',
      'ATTAR_PUBLIC_URL',
      'HOST',
      'PORT',
      'ATTAR_RENDER_TIMEOUT_MS',
      'ATTAR_PAGE_MAX_AGE',
      'ATTAR_PAGE_STALE',
      'ATTAR_READ_CACHE_SECONDS',
      'ATTAR_LOG_LEVEL',
    ]);
    const defaults = Object.fromEntries(CONFIG_VARIABLES.map((variable) => [variable.name, variable.default]));
    const config = readConfig({});
    expect(defaults).toMatchObject({
      HOST: config.host,
      PORT: String(config.port),
      ATTAR_RENDER_TIMEOUT_MS: String(config.renderTimeoutMs),
      ATTAR_PAGE_MAX_AGE: String(config.pageMaxAgeSeconds),
      ATTAR_PAGE_STALE: String(config.pageStaleSeconds),
      ATTAR_READ_CACHE_SECONDS: String(config.readCacheSeconds),
      ATTAR_LOG_LEVEL: config.logLevel,
    });
    expect(defaults.ATTAR_MARKETPLACE_URL).toContain(config.marketplaceUrl.origin);
  });

  it('has no pipe or line break that would break a table row', () => {
    for (const variable of CONFIG_VARIABLES) expect(`${variable.default}${variable.meaning}`).not.toMatch(/[|\n]/);
  });
});
