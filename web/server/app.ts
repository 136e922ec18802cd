/**
 * The storefront's server (decision 010): one stateless process that renders the public pages, serves
 * the built assets, forwards the marketplace's API paths (the browser talks to one origin) and answers
 * its health, `robots.txt` and `sitemap.xml`. Production runs it from main.ts; development mounts the
 * same app inside Vite's dev server (vite.config.ts), which serves the modules with HMR and proxies the
 * API itself.
 */
import { Hono, type Context, type Next } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { proxy } from 'hono/proxy';
import { serveStatic } from '@hono/node-server/serve-static';
import { ApiError, createAttarClient, createMemorySession, type ActionName, type AttarClient } from '@attar/sdk';
import { parseTemplate } from './document.ts';
import { securityHeaders } from './headers.ts';
import type { Logger } from './log.ts';
import { pageResponse, type ServerEntry } from './page.ts';
import type { PartFiles } from '../scripts/part-files.ts';
import { compress } from './compress.ts';
import { cachedReads } from './read-cache.ts';
import { isMarketplacePath, isPageLoad } from './marketplace-paths.ts';

/** How long one sitemap serves. */
const SITEMAP_TTL_MS = 10 * 60_000;

export interface StorefrontServerOptions {
  /** index.html as built (production) or as Vite transforms it (development). */
  template: () => Promise<string> | string;
  /** The SSR entry (production: imported with the server; development: loaded through Vite). */
  entry: () => Promise<ServerEntry>;
  marketplaceUrl: URL;
  publicUrl: URL;
  renderTimeoutMs: number;
  pageMaxAgeSeconds: number;
  pageStaleSeconds: number;
  /**
   * How long the answer to one of the server's public reads serves the renders that follow
   * (server/read-cache.ts); 0 or none: each render reads afresh (reads in flight are shared still).
   */
  readCacheSeconds?: number;
  hsts: boolean;
  log: Logger;
  /** Production: the built client folder to serve (development: Vite serves it). */
  clientDir?: string;
  /**
   * The files of each code-split part, from the client build's `.vite/parts.json`
   * (scripts/part-files.ts): a rendered page preloads those of the parts it used. None in development.
   */
  partFiles?: PartFiles;
  /** Forward the marketplace's paths (production; in development Vite's proxy does). */
  forwardApi?: boolean;
  dev?: boolean;
}

/** A page request (not an API call that shares a storefront path, such as `/checkout`). */
const wantsPage = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') && isPageLoad(c.req.header('accept'), c.req.header('actiontag'));

/** Refusals that asking again would not change: the page renders them (not found), on both sides. */
const SETTLED_STATUSES = new Set([400, 404, 410]);

/** The server's own reads: anonymous (no session), never retried, each bounded by the render's time limit. */
function serverReads(client: AttarClient, timeoutMs: number) {
  return async <A extends ActionName>([action, input]: readonly [A, unknown]) => {
    const result = await client.call(action, input as never, { timeoutMs, retry: false });
    if (!result.error) return { data: result.data as never };
    const error = result.error;
    if (error instanceof ApiError && SETTLED_STATUSES.has(error.status))
      return { error: { status: error.status, httpStatus: error.httpStatus, code: error.code, message: error.message } };
    return undefined;
  };
}

export function createStorefrontServer(options: StorefrontServerOptions): Hono {
  const app = new Hono();
  const marketplace = options.marketplaceUrl.href.replace(/\/$/, '');
  const client = createAttarClient({
    baseUrl: marketplace,
    session: createMemorySession(),
    validateReplies: false,
  });
  const fetchRead = cachedReads(serverReads(client, options.renderTimeoutMs), { ttlMs: (options.readCacheSeconds ?? 0) * 1000 });
  const security = securityHeaders({ hsts: options.hsts });

  // a failure outside the page render (the sitemap's reads, a broken build): logged as one line, and
  // the answer still goes through the security and compression middleware
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    options.log.error('request.failed', { method: c.req.method, path: c.req.path, error });
    return c.json({ error: { code: 'server.error', message: 'Something went wrong. Please try again.' } }, 500);
  });

  app.use('*', compress());
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(security)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });

  app.get('/healthz', async (c) => {
    // the server is up whatever the marketplace does; it says how the marketplace answers
    const started = performance.now();
    const site = await client.call('contentSite', {}, { timeoutMs: 1000, retry: false });
    return c.json(
      {
        status: 'ok',
        marketplace: site.error ? 'unreachable' : 'reachable',
        marketplaceMs: Math.round(performance.now() - started),
        uptimeSeconds: Math.round(process.uptime()),
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  if (options.forwardApi) {
    app.all('*', async (c, next) => {
      if (!isMarketplacePath(c.req.path) || wantsPage(c)) return next();
      const url = new URL(c.req.url);
      const reply = await proxy(`${marketplace}${url.pathname}${url.search}`, {
        raw: c.req.raw,
        headers: { ...c.req.header(), host: undefined, 'x-forwarded-host': c.req.header('host') },
      }).catch((error: unknown) => {
        options.log.warn('marketplace.unreachable', { path: url.pathname, error });
        return c.json(
          { error: { code: 'network.unreachable', message: 'The shop could not be reached. Please try again.' } },
          502,
        );
      });
      // an answer to a signed-in call is the buyer's own: never kept by a shared cache
      if (c.req.header('authorization') && !reply.headers.has('cache-control'))
        reply.headers.set('Cache-Control', 'private, no-store');
      return reply;
    });
  }

  // before the built files: web/public's robots.txt is for a static host, the server writes its own
  app.get('/robots.txt', async (c) => {
    const entry = await options.entry();
    return c.text(entry.robotsTxt(options.publicUrl.origin), 200, { 'Cache-Control': 'public, max-age=3600' });
  });

  // the sitemap reads the whole catalogue: made at most every SITEMAP_TTL_MS, and once at a time
  let sitemap: { at: number; xml: Promise<string> } | undefined;
  app.get('/sitemap.xml', async (c) => {
    if (!sitemap || Date.now() - sitemap.at > SITEMAP_TTL_MS) {
      // taken before anything is awaited, so requests arriving together share one making
      const made = {
        at: Date.now(),
        xml: options
          .entry()
          .then(async (entry) =>
            entry.sitemapXml(options.publicUrl.origin, await entry.sitemapEntries(client.call.bind(client))),
          ),
      };
      sitemap = made;
      made.xml.catch(() => {
        if (sitemap === made) sitemap = undefined;
      });
    }
    return c.body(await sitemap.xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    });
  });

  if (options.clientDir) {
    const root = options.clientDir;
    // serveStatic calls onFound after it has built its answer, so a header set there is lost: the
    // caching header goes on the answer it returns (it returns one only for a file it found)
    const files = (cache: string, missing: (c: Context, next: Next) => Promise<Response | void>) => {
      const serve = serveStatic({ root, precompressed: true });
      return async (c: Context, next: Next) => {
        const served = await serve(c, async () => {});
        if (!served) return missing(c, next);
        served.headers.set('Cache-Control', cache);
        return served;
      };
    };
    // a missing hashed file is a 404, never a page (a stale page asking for an old build's file)
    app.use(
      '/assets/*',
      files('public, max-age=31536000, immutable', async (c) => c.notFound()),
    );
    const other = files('public, max-age=3600', async (_c, next) => next());
    app.use('*', async (c, next) => {
      // files of the build outside /assets (the icon, the demo's worker) by name; pages are never files
      if (c.req.path === '/' || c.req.path.endsWith('.html') || !/\.\w+$/.test(c.req.path)) return next();
      return other(c, next);
    });
  }

  let template: ReturnType<typeof parseTemplate> | undefined;
  app.get('*', async (c) => {
    const parsed = options.dev || !template ? parseTemplate(await options.template()) : template;
    if (!options.dev) template = parsed;
    const entry = await options.entry();
    return pageResponse(new URL(c.req.url), {
      template: parsed,
      entry,
      fetchRead,
      origin: options.publicUrl.origin,
      renderTimeoutMs: options.renderTimeoutMs,
      pageMaxAgeSeconds: options.pageMaxAgeSeconds,
      pageStaleSeconds: options.pageStaleSeconds,
      hsts: options.hsts,
      dev: options.dev ?? false,
      log: options.log,
      partFiles: options.partFiles ?? {},
    });
  });

  return app;
}
