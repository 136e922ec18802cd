import { readFileSync } from 'node:fs';
import { createLogger, defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import contract from '@attar/sdk/openapi.json' with { type: 'json' };

/**
 * Dev: the storefront on Vite, proxying every marketplace path (from the contract's paths), media,
 * fonts, the mock's control routes and the analytics socket to the mock server, so the browser talks
 * to one origin. Demo (`--mode demo`): the in-browser mock shop (service worker) instead.
 */
const apiPrefixes = [...new Set(Object.keys(contract.paths).map((path) => `/${path.split('/')[1]!}`))];

/**
 * Vite's logger, minus the proxy's report of a socket the browser dropped (a page closed while its
 * analytics socket or a request was open): that is normal, not an error.
 */
function quietLogger() {
  const logger = createLogger();
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    const code = (options?.error as NodeJS.ErrnoException | undefined)?.code;
    if ((code === 'ECONNRESET' || code === 'EPIPE') && /proxy/.test(message)) return;
    error(message, options);
  };
  return logger;
}

/**
 * react-router's package exports point every bundler at its development build (warnings and checks
 * included); a production bundle takes the production build it also ships.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The in-browser mock shop's service worker, taken from the msw version the mock shop uses (never a
 * copy that could drift), and only in demo mode: served by the dev server and emitted into a demo
 * build. A production build carries no mock code at all (web/scripts/bundle-size.ts checks).
 */
function mockWorker(enabled: boolean): Plugin {
  const file = () =>
    readFileSync(createRequire(join(import.meta.dirname, '../mocks/package.json')).resolve('msw/mockServiceWorker.js'), 'utf8');
  return {
    name: 'attar:mock-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-store');
        res.end(file());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: file() });
    },
  };
}

/**
 * What every first view needs that is small enough to ride in index.html instead of costing a request
 * each (dev and build): the frame's icon symbols (src/components/layout/frame-icons.svg), drawn by
 * `<use href="#f-…">` in the header and menus, and the placeholder site icon as a data URL (the
 * configured one replaces it once the first view is ready).
 */
function inlineAssets(): Plugin {
  const read = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8');
  return {
    name: 'attar:inline-assets',
    transformIndexHtml(html) {
      const symbols = read('src/components/layout/frame-icons.svg')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, '')
        .replace(/>\s+</g, '><')
        .trim();
      const sprite = `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false">${symbols}</svg>`;
      // an SVG data URL needs only its quotes swapped and a few characters escaped
      const svg = read('src/favicon.svg')
        .replace(/\s*\n\s*/g, ' ')
        .trim()
        .replaceAll('"', "'");
      const favicon = `data:image/svg+xml,${svg.replace(/[<>#%{}]/g, (c) => encodeURIComponent(c))}`;
      if (!html.includes('href="/favicon.svg"') || !html.includes('<body>'))
        throw new Error('attar:inline-assets: index.html has no favicon link or <body>');
      return html.replace('href="/favicon.svg"', `href="${favicon}"`).replace('<body>', `<body>\n    ${sprite}`);
    },
  };
}

/**
 * The lazily loaded blocks of the content registry, read from its `lazyBlock(() => import(...))` lines:
 * blockRef -> the block's module path under src/.
 */
function lazyBlocks(registryFile: string): Record<string, string> {
  const source = readFileSync(join(import.meta.dirname, registryFile), 'utf8');
  const blocks: Record<string, string> = {};
  for (const [, ref, module] of source.matchAll(/^\s*(\w+): lazyBlock\(\(\) => import\('\.\/([\w/.-]+\.tsx)'\)/gm)) {
    blocks[ref!] = `/${join(dirname(registryFile), module!).replaceAll('\\', '/')}`;
  }
  if (Object.keys(blocks).length === 0) throw new Error(`attar:early-entry: no lazyBlock lines in ${registryFile}`);
  return blocks;
}

/**
 * early.ts is a second entry, run before the app: it needs only the SDK, so it starts the first view's
 * reads while the app's JavaScript is still downloading (decision 006). index.html gets its script tag
 * ahead of the app's, and a JSON list of the files (scripts and styles the first load does not already
 * have) of every lazily loaded block, which early.ts preloads for the route's own block and for the
 * page's first blocks once the page configuration arrives (build only: the dev server has no early
 * reads). The list is `{ dir, files, blocks }`: each block names its files (in `dir`) by index.
 */
function earlyEntry(name: string, registryFile: string): Plugin {
  return {
    name: 'attar:early-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const early = chunks.find((item) => item.isEntry && item.name === name);
        if (!early || !entry) throw new Error(`attar:early-entry: no entry chunk named ${name}`);
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // what index.html loads anyway: the app's entry and everything it imports statically
        const loaded = new Set<string>();
        const walk = (file: string, into: Set<string>, skip: Set<string>) => {
          if (into.has(file) || skip.has(file)) return;
          into.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) walk(dep, into, skip);
        };
        walk(entry.fileName, loaded, new Set());
        const files: string[] = [];
        const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
        const blocks: Record<string, number[]> = {};
        for (const [block, source] of Object.entries(lazyBlocks(registryFile))) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(source));
          if (!chunk) throw new Error(`attar:early-entry: no chunk for ${source}`);
          const scripts = new Set<string>();
          walk(chunk.fileName, scripts, loaded);
          const styles = [...scripts].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          blocks[block] = [...scripts, ...styles].map((file) => index(file.replace(/^assets\//, '')));
        }
        const app = html.indexOf('<script type="module"');
        if (app < 0) throw new Error('attar:early-entry: index.html has no module script');
        const list = `<script type="application/json" id="attar-block-files">${JSON.stringify({ dir: '/assets/', files, blocks })}</script>`;
        return `${html.slice(0, app)}${list}\n    <script type="module" crossorigin src="/${early.fileName}"></script>\n    ${html.slice(app)}`;
      },
    },
  };
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.ATTAR_MOCK_URL ?? 'http://127.0.0.1:4010';
  const proxy: Record<string, object> = {};
  for (const prefix of [...apiPrefixes, '/media', '/fonts', '/_mock']) {
    proxy[`^${prefix}(/|\\?|$)`] = {
      target,
      changeOrigin: false,
      // a page load of a storefront route that shares an API path (`/checkout`) gets the app, not the API
      bypass: (req: { headers: Record<string, string | string[] | undefined> }) =>
        !req.headers.actiontag && String(req.headers.accept ?? '').includes('text/html') ? '/index.html' : undefined,
    };
  }
  proxy['/analytics'] = { target: target.replace(/^http/, 'ws'), ws: true };
  return {
    customLogger: quietLogger(),
    resolve:
      command === 'build'
        ? {
            alias: [
              { find: /^react-router$/, replacement: reactRouterProduction },
              {
                find: /^use-sync-external-store\/shim$/,
                replacement: join(import.meta.dirname, 'src/lib/use-sync-external-store-shim.ts'),
              },
            ],
          }
        : {},
    plugins: [react(), mockWorker(mode === 'demo'), inlineAssets(), earlyEntry('early', 'src/content/registry.ts')],
    define: {
      'import.meta.env.VITE_ATTAR_MOCK': JSON.stringify(mode === 'demo' ? 'browser' : (env.VITE_ATTAR_MOCK ?? '')),
    },
    server: { host: '127.0.0.1', port: Number(env.WEB_PORT ?? 5173), strictPort: false, proxy },
    preview: { host: '127.0.0.1', port: Number(env.WEB_PORT ?? 4173), proxy },
    build: {
      target: 'es2022',
      // every browser the storefront supports knows <link rel="modulepreload">: no polyfill in the entry
      modulePreload: { polyfill: false },
      sourcemap: true,
      reportCompressedSize: false,
      rolldownOptions: {
        input: { index: join(import.meta.dirname, 'index.html'), early: join(import.meta.dirname, 'src/early.ts') },
        output: {
          // seven hash characters (rolldown's minimum for this many chunks) tell builds apart; the first load lists every lazy chunk's file name
          chunkFileNames: 'assets/[name]-[hash:7].js',
          // the libraries every page needs in one chunk: one request, and gzip sees them together
          // and the SDK with its transport in another, which early.ts needs alone to start the first reads
          // (not openapi-fetch: the transport sends its own requests, and only `attar.raw` loads it, lazily)
          codeSplitting: {
            groups: [
              {
                name: 'sdk',
                priority: 2,
                test: (id: string) =>
                  /vite[\\/]preload-helper|web[\\/]src[\\/](data[\\/](client|early-reads)|app[\\/](first-view|early-start))\.ts/.test(
                    id,
                  ),
              },
              {
                name: 'framework',
                priority: 1,
                test: (id: string) =>
                  /node_modules[\\/](react|react-dom|scheduler|react-router|swr|valtio|proxy-compare|dequal)[\\/]|web[\\/]src[\\/](state[\\/]|data[\\/]|app[\\/]navigation\.tsx|lib[\\/]navigate\.ts|components[\\/]ui[\\/]status\.tsx)/.test(
                    id,
                  ),
              },
            ],
          },
        },
      },
    },
  };
});
