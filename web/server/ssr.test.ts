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
    const { res, html } = await get('/account');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('Loading the page…');
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
