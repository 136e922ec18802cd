import { readFileSync } from 'node:fs';
import { createLogger, defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isPageLoad, MARKETPLACE_PREFIXES } from './server/marketplace-paths.ts';
import { brandFonts } from './scripts/brand-fonts.ts';
import { partFiles } from './scripts/part-files.ts';
import { clipFiles } from '../mocks/src/pictures.ts';

// Dev: the storefront on Vite, proxying every marketplace path (server/marketplace-paths.ts) and the
// analytics socket to the mock server, so the browser talks to one origin. Demo (`--mode demo`): the
// in-browser mock shop (service worker) instead.

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

/** The made pictures' folder (pictures/ pipeline, decision 017). */
const PICTURES_DIR = join(import.meta.dirname, '../pictures/media');
/** Where the demo ships the made clips and their posters, under its base URL (main.tsx tells the worker). */
const DEMO_MADE_FILES = 'made/';

/**
 * The made clips and their posters (`clipFiles()` of the mock shop) as plain files under `made/`, for
 * the demo build's browser worker, which has no picture folder: it reads them from there and answers
 * `/media/video/…` and the posters' `/media/banners/…` as the mock server does (decision 023).
 * 0.57 MB, emitted into a demo build and served by the dev server in demo mode; a production build
 * ships none (its mock is a server with the picture folder).
 */
function demoClips(enabled: boolean): Plugin {
  return {
    name: 'attar:demo-clips',
    configureServer(server) {
      if (!enabled) return;
      const files = new Set(clipFiles());
      server.middlewares.use(`/${DEMO_MADE_FILES}`, (req, res, next) => {
        const file = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!files.has(file)) return next();
        res.setHeader('Cache-Control', 'no-store');
        res.end(readFileSync(join(PICTURES_DIR, file)));
      });
    },
    generateBundle() {
      if (!enabled) return;
      for (const file of clipFiles())
        this.emitFile({ type: 'asset', fileName: `${DEMO_MADE_FILES}${file}`, source: readFileSync(join(PICTURES_DIR, file)) });
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
      // out of the flow by its class (styles/base.css), not by a style attribute
      const sprite = `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" class="icon-sprite" aria-hidden="true" focusable="false">${symbols}</svg>`;
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
 * The storefront's server inside the dev server (development with HMR): every page request goes to the
 * same Hono app production runs (server/app.ts), with index.html as Vite transforms it and the SSR entry
 * loaded through Vite, so an edit shows on the next request. Vite's own middlewares (modules, the API
 * proxy) answer first; `appType: 'custom'` leaves the pages to this one.
 */
function storefrontServer(marketplace: string): Plugin {
  return {
    name: 'attar:storefront-server',
    apply: 'serve',
    configureServer(server) {
      return () => {
        const ready = (async () => {
          const [{ createStorefrontServer }, { createLogger }, { getRequestListener }] = await Promise.all([
            server.ssrLoadModule('/server/app.ts') as Promise<typeof import('./server/app.ts')>,
            server.ssrLoadModule('/server/log.ts') as Promise<typeof import('./server/log.ts')>,
            import('@hono/node-server'),
          ]);
          const address = () => {
            const info = server.httpServer?.address();
            return typeof info === 'object' && info ? `http://127.0.0.1:${info.port}` : 'http://127.0.0.1:5173';
          };
          const app = createStorefrontServer({
            template: () => server.transformIndexHtml('/', readFileSync(join(import.meta.dirname, 'index.html'), 'utf8')),
            entry: () => server.ssrLoadModule('/src/entry-server.tsx') as never,
            marketplaceUrl: new URL(marketplace),
            publicUrl: new URL(address()),
            renderTimeoutMs: 3000,
            pageMaxAgeSeconds: 0,
            pageStaleSeconds: 0,
            hsts: false,
            log: createLogger('warn'),
            dev: true,
          });
          return getRequestListener(app.fetch);
        })();
        server.middlewares.use((req, res, next) => {
          ready.then((listener) => listener(req, res)).catch(next);
        });
      };
    },
  };
}

/**
 * The built assets compressed once, at build time, with the best settings (brotli 11, gzip 9): the
 * server sends the `.br` or `.gz` next to a file as it is (server/app.ts), costing no CPU per request.
 */
function precompress(): Plugin {
  return {
    name: 'attar:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
      const { writeFileSync } = await import('node:fs');
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|html|txt|xml|webmanifest)$/.test(file)) continue;
        const path = join(options.dir!, file);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  const buildDir = process.env.ATTAR_BUILD_DIR ?? join(import.meta.dirname, 'dist');
  const demo = mode === 'demo';
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.ATTAR_MOCK_URL ?? 'http://127.0.0.1:4010';
  const proxy: Record<string, object> = {};
  for (const prefix of MARKETPLACE_PREFIXES) {
    proxy[`^${prefix}(/|\\?|$)`] = {
      target,
      changeOrigin: false,
      // a page load of a storefront route that shares an API path (`/checkout`) gets the page, not the API
      bypass: (req: { url?: string; headers: Record<string, string | string[] | undefined> }) =>
        isPageLoad(String(req.headers.accept ?? ''), req.headers.actiontag ? String(req.headers.actiontag) : undefined)
          ? demo
            ? '/index.html'
            : req.url
          : undefined,
    };
  }
  proxy['/analytics'] = { target: target.replace(/^http/, 'ws'), ws: true };
  return {
    // development renders pages with the storefront's server (the demo stays a single-page app)
    appType: demo ? 'spa' : 'custom',
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
    plugins: [
      react(),
      brandFonts(),
      partFiles(),
      mockWorker(demo),
      demoClips(demo),
      inlineAssets(),
      ...(demo ? [] : [storefrontServer(target)]),
      ...(isSsrBuild ? [] : [precompress()]),
    ],
    define: {
      'import.meta.env.VITE_ATTAR_MOCK': JSON.stringify(demo ? 'browser' : (env.VITE_ATTAR_MOCK ?? '')),
      'import.meta.env.VITE_ATTAR_MADE_FILES': JSON.stringify(demo ? DEMO_MADE_FILES : ''),
    },
    server: { host: '127.0.0.1', port: Number(env.WEB_PORT ?? 5173), strictPort: false, proxy },
    preview: { host: '127.0.0.1', port: Number(env.WEB_PORT ?? 4173), proxy },
    // the production server's bundle (server/main.ts with the SSR entry and every library it uses):
    // `node dist/server/main.js` needs no node_modules
    ssr: isSsrBuild ? { noExternal: true, target: 'node' } : {},
    build: isSsrBuild
      ? {
          target: 'node20',
          outDir: join(buildDir, 'server'),
          emptyOutDir: true,
          sourcemap: true,
          reportCompressedSize: false,
          copyPublicDir: false,
          rolldownOptions: {
            input: { main: join(import.meta.dirname, 'server/main.ts') },
            output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash:7].js' },
          },
        }
      : {
          target: 'es2022',
          outDir: join(buildDir, 'client'),
          emptyOutDir: true,
          // fonts stay files (cached, preloaded, fetched only for the subsets a page draws), never data URLs in the CSS
          assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
          // No dependency lists for lazy parts (Vite's __vitePreload maps): they name every lazy chunk's
          // imports by hashed file name inside the entry, 1.1 kB of first-load gzip that does not compress.
          // A server-rendered page names the parts it uses and their imports itself (<link rel=modulepreload>
          // from the manifest, web/server), so the first view loads the same files; a part first needed in a
          // later client navigation finds its imports when it runs (one round trip more). Decision 010.
          modulePreload: false,
          sourcemap: true,
          reportCompressedSize: false,
          rolldownOptions: {
            output: {
              // The app's lazy parts and stylesheets are named by their hash alone: the entry names every
              // lazy part (its import) and every lazy stylesheet (Vite's CSS preload list), and names that
              // do not compress cost first-load bytes (400 B gzip measured, decision 010). Source maps and
              // the manifest still say what each file holds. A library's own chunk keeps its name (the
              // entry imports none of them; the CSP report of a sanitiser names its file). Seven
              // characters: rolldown's minimum for this many chunks.
              chunkFileNames: (chunk) =>
                chunk.moduleIds.every((id) => id.includes('/node_modules/')) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
              assetFileNames: (asset) =>
                asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash:8].css' : 'assets/[name]-[hash][extname]',
              // the libraries every page needs in one chunk: one request, and gzip sees them together (not
              // the content checks, which load zod on demand: data/content-guard.ts)
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: (id: string) =>
                      /node_modules[\\/](react|react-dom|scheduler|react-router|swr|valtio|proxy-compare|dequal)[\\/]|web[\\/]src[\\/](state[\\/]|data[\\/](?!content-)|app[\\/]navigation\.tsx|lib[\\/](navigate|first-view|hydrated|preloadable|deferred-region)\.tsx?|components[\\/]ui[\\/]status\.tsx)/.test(
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
