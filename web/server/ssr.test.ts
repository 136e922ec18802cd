/**
 * The server with the real SSR entry (src/entry-server.tsx, React on Node) and index.html as written:
 * against the mock shop, a rendered page keeps its CSP promises; against a marketplace that hangs or
 * refuses connections, a page still answers in time, never with a 500, and says so in the log.
 */
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { startMockServer, type RunningMockServer } from '@attar/mocks/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, productRoute, unwrap } from '@attar/sdk';
import { BLOCKS_NOT_A_LIST, hostileAboutBlocks, hostileSite } from '../src/test-support/hostile-config.ts';
import * as entry from '../src/entry-server.tsx';
import { createStorefrontServer } from './app.ts';
import { createLogger } from './log.ts';

const TEMPLATE = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');
const RENDER_TIMEOUT_MS = 400;

let shop: RunningMockServer;
let silent: Server;
let silentUrl: string;
let refusedUrl: string;
const sockets = new Set<Socket>();

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  shop = await startMockServer({ port: 0 });
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  silentUrl = await listen(silent);
  const closed = createServer();
  refusedUrl = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all([shop?.close(), new Promise((resolve) => silent.close(resolve))]);
});

function serverFor(marketplace: string, renderTimeoutMs = RENDER_TIMEOUT_MS) {
  const lines: Array<Record<string, unknown>> = [];
  const app = createStorefrontServer({
    template: () => TEMPLATE,
    entry: async () => entry,
    marketplaceUrl: new URL(marketplace),
    publicUrl: new URL('https://shop.example'),
    renderTimeoutMs,
    pageMaxAgeSeconds: 60,
    pageStaleSeconds: 600,
    hsts: true,
    log: createLogger('info', (line) => {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    }),
  });
  const get = async (path: string) => {
    const started = performance.now();
    const res = await app.fetch(new Request(`http://localhost${path}`, { headers: { accept: 'text/html' } }));
    const html = await res.text();
    return { res, html, ms: performance.now() - started };
  };
  return { get, lines };
}

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('a page rendered by React against the mock shop', () => {
  it('is complete, cached, and every script and style in it carries the answer’s nonce', async () => {
    const { get, lines } = serverFor(shop.url, 10_000);
    const { res, html } = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=60/);
    const nonce = nonceOf(res)!;
    expect(nonce).toBeTruthy();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag.match(/\snonce="([^"]*)"/g)).toEqual([` nonce="${nonce}"`]);
    for (const tag of html.match(/<style\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    // the app rendered (no shell placeholder), and its bootstrap parses back
    expect(html).not.toContain('Loading the page…');
    const open = `<script type="application/json" id="${entry.BOOTSTRAP_ID}" nonce="${nonce}">`;
    expect(html).toContain(open);
    const from = html.indexOf(open) + open.length;
    const json = html.slice(from, html.indexOf('</script>', from));
    const bootstrap = JSON.parse(json) as { reads: Record<string, unknown> };
    expect(Object.keys(bootstrap.reads).length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.level !== 'info')).toEqual([]);
  });

  it('answers 404 for a perfume that does not exist', async () => {
    const { get } = serverFor(shop.url, 10_000);
    const { res } = await get('/p/no-such-perfume/bm9uZQ');
    expect(res.status).toBe(404);
  });

  it('is the shell for the shopper’s own pages', async () => {
    const { get } = serverFor(shop.url, 10_000);
    for (const path of ['/cart', '/profile/addresses', '/orders/OD26111500011']) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(html, path).toContain('Loading the page…');
    }
  });

  it('answers 404 with the not-found page for an address that is no page at all', async () => {
    const { get } = serverFor(shop.url, 10_000);
    for (const path of ['/no-such-page', '/account', '/orders', '/checkout/success']) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(404);
      expect(html, path).toContain('We could not find that page');
      expect(html, path).toContain('<title>Page not found');
    }
  });
});

describe('a page while the store has loginRequire on (decision 022)', () => {
  const features = (body: Record<string, boolean>) =>
    fetch(`${shop.url}/_mock/features`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** What a page carries for the browser. */
  const bootstrapOf = (html: string) => {
    const json = /<script type="application\/json" id="[^"]+" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return JSON.parse(json!) as { reads: Record<string, unknown>; errors: Record<string, unknown>; gateNotFound?: boolean };
  };
  /** The reads a page carries, by their keys (the action's name first). */
  const actionsIn = (html: string) => {
    const bootstrap = bootstrapOf(html);
    return [...Object.keys(bootstrap.reads), ...Object.keys(bootstrap.errors)].join(' ');
  };
  let product: { path: string };

  beforeAll(async () => {
    const client = createAttarClient({ baseUrl: shop.url, session: createMemorySession() });
    const first = unwrap(await client.call('catalogList', { pageNum: 1, pageSize: 1 })).items[0]!;
    product = { path: productRoute(first) };
    expect((await features({ loginRequire: true })).ok).toBe(true);
  });
  afterAll(async () => {
    await features({ loginRequire: false });
  });

  it('renders a real page as the gate’s placeholder for everyone, 200, with nothing of the catalogue', async () => {
    const { get } = serverFor(shop.url, 10_000);
    for (const path of ['/', '/shop', product.path]) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(200);
      expect(html, path).toContain('Checking that you are signed in');
      expect(html, path).not.toContain('We could not find');
      expect(actionsIn(html), path).not.toMatch(/catalog/);
      // no block of the page at all (the menu's configuration may name perfumes; the page says nothing)
      expect(html, path).not.toContain('data-block=');
    }
  });

  it('answers 404 for an address that is no page, and for a perfume or category the catalogue does not have', async () => {
    const { get } = serverFor(shop.url, 10_000);
    for (const path of ['/no-such-page', '/p/unknown/XXX', '/p/no-such-perfume/bm9uZQ', '/category/nothing/999']) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(404);
      // the same not-found page a guest and a buyer get: no sign-in asked for a page that is not there
      expect(html, path).toContain('We could not find that page');
      expect(html, path).not.toContain('Checking that you are signed in');
      // what the server learnt that from stays on the server
      expect(actionsIn(html), path).not.toMatch(/catalog/);
      // behind the gate, the browser is told to keep showing it (an unknown address is outside the gate)
      expect(bootstrapOf(html).gateNotFound, path).toBe(path === '/no-such-page' ? undefined : true);
    }
  });

  it('still renders the pages a guest reads before signing in', async () => {
    const { get } = serverFor(shop.url, 10_000);
    const { res, html } = await get('/privacy-policy');
    expect(res.status).toBe(200);
    expect(html).not.toContain('Checking that you are signed in');
  });
});

describe('a page when the marketplace does not answer', () => {
  it('that hangs: within the time limit, 200, not cached, with render.timeout logged', async () => {
    const { get, lines } = serverFor(silentUrl);
    const { res, html, ms } = await get('/');
    expect(ms).toBeLessThan(RENDER_TIMEOUT_MS + 300);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<div id="root">');
    expect(lines.find((l) => l.event === 'render.timeout')).toMatchObject({ level: 'warn', path: '/', ms: expect.any(Number) });
  });

  it('that refuses connections: at once, 200, not cached, and logged', async () => {
    const { get, lines } = serverFor(refusedUrl);
    const { res, ms } = await get('/shop');
    expect(ms).toBeLessThan(RENDER_TIMEOUT_MS + 300);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(lines.find((l) => /^render\.(failed|timeout)$/.test(String(l.event)))).toMatchObject({
      path: '/shop',
      ms: expect.any(Number),
    });
  });
});

describe('a page when the content service turns hostile (decision 014)', () => {
  it('renders what can stand on the server: the page with its broken block as a note, no hostile address, never the shell', async () => {
    const control = (path: string, body?: unknown) =>
      fetch(`${shop.url}/_mock/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
    const client = createAttarClient({ baseUrl: shop.url, session: createMemorySession() });
    const site = unwrap(await client.content.site());
    const about = unwrap(await client.content.page({ pageUrl: '/about' }));
    expect(
      (
        await control('content', {
          site: hostileSite(site),
          pages: { '/about': { blocks: hostileAboutBlocks(about) }, '/faq': BLOCKS_NOT_A_LIST },
        })
      ).ok,
    ).toBe(true);
    try {
      const { get, lines } = serverFor(shop.url, 10_000);
      const page = await get('/about');
      expect(page.res.status).toBe(200);
      const root = page.html.slice(page.html.indexOf('<div id="root">'), page.html.indexOf('<script type="application/json"'));
      expect(root).toContain('About Attar House');
      expect(root).toContain('This part of the page could not be shown.');
      expect(root).toContain('class="logo"');
      const attributes = [...root.matchAll(/\s(?:href|src|poster|style)="([^"]*)"/g)].map(([, value]) => value!);
      expect(attributes.length).toBeGreaterThan(10);
      for (const value of attributes) {
        expect(value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
        expect(value).not.toContain('evil.example');
      }
      expect(page.html).not.toMatch(/<script[^>]*\ssrc="data:/);

      // a page whose blocks are not a list: a read that failed (the browser finishes it), never cached
      const faq = await get('/faq');
      expect(faq.res.status).toBe(200);
      expect(faq.res.headers.get('cache-control')).toBe('private, no-store');
      expect(faq.html).toContain('class="logo"');
      expect(lines.find((l) => l.event === 'render.failed')).toMatchObject({ path: '/faq', failedReads: 1 });
    } finally {
      await control('reset');
    }
  });
});
