/**
 * The static build: every public page the sitemap lists, rendered once at build time by the production
 * server and written as HTML files into the client half of a build, for hosting without a server (any
 * static host or CDN). Each page hydrates like a served one; its replies are from build time, and the
 * browser reads them afresh once the page is older than a minute (main.tsx). The shopper's own pages
 * (cart, checkout, account) come from `shell.html`, which a static host serves for every other path
 * (also written as `404.html`, the name most hosts look for). Every page carries its
 * Content-Security-Policy in a meta element, its inline scripts allowed by hash (server/static-policy.ts).
 *
 *   node_modules/.bin/tsx web/scripts/prerender.ts [--dist web/dist] [--marketplace URL] [--public-url URL]
 *
 * Without `--marketplace` it renders from a local mock shop started for the purpose.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { withStaticPolicy } from '../server/static-policy.ts';
import { argValue, repoRoot, webRoot } from './build.ts';
import { freePort, waitFor } from './serve.ts';

const dist = resolve(argValue('dist') ?? join(webRoot, 'dist'));
const client = join(dist, 'client');

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.once('exit', stopAll);

async function main(): Promise<void> {
  if (!existsSync(join(dist, 'server/main.js')) || !existsSync(join(client, 'index.html')))
    throw new Error(`${dist} is not a build: run \`pnpm --filter @attar/web build\` first`);
  let marketplace = argValue('marketplace');
  if (!marketplace) {
    const port = await freePort();
    marketplace = `http://127.0.0.1:${port}`;
    const mock = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['mocks/src/server/main.ts', '--port', String(port), '--quiet'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(mock);
    await waitFor(`${marketplace}/_mock/health`, mock, 'the mock shop');
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(dist, 'server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ATTAR_MARKETPLACE_URL: marketplace,
      ATTAR_PUBLIC_URL: argValue('public-url') ?? origin,
      PORT: String(port),
      ATTAR_RENDER_TIMEOUT_MS: '10000',
      ATTAR_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  await waitFor(`${origin}/healthz`, server, 'the storefront server');

  // the shell first: index.html is about to become the home page (and its precompressed copies, the
  // shell's, would be what a host sends for it)
  const shellHtml = withStaticPolicy(readFileSync(join(client, 'index.html'), 'utf8'));
  writeFileSync(join(client, 'shell.html'), shellHtml);
  writeFileSync(join(client, '404.html'), shellHtml);
  for (const copy of ['index.html.br', 'index.html.gz']) rmSync(join(client, copy), { force: true });
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!.replaceAll('&amp;', '&')).pathname);
  let written = 0;
  for (const path of paths) {
    const reply = await fetch(`${origin}${path}`, { headers: { Accept: 'text/html' } });
    if (reply.status !== 200) {
      console.warn(`prerender: ${path} answered ${reply.status}; left to the shell`);
      continue;
    }
    // a static host sends no per-request policy: the page carries its own, its inline scripts by hash
    const html = withStaticPolicy((await reply.text()).replace(/ nonce="[^"]*"/g, ''));
    const file = path === '/' ? join(client, 'index.html') : join(client, decodeURIComponent(path), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written++;
  }
  writeFileSync(join(client, 'sitemap.xml'), sitemap);
  writeFileSync(join(client, 'robots.txt'), await (await fetch(`${origin}/robots.txt`)).text());
  console.log(`prerender: ${written} of ${paths.length} pages written to ${client} (shell.html and 404.html for the rest)`);
}

main()
  .catch((error: unknown) => {
    console.error(`prerender: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(stopAll);
