/**
 * The storefront server's answers with a stub SSR entry (no build, no React): page headers and caching,
 * the shell when a render fails or runs out of time, health, built files, compression, the API
 * forwarding, robots.txt and the sitemap. The real entry is exercised in ssr.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorefrontServer, type StorefrontServerOptions } from './app.ts';
import { chooseEncoding, compress } from './compress.ts';
import { createLogger } from './log.ts';
import type { ServerEntry } from './page.ts';

const TEMPLATE = `<!doctype html><html><head><style>body{margin:0}</style><!--attar:head--><title>Default</title><!--/attar:head--><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"><!--attar:root--><p>Loading…</p><!--/attar:root--></div><noscript>Needs JavaScript.</noscript></body></html>`;
const BOOTSTRAP_ID = '__attar_test';
const HOSTILE = '</script><script>alert(1)</script>';

type RenderOptions = Parameters<ServerEntry['renderPage']>[0];

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

/** A stand-in for entry-server.tsx: renders its path, with a script of React's kind and a hostile reply. */
function stubEntry(render?: (options: RenderOptions) => ReturnType<ServerEntry['renderPage']>) {
  const calls = { sitemapEntries: 0 };
  const entry: ServerEntry = {
    BOOTSTRAP_ID,
    rendersOnServer: (path) => !path.startsWith('/account') && path !== '/checkout',
    renderPage:
      render ??
      (async ({ url, nonce }) => ({
        body: streamOf(`<main>${url}</main>`, `<script nonce="${nonce}">$RC("a","b")</script>`),
        bootstrap: { reads: { review: HOSTILE, line: '\u2028&' } },
        status: url.startsWith('/p/missing') ? 404 : 200,
        head: '<title>Rendered</title><script type="application/ld+json">{}</script>',
      })),
    robotsTxt: (origin) => `User-agent: *\nSitemap: ${origin}/sitemap.xml\n`,
    sitemapXml: (origin, entries) =>
      `<?xml version="1.0"?><urlset>${entries.map((e) => `<url><loc>${origin}${e.path}</loc></url>`).join('')}</urlset>`,
    sitemapEntries: async () => {
      calls.sitemapEntries++;
      return [{ path: '/' }, { path: '/shop' }];
    },
  };
  return { entry, calls };
}

interface Captured {
  lines: Array<Record<string, unknown>>;
  events(): string[];
}

function capture(): { log: StorefrontServerOptions['log']; captured: Captured } {
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger('info', (line) => {
    lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  return { log, captured: { lines, events: () => lines.map((l) => String(l.event)) } };
}

function makeApp(overrides: Partial<StorefrontServerOptions> & { marketplace?: string } = {}) {
  const { log, captured } = capture();
  const stub = stubEntry();
  const { marketplace, ...rest } = overrides;
  const app = createStorefrontServer({
    template: () => TEMPLATE,
    entry: async () => stub.entry,
    marketplaceUrl: new URL(marketplace ?? refusedUrl),
    publicUrl: new URL('https://shop.example'),
    renderTimeoutMs: 300,
    pageMaxAgeSeconds: 60,
    pageStaleSeconds: 600,
    hsts: false,
    log,
    ...rest,
  });
  return { app, captured, calls: stub.calls };
}

const page = async (app: Hono, path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://localhost${path}`, { headers: { accept: 'text/html', ...headers } }));

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

const listen = (server: Server | TcpServer) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** What the marketplace stand-in received. */
interface Received {
  method: string;
  url: string;
  body: string;
  headers: IncomingHttpHeaders;
}

let marketplaceUrl: string;
let silentUrl: string;
let refusedUrl: string;
const received: Received[] = [];
let marketplace: Server;
let silent: TcpServer;
const silentSockets = new Set<Socket>();
let clientDir: string;

beforeAll(async () => {
  // a marketplace that answers every call with what it was asked
  marketplace = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (req.url?.includes('cached')) headers['cache-control'] = 'public, max-age=60';
      res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, headers);
      const status = req.url?.includes('missing') ? 404 : 200;
      // a success carries data, as every reply of the contract does (the SDK refuses one without)
      const data = status === 200 ? { data: {} } : {};
      res.end(JSON.stringify({ status, message: status === 200 ? 'OK' : 'Not found', ...data, echoed: body }));
    });
  });
  marketplaceUrl = await listen(marketplace);
  // a marketplace that takes the connection and never says a word
  silent = createTcpServer((socket) => {
    silentSockets.add(socket);
    socket.on('error', () => {});
  });
  silentUrl = await listen(silent);
  // a port nothing listens on
  const closed = createTcpServer();
  refusedUrl = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));

  clientDir = mkdtempSync(join(tmpdir(), 'attar-client-'));
  mkdirSync(join(clientDir, 'assets'));
  const script = 'export const answer = 42;\n'.repeat(100);
  writeFileSync(join(clientDir, 'assets/app-abc123.js'), script);
  writeFileSync(join(clientDir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(clientDir, 'assets/app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  await Promise.all([new Promise((r) => marketplace.close(r)), new Promise((r) => silent.close(r))]);
  rmSync(clientDir, { recursive: true, force: true });
});

describe('a rendered page', () => {
  it('is HTML under a CSP whose fresh nonce is on every script, with the security headers', async () => {
    const { app } = makeApp();
    const first = await page(app, '/shop');
    const second = await page(app, '/shop');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).not.toBe(nonce);

    const csp = first.headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Trusted Types for every script sink, and only the app's own policies (decision 014)
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp.split(';').map((d) => d.trim())).toContain('trusted-types attar-script dompurify');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('strict-transport-security')).toBeNull();

    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g)!;
    // the head's structured data, React's inline script, the bootstrap, the loader of the template's entry
    expect(scripts).toHaveLength(4);
    for (const tag of scripts) expect(tag.match(/nonce="([^"]*)"/g)).toEqual([`nonce="${nonce}"`]);
    for (const tag of html.match(/<style\b[^>]*>/g)!) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).toContain('<title>Rendered</title>');
    expect(html).not.toContain('<title>Default</title>');
    // a rendered page needs no "turn on JavaScript" note, and carries no shell placeholder
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('Loading…');
    expect(html).toContain('<main>/shop</main>');
  });

  it('carries HSTS only when asked to', async () => {
    const { app } = makeApp({ hsts: true });
    for (const res of [await page(app, '/'), await app.fetch(new Request('http://localhost/healthz'))])
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('is cached by shared caches when complete, with the configured lifetimes', async () => {
    const { app } = makeApp({ pageMaxAgeSeconds: 120, pageStaleSeconds: 900 });
    const res = await page(app, '/');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=900');
  });

  it('passes a not-found status through', async () => {
    const { app } = makeApp();
    const res = await page(app, '/p/missing/x');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<main>/p/missing/x</main>');
  });

  it('carries its bootstrap JSON so that no reply can close the element, and it parses back equal', async () => {
    const { app } = makeApp();
    const html = await (await page(app, '/')).text();
    const element = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ID}" nonce="[^"]+">([\\s\\S]*?)</script>`);
    const json = element.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json!)).toEqual({ reads: { review: HOSTILE, line: '\u2028&' } });
    // the hostile text never shows up as markup anywhere in the page
    expect(html).not.toContain('<script>alert(1)');
  });

  it('asks for its JavaScript from its last script, not from the head; the shell asks from the head', async () => {
    const { app } = makeApp();
    const html = await (await page(app, '/shop')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('/assets/app-abc123.js');
    const last = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].at(-1)![1];
    expect(last).toContain('e="/assets/app-abc123.js"');
    expect(last).toContain('import(e)');
    const shell = await (await page(app, '/account/orders')).text();
    expect(shell.slice(0, shell.indexOf('</head>'))).toMatch(
      /<script nonce="[^"]+" type="module" src="\/assets\/app-abc123.js"><\/script>/,
    );
  });

  it('keeps the entry in the head in development, where Vite serves the modules', async () => {
    const { app } = makeApp({ dev: true });
    const html = await (await page(app, '/shop')).text();
    expect(html.slice(0, html.indexOf('</head>'))).toContain('src="/assets/app-abc123.js"');
    expect(html).not.toContain('import(e)');
  });

  it('is the shell, never cached, for the shopper’s own pages', async () => {
    const render = vi.fn();
    const { app } = makeApp();
    const res = await page(app, '/account/orders');
    expect(render).not.toHaveBeenCalled();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const nonce = nonceOf(res);
    const html = await res.text();
    expect(html).toContain('<title>Default</title>');
    expect(html).toContain('<p>Loading…</p>');
    expect(html).toContain('<noscript>');
    for (const tag of html.match(/<script\b[^>]*>/g)!) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { app } = makeApp();
    const res = await app.fetch(new Request('http://localhost/', { method: 'HEAD', headers: { accept: 'text/html' } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain('nonce-');
    expect(await res.text()).toBe('');
  });
});

describe('a render that cannot finish', () => {
  const entryWith = (render: NonNullable<Parameters<typeof stubEntry>[0]>) => async () => stubEntry(render).entry;

  it('that throws: the shell goes out and render.failed is logged', async () => {
    const { app, captured } = makeApp({
      entry: entryWith(async () => {
        throw new Error('component exploded');
      }),
    });
    const res = await page(app, '/about');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toContain('<p>Loading…</p>');
    const line = captured.lines.find((l) => l.event === 'render.failed');
    expect(line).toMatchObject({ level: 'warn', path: '/about', shell: true, error: { message: 'component exploded' } });
    expect(line?.ms).toEqual(expect.any(Number));
  });

  it('that waits on a silent marketplace: the shell within the time limit, and render.timeout', async () => {
    const { app, captured } = makeApp({
      marketplace: silentUrl,
      renderTimeoutMs: 300,
      // waits for its read like React would, and gives up when the signal says so
      entry: entryWith(async ({ fetchRead, signal }) => {
        const read = fetchRead(['contentSite', {}] as never);
        await new Promise((resolve, reject) => {
          void read.then(resolve);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
        throw new Error('not reached');
      }),
    });
    const started = performance.now();
    const res = await page(app, '/?utm=1');
    const ms = performance.now() - started;
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(300 + 250);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toContain('<p>Loading…</p>');
    expect(captured.lines.find((l) => l.event === 'render.timeout')).toMatchObject({
      level: 'warn',
      path: '/?utm=1',
      ms: expect.any(Number),
    });
  });

  it('that ignores the time limit altogether: still the shell, a moment after the limit', async () => {
    const { app, captured } = makeApp({
      renderTimeoutMs: 200,
      entry: entryWith(() => new Promise(() => {})),
    });
    const started = performance.now();
    const res = await page(app, '/faq');
    expect(performance.now() - started).toBeLessThan(200 + 250);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<p>Loading…</p>');
    expect(captured.events()).toContain('render.timeout');
  });

  it('that hands over its page only after the shell went out: that page is thrown away', async () => {
    let cancel!: () => void;
    const cancelled = new Promise<void>((resolve) => (cancel = resolve));
    const late = { body: new ReadableStream<Uint8Array>({ cancel: () => cancel() }), bootstrap: {}, status: 200, head: '' };
    const { app } = makeApp({
      renderTimeoutMs: 100,
      entry: entryWith(() => new Promise((resolve) => setTimeout(() => resolve(late), 400))),
    });
    const res = await page(app, '/');
    expect(await res.text()).toContain('<p>Loading…</p>');
    await cancelled;
  });

  it('that hands over a partial page at the limit: that page, never cached', async () => {
    const { app, captured } = makeApp({
      renderTimeoutMs: 150,
      entry: entryWith(
        ({ signal }) =>
          new Promise((resolve) =>
            signal.addEventListener('abort', () =>
              resolve({ body: streamOf('<main>partial</main>'), bootstrap: {}, status: 200, head: '' }),
            ),
          ),
      ),
    });
    const res = await page(app, '/shop');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toContain('<main>partial</main>');
    expect(captured.lines.find((l) => l.event === 'render.timeout')).toMatchObject({ path: '/shop', partial: true });
  });

  it('whose marketplace refuses connections: the page still answers 200, never a 500', async () => {
    const { app, captured } = makeApp({
      marketplace: refusedUrl,
      entry: entryWith(async ({ fetchRead, url }) => {
        const reply = await fetchRead(['contentSite', {}] as never);
        return {
          body: streamOf(`<main>${reply === undefined ? 'loading' : 'read'}</main>`),
          bootstrap: {},
          status: 200,
          head: '',
        };
      }),
    });
    const res = await page(app, '/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<main>loading</main>');
    // what it shows is a loading state, not the page: no shared cache may keep it
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(captured.lines.find((l) => l.event === 'render.failed')).toMatchObject({ path: '/', partial: true, failedReads: 1 });
  });
});

describe('/healthz', () => {
  const health = async (app: Hono) => {
    const started = performance.now();
    const res = await app.fetch(new Request('http://localhost/healthz'));
    return { res, ms: performance.now() - started, body: (await res.json()) as Record<string, unknown> };
  };

  it('says the marketplace is reachable when it answers', async () => {
    const { res, body } = await health(makeApp({ marketplace: marketplaceUrl }).app);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(body).toMatchObject({ status: 'ok', marketplace: 'reachable', marketplaceMs: expect.any(Number) });
  });

  it('is ok with the marketplace refusing connections', async () => {
    const { body } = await health(makeApp({ marketplace: refusedUrl }).app);
    expect(body).toMatchObject({ status: 'ok', marketplace: 'unreachable' });
  });

  it('answers within about a second when the marketplace hangs', async () => {
    const { res, ms, body } = await health(makeApp({ marketplace: silentUrl }).app);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', marketplace: 'unreachable' });
    expect(ms).toBeLessThan(1300);
  });
});

describe('built files', () => {
  const asset = (app: Hono, path: string, acceptEncoding?: string) =>
    app.fetch(new Request(`http://localhost${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }));

  it('are cached for a year, as immutable', async () => {
    const { app } = makeApp({ clientDir });
    const res = await asset(app, '/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('export const answer = 42;');
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])('are sent precompressed for Accept-Encoding %j', async (accept, encoding, decode) => {
    const { app } = makeApp({ clientDir });
    const res = await asset(app, '/assets/app-abc123.js', accept);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(decode(bytes).toString()).toContain('export const answer = 42;');
  });

  it('a missing asset is a 404, not a page', async () => {
    const { app } = makeApp({ clientDir });
    const res = await page(app, '/assets/app-old999.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
  });

  it('files outside /assets are served by name for an hour, and pages are not files', async () => {
    const { app } = makeApp({ clientDir });
    const icon = await asset(app, '/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    const shop = await page(app, '/shop');
    expect(shop.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answer HEAD with the length and no body', async () => {
    const { app } = makeApp({ clientDir });
    const res = await app.fetch(new Request('http://localhost/assets/app-abc123.js', { method: 'HEAD' }));
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await res.text()).toBe('');
  });
});

describe('compression of what the server makes', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %j gives %j, and the body decodes to the same page', async (accept, encoding) => {
    const { app } = makeApp();
    const plain = await (await page(app, '/', { 'accept-encoding': 'identity' })).text();
    const res = await page(app, '/', accept ? { 'accept-encoding': accept } : {});
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-length')).toBeNull();
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
    // the nonce differs between the two answers; everything else is the same
    expect(text.toString().replace(/nonce="[^"]+"/g, '')).toBe(plain.replace(/nonce="[^"]+"/g, ''));
  });

  const tiny = (body: BodyInit | null, headers: Record<string, string>) => {
    const app = new Hono();
    app.use('*', compress());
    app.get('*', () => new Response(body, { headers }));
    return app;
  };

  it('drops the uncompressed Content-Length of an answer it compresses (a forwarded reply carries one)', async () => {
    // Hono's c.res setter copies the old answer's headers: a stale length made browsers wait for
    // bytes that never came (forwarded ordersList and wishlistList replies hung until their timeout)
    const body = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Perfume ${i}` })) });
    const app = tiny(body, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
    const res = await app.fetch(new Request('http://shop.test/buyer/order', { headers: { 'accept-encoding': 'gzip' } }));
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(body);
  });

  it('leaves small bodies, uncompressible types, empty and already-read bodies as they are', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const small = await tiny('{"a":1}', { 'content-type': 'application/json', 'content-length': '7' }).fetch(
      new Request('http://localhost/', { headers: gzip }),
    );
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('{"a":1}');

    const png = await tiny('x'.repeat(5000), { 'content-type': 'image/png' }).fetch(
      new Request('http://localhost/', { headers: gzip }),
    );
    expect(png.headers.get('content-encoding')).toBeNull();

    const empty = await tiny(null, { 'content-type': 'text/html' }).fetch(new Request('http://localhost/', { headers: gzip }));
    expect(empty.headers.get('content-encoding')).toBeNull();

    const used = new Response('x'.repeat(5000), { headers: { 'content-type': 'text/plain' } });
    await used.text();
    const app = new Hono();
    app.use('*', compress());
    app.get('*', () => used);
    const res = await app.fetch(new Request('http://localhost/', { headers: gzip }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('streams: a page’s first part arrives, decoded, before its last part is made', async () => {
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    const app = new Hono();
    app.use('*', compress());
    app.get('*', () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(`<p>first ${'a'.repeat(2000)}</p>`));
          await later;
          controller.enqueue(encoder.encode('<p>last</p>'));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/html' } });
    });
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      // fetch decodes br itself: the first part is readable while the server still holds the last
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('</p>')) text += new TextDecoder().decode((await reader.read()).value);
      expect(text).toContain('<p>first');
      expect(text).not.toContain('last');
      release();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        text += new TextDecoder().decode(chunk.value);
      expect(text).toContain('<p>last</p>');
    } finally {
      release();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br; q=0.9, gzip; q=0.9', 'br'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (accept, expected) => {
    expect(chooseEncoding(accept)).toBe(expected);
  });
});

describe('API forwarding', () => {
  const forwarding = (marketplace = marketplaceUrl) => makeApp({ marketplace, forwardApi: true });

  it('sends an API call to the marketplace as it came, and its answer back', async () => {
    const { app } = forwarding();
    received.length = 0;
    const res = await app.fetch(
      new Request('http://shop.example/additemtoquote?quote=7&x=%20y', {
        method: 'POST',
        body: JSON.stringify({ sku: 'A-1', qty: 2 }),
        headers: {
          host: 'shop.example',
          'content-type': 'application/json',
          actiontag: 'addItemToQuote',
          authorization: 'Bearer buyer-token',
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 200, echoed: JSON.stringify({ sku: 'A-1', qty: 2 }) });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call).toMatchObject({ method: 'POST', url: '/additemtoquote?quote=7&x=%20y', body: '{"sku":"A-1","qty":2}' });
    expect(call!.headers).toMatchObject({
      actiontag: 'addItemToQuote',
      authorization: 'Bearer buyer-token',
      'content-type': 'application/json',
      'x-forwarded-host': 'shop.example',
      host: new URL(marketplaceUrl).host,
    });
    // the buyer's own answer: no shared cache keeps it, and it carries the security headers too
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('forwards a POST body over a real socket too (node-server’s request, not a test one)', async () => {
    const { app } = forwarding();
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      received.length = 0;
      const body = JSON.stringify({ note: 'x'.repeat(3000) });
      const res = await fetch(`http://127.0.0.1:${port}/order?id=1`, {
        method: 'PUT',
        body,
        headers: { 'content-type': 'application/json', actiontag: 'orderUpdate', 'accept-encoding': 'gzip' },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { echoed: string }).echoed).toBe(body);
      expect(received).toMatchObject([{ method: 'PUT', url: '/order?id=1', body, headers: { actiontag: 'orderUpdate' } }]);
      expect(received[0]!.headers['x-forwarded-host']).toBe(`127.0.0.1:${port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps the marketplace’s own caching, and sets none on an anonymous call', async () => {
    const { app } = forwarding();
    const signedIn = await app.fetch(
      new Request('http://localhost/catalogProducts/cached', {
        headers: { actiontag: 'catalogProducts', authorization: 'Bearer t' },
      }),
    );
    expect(signedIn.headers.get('cache-control')).toBe('public, max-age=60');
    const anonymous = await app.fetch(
      new Request('http://localhost/catalogProducts', { headers: { actiontag: 'catalogProducts' } }),
    );
    expect(anonymous.headers.get('cache-control')).toBeNull();
  });

  it('passes the marketplace’s refusals through', async () => {
    const { app } = forwarding();
    const res = await app.fetch(new Request('http://localhost/missing/x', { headers: { actiontag: 'x' } }));
    // not an API prefix: not forwarded, and not a page either (no Accept: text/html) -> the page route
    expect(res.status).not.toBe(502);
    const order = await app.fetch(new Request('http://localhost/order/missing', { headers: { actiontag: 'x' } }));
    expect(order.status).toBe(200);
  });

  it('renders a page for a browser asking for /checkout, and forwards the API call on the same path', async () => {
    const { app } = forwarding();
    received.length = 0;
    const pageRes = await page(app, '/checkout');
    expect(pageRes.headers.get('content-type')).toMatch(/^text\/html/);
    const head = await app.fetch(new Request('http://localhost/checkout', { method: 'HEAD', headers: { accept: 'text/html' } }));
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(received).toHaveLength(0);
    const api = await app.fetch(
      new Request('http://localhost/checkout', { headers: { accept: 'text/html', actiontag: 'checkout' } }),
    );
    expect(api.headers.get('content-type')).toBe('application/json');
    expect(received.map((r) => r.url)).toEqual(['/checkout']);
  });

  it('answers 502 with the error envelope when the marketplace is down', async () => {
    const { app, captured } = forwarding(refusedUrl);
    const res = await app.fetch(
      new Request('http://localhost/order', { method: 'POST', body: '{}', headers: { actiontag: 'orderCreate' } }),
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: 'network.unreachable', message: expect.any(String) } });
    expect(captured.events()).toContain('marketplace.unreachable');
  });

  it('is off unless asked for: an API path is then a page request like any other', async () => {
    const { app } = makeApp({ marketplace: marketplaceUrl });
    received.length = 0;
    await app.fetch(new Request('http://localhost/order', { headers: { actiontag: 'x' } }));
    expect(received).toHaveLength(0);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is text naming the sitemap on the public origin', async () => {
    const { app } = makeApp();
    const res = await app.fetch(new Request('http://localhost/robots.txt'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('sitemap.xml is XML, made once per ten minutes however many ask', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { app, calls } = makeApp();
      const get = () => app.fetch(new Request('http://localhost/sitemap.xml'));
      const [first] = await Promise.all([get(), get(), get()]);
      expect(first!.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(await first!.text()).toContain('<loc>https://shop.example/shop</loc>');
      await get();
      expect(calls.sitemapEntries).toBe(1);
      vi.setSystemTime(Date.now() + 9 * 60_000);
      await get();
      expect(calls.sitemapEntries).toBe(1);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      await get();
      expect(calls.sitemapEntries).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a sitemap that could not be made is a logged 500, and the next request tries again', async () => {
    const { entry } = stubEntry();
    let fail = true;
    const { app, captured } = makeApp({
      entry: async () => ({
        ...entry,
        sitemapEntries: async () => {
          if (fail) throw new Error('catalogue unreachable');
          return [{ path: '/' }];
        },
      }),
    });
    const res = await app.fetch(new Request('http://localhost/sitemap.xml'));
    expect(res.status).toBe(500);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(captured.lines.find((l) => l.event === 'request.failed')).toMatchObject({
      path: '/sitemap.xml',
      error: { message: 'catalogue unreachable' },
    });
    fail = false;
    expect((await app.fetch(new Request('http://localhost/sitemap.xml'))).status).toBe(200);
  });
});
