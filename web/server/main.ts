/**
 * The production server: `node web/dist/server/main.js` after `pnpm --filter @attar/web build` (this
 * file is the SSR build's entry, bundled with the app). Settings come from the environment and are
 * checked before anything starts (config.ts; `--help` lists them). It keeps no state between requests
 * beyond the parsed index.html, so any number of copies can run behind a load balancer or a CDN.
 */
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { BOOTSTRAP_ID, renderPage, rendersOnServer, robotsTxt, sitemapEntries, sitemapXml } from '../src/entry-server.tsx';
import { PARTS_FILE, type PartFiles } from '../scripts/part-files.ts';
import { createStorefrontServer } from './app.ts';
import { CONFIG_VARIABLES, ConfigError, readConfig } from './config.ts';
import { createLogger } from './log.ts';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '../client');

if (process.argv.includes('--help')) {
  const width = Math.max(...CONFIG_VARIABLES.map((v) => v.name.length));
  process.stdout.write(
    `attar storefront server: node web/dist/server/main.js\n\nEnvironment:\n${CONFIG_VARIABLES.map(
      (v) => `  ${v.name.padEnd(width)}  ${v.meaning} (default: ${v.default})`,
    ).join('\n')}\n`,
  );
  process.exit(0);
}

let config;
try {
  config = readConfig(process.env, { production: process.env.NODE_ENV === 'production' });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(
    `attar storefront server: the settings are not valid:\n${error.problems.map((p) => `  - ${p}`).join('\n')}\n`,
  );
  process.exit(2);
}

const log = createLogger(config.logLevel);
const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
const partsFile = join(clientDir, PARTS_FILE);
const partFiles = existsSync(partsFile) ? (JSON.parse(readFileSync(partsFile, 'utf8')) as PartFiles) : {};
const app = createStorefrontServer({
  template: () => template,
  entry: async () => ({ BOOTSTRAP_ID, renderPage, rendersOnServer, robotsTxt, sitemapEntries, sitemapXml }),
  marketplaceUrl: config.marketplaceUrl,
  publicUrl: config.publicUrl,
  renderTimeoutMs: config.renderTimeoutMs,
  pageMaxAgeSeconds: config.pageMaxAgeSeconds,
  pageStaleSeconds: config.pageStaleSeconds,
  readCacheSeconds: config.readCacheSeconds,
  hsts: config.hsts,
  log,
  clientDir,
  partFiles,
  forwardApi: true,
});

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  log.info('server.listening', { url: `http://${info.address}:${info.port}/`, marketplace: config.marketplaceUrl.href });
});

// the analytics socket (`/analytics`) goes to the marketplace as it is: bytes both ways
const marketplace = config.marketplaceUrl;
server.on('upgrade', (request, socket, head) => {
  if (!request.url?.startsWith('/analytics')) return socket.destroy();
  const upstream = connect(
    Number(marketplace.port || (marketplace.protocol === 'https:' ? 443 : 80)),
    marketplace.hostname,
    () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        const name = request.rawHeaders[i]!;
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? marketplace.host : request.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    },
  );
  const close = () => {
    socket.destroy();
    upstream.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
});

// stop taking connections, finish what is in flight, then exit
const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
