/**
 * One page answer: a public page rendered by React on the server (status, head tags, the app's HTML and
 * the replies it was rendered from), or the shell for the shopper's own pages and for a render that
 * could not finish in time. Never a 500 page and never a hang: whatever goes wrong, the shell goes out
 * within the render's time limit and the browser finishes the page (decision 010).
 */
import type { AttarClient } from '@attar/sdk';
import { ENTRY_IMPORTS, type PartFiles } from '../scripts/part-files.ts';
import type { Logger } from './log.ts';
import { contentSecurityPolicy, createNonce, securityHeaders } from './headers.ts';
import { scriptJson, withNonce, type DocumentTemplate } from './document.ts';
import { entryLoader, takeEntryScript } from './entry-loader.ts';

/** What the server needs of the SSR entry (src/entry-server.tsx). */
export interface ServerEntry {
  rendersOnServer(pathname: string): boolean;
  renderPage(options: {
    url: string;
    origin: string;
    fetchRead: import('../src/entry-server.tsx').ServerFetch;
    nonce: string;
    signal: AbortSignal;
    onError?: (error: unknown) => void;
  }): Promise<{ body: ReadableStream<Uint8Array>; bootstrap: unknown; status: number; head: string; rejectedReads?: number }>;
  BOOTSTRAP_ID: string;
  robotsTxt(origin: string): string;
  sitemapXml(origin: string, entries: ReadonlyArray<{ path: string; lastmod?: string }>): string;
  sitemapEntries(call: AttarClient['call']): Promise<Array<{ path: string; lastmod?: string }>>;
}

export interface PageOptions {
  template: DocumentTemplate;
  entry: ServerEntry;
  fetchRead: import('../src/entry-server.tsx').ServerFetch;
  /** The shop's public origin. */
  origin: string;
  /** How long a render may wait for the marketplace. */
  renderTimeoutMs: number;
  /** Cache lifetimes of a rendered public page for shared caches. */
  pageMaxAgeSeconds: number;
  pageStaleSeconds: number;
  hsts: boolean;
  dev: boolean;
  log: Logger;
  /** The files of each code-split part (scripts/part-files.ts). */
  partFiles: PartFiles;
}

/**
 * The files of the parts a page rendered with (its bootstrap's `modules`), each once, as paths from
 * the site's root: the loader preloads them with the entry (entry-loader.ts), so the hydration does not
 * wait for the entry to run and ask for them.
 */
export function partFiles(modules: readonly string[], files: PartFiles): string[] {
  return [...new Set(modules.flatMap((id) => files[id] ?? []))].map((file) => `/${file}`);
}

/** The entry's own static imports, dependencies first, as addresses (none in a build without the list). */
export const entryImports = (files: PartFiles): string[] => (files[ENTRY_IMPORTS] ?? []).map((file) => `/${file}`);

/** The template's entry script, taken out of the head for the loader to ask for (null: a build without one). */
const entries = new WeakMap<DocumentTemplate, { src: string; rest: string } | null>();
function deferredEntry(template: DocumentTemplate): { src: string; rest: string } | null {
  let found = entries.get(template);
  if (found === undefined) entries.set(template, (found = takeEntryScript(template.middle)));
  return found;
}

const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

function headersFor(options: PageOptions, nonce: string, cache: string): Headers {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cache,
    'Content-Security-Policy': contentSecurityPolicy(nonce, { dev: options.dev }),
    ...securityHeaders({ hsts: options.hsts }),
  });
  return headers;
}

/** The shell: index.html as built, for the browser to render (never cached: it may follow a session). */
function shell(options: PageOptions, nonce: string, status = 200): Response {
  const { start, defaultHead, middle, placeholder, end } = options.template;
  const html = withNonce(`${start}${defaultHead}${middle}${placeholder}${end}`, nonce);
  return new Response(html, { status, headers: headersFor(options, nonce, 'private, no-store') });
}

/** How long a render may take to hand over what it has once the time limit aborted it. */
const ABORT_GRACE_MS = 100;

/** Rejects ABORT_GRACE_MS after `signal` aborts (never settles otherwise). */
function pastTheLimit(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => setTimeout(() => reject(signal.reason), ABORT_GRACE_MS).unref(), { once: true });
  });
}

/** The answer for a page request at `url` (path and query). */
export async function pageResponse(url: URL, options: PageOptions): Promise<Response> {
  const nonce = createNonce();
  const path = `${url.pathname}${url.search}`;
  if (!options.entry.rendersOnServer(url.pathname)) return shell(options, nonce);
  const started = performance.now();
  const deadline = new AbortController();
  // reads the marketplace did not answer: the page renders their loading state, for the browser to fill
  let failedReads = 0;
  const timer = setTimeout(() => deadline.abort(new Error('render time limit')), options.renderTimeoutMs);
  try {
    const rendering = options.entry.renderPage({
      url: path,
      origin: options.origin,
      fetchRead: (key) =>
        options.fetchRead(key).then((reply) => {
          if (reply === undefined) failedReads++;
          return reply;
        }),
      nonce,
      signal: deadline.signal,
      onError: (error) => {
        // an abort at the time limit is reported once below, not per unfinished part
        if (!deadline.signal.aborted) options.log.error('render.error', { path, error });
      },
    });
    // a render that does not stop when told to still loses to the shell, a moment after the time limit
    const page = await Promise.race([rendering, pastTheLimit(deadline.signal)]).catch((error: unknown) => {
      // whatever the render hands over after the shell went out is thrown away
      rendering.then((late) => late.body.cancel()).catch(() => {});
      throw error;
    });
    const timedOut = deadline.signal.aborted;
    // a reply that failed the content checks is, for the page, a read that failed
    failedReads += page.rejectedReads ?? 0;
    const ms = Math.round(performance.now() - started);
    if (timedOut) options.log.warn('render.timeout', { path, ms, partial: true });
    else if (failedReads > 0) options.log.warn('render.failed', { path, ms, partial: true, failedReads });
    const { start, middle, end } = options.template;
    const encoder = new TextEncoder();
    const modules = (page.bootstrap as { modules?: string[] }).modules ?? [];
    // outside development the page's JavaScript waits for its first view to paint (entry-loader.ts)
    const deferred = options.dev ? null : deferredEntry(options.template);
    const before = withNonce(`${start}${page.head}${deferred ? deferred.rest : middle}`, nonce);
    const loader = deferred
      ? entryLoader(deferred.src, partFiles(modules, options.partFiles), nonce, entryImports(options.partFiles))
      : '';
    const after = `<script type="application/json" id="${options.entry.BOOTSTRAP_ID}" nonce="${nonce}">${scriptJson(page.bootstrap)}</script>${loader}${withNonce(end.replace(NOSCRIPT, ''), nonce)}`;
    const body = page.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(before));
        },
        flush(controller) {
          controller.enqueue(encoder.encode(after));
        },
      }),
    );
    // a page that could not finish names what only the browser could: never shared by a cache
    const cache =
      timedOut || failedReads > 0
        ? 'private, no-store'
        : `public, max-age=0, s-maxage=${options.pageMaxAgeSeconds}, stale-while-revalidate=${options.pageStaleSeconds}`;
    return new Response(body, { status: page.status, headers: headersFor(options, nonce, cache) });
  } catch (error) {
    options.log.warn(deadline.signal.aborted ? 'render.timeout' : 'render.failed', {
      path,
      ms: Math.round(performance.now() - started),
      shell: true,
      ...(deadline.signal.aborted ? {} : { error }),
    });
    return shell(options, nonce);
  } finally {
    clearTimeout(timer);
  }
}
