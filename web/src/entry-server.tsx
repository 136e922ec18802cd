/**
 * The server's entry (built by Vite's SSR build; the development server loads it through Vite): renders
 * a public page of the storefront at a URL with React's server renderer (`prerender`), the same
 * components as the browser, and the public reads they ask for (data/server-reads.ts). The shopper's own pages are not
 * rendered here: the server sends the shell and the browser renders them (decision 010).
 */
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { matchPath, matchRoutes, StaticRouter } from 'react-router';
import { unstable_serialize } from 'swr';
import { App } from './app/app.tsx';
import { BOOTSTRAP_ID, type Bootstrap } from './app/bootstrap.ts';
import { CONTENT_ROUTES } from './app/content-routes.ts';
import { routes } from './app/routes.tsx';
import type { ActionData, ActionName } from '@attar/sdk';
import { contentCheckFor } from './data/content-guard.ts';
import { pageHead } from './seo/head.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './seo/sitemap.ts';
import {
  createServerReads,
  ServerReadsProvider,
  type ReadsSnapshot,
  type ServerFetch,
  type ServerReads,
} from './data/server-reads.ts';

export { BOOTSTRAP_ID };
export type { ServerFetch };

/** The first reply of `action` the page was rendered from. */
function replyOf<A extends ActionName>(reads: ServerReads, action: A): ActionData<A> | undefined {
  return reads.replies.find(([key]) => key[0] === action)?.[1] as ActionData<A> | undefined;
}

/** The page's head tags (seo/head.ts) from what it rendered: its title, its configuration, its perfume. */
function headOf(reads: ServerReads, url: URL, origin: string): string {
  const product = replyOf(reads, 'catalogProduct') ?? replyOf(reads, 'catalogProductByHandle');
  const site = replyOf(reads, 'contentSite');
  const page = replyOf(reads, 'contentPage');
  const listing = replyOf(reads, 'catalogList');
  return pageHead({
    origin,
    url,
    status: reads.status,
    ...(reads.title ? { title: reads.title } : {}),
    ...(reads.description ? { description: reads.description } : {}),
    ...(site ? { site } : {}),
    ...(page ? { page } : {}),
    ...(listing ? { listing } : {}),
    ...(product && reads.status === 200 ? { product } : {}),
  });
}

/** `robots.txt` and `sitemap.xml` for the server (seo/sitemap.ts). */
export { robotsTxt, sitemapEntries, sitemapXml };

/** Whether `pathname` is no page of the route table at all (only the catch-all matches it). */
function unknownAddress(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';
}

/**
 * Whether the server renders `pathname`: the pages built from content configuration, and an address
 * that is no page at all (the not-found page, with its 404). The shopper's own pages get the shell.
 */
export function rendersOnServer(pathname: string): boolean {
  return CONTENT_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null) || unknownAddress(pathname);
}

export interface RenderOptions {
  /** The request's path and query. */
  url: string;
  /** Reads one action from the marketplace (resolves `undefined` when it failed). */
  fetchRead: ServerFetch;
  /** The shop's public origin (canonical links, link previews). */
  origin: string;
  /** The request's CSP nonce, for the scripts React writes into the stream. */
  nonce: string;
  /** Aborting gives up on whatever is still loading: those parts render in the browser. */
  signal: AbortSignal;
  /** A render error (logged by the caller). */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** The app's HTML, to go inside `#root`. */
  body: ReadableStream<Uint8Array>;
  /** What the browser's first render needs: the replies the page was rendered from, and its code-split parts. */
  bootstrap: Bootstrap;
  /** 404 when the page (or the perfume or category it names) does not exist. */
  status: number;
  /** Replies that failed their content checks: rendered as reads that failed, for the browser to finish. */
  rejectedReads: number;
  /** The page's head tags: title, description, canonical link, share tags, structured data. */
  head: string;
}

/**
 * The checked form of each reply object, made once: the server's read cache (server/read-cache.ts) hands
 * the same answer to every render for a few seconds, and checking a page's configuration costs more
 * than rendering a small page. A reply is never changed once read, so its checked form holds.
 */
const checked = new WeakMap<object, Promise<unknown>>();
function checkedOnce(action: ActionName, data: unknown): Promise<unknown> {
  if (typeof data !== 'object' || data === null) return contentCheckFor(action)(data);
  let result = checked.get(data);
  if (!result) {
    result = contentCheckFor(action)(data);
    checked.set(data, result);
  }
  return result;
}

/**
 * Renders `url` once every read it asked for has settled (or `signal` aborted); rejects when not even
 * the frame could render, and the caller sends the shell instead.
 */
export async function renderPage({ url, origin, fetchRead, nonce, signal, onError }: RenderOptions): Promise<RenderedPage> {
  // the content service's replies are checked before the page renders or carries them
  // (data/content-guard.ts); one that fails the checks renders as a read that failed. Each read is
  // made once per request, however many passes render it.
  let rejectedReads = 0;
  const asked = new Map<string, Promise<unknown>>();
  const checkedRead = ((key: Parameters<ServerFetch>[0]) => {
    const id = unstable_serialize(key);
    let reply = asked.get(id);
    if (!reply) {
      reply = fetchRead(key).then(async (reply) => {
        if (!reply || !('data' in reply)) return reply;
        try {
          return { data: await checkedOnce(key[0], reply.data) };
        } catch {
          rejectedReads++;
          return undefined;
        }
      });
      asked.set(id, reply);
    }
    return reply;
  }) as ServerFetch;
  // With the store's loginRequire on, the sign-in gate (decision 022) holds the page back: this first
  // pass renders it anyway (the gate probing), only to learn whether the address has a page; its HTML
  // and its replies are thrown away. The pass that is sent renders the gate's placeholder, or the
  // not-found page with its 404: whether a page exists follows from public reads alone.
  const probe = await renderPass(url, checkedRead, nonce, signal, onError, 'probe');
  if (!probe.reads.gated) return finish(probe, url, origin, rejectedReads);
  await probe.body.cancel();
  // out of time already: the caller sends the shell, which decides nothing
  signal.throwIfAborted();
  const gated = await renderPass(url, checkedRead, nonce, signal, onError, probe.reads.status === 404 ? 'notFound' : 'closed');
  return finish(gated, url, origin, rejectedReads);
}

/** One render of `url` with its own reads, once every read it asked for has settled (or `signal` aborted). */
async function renderPass(
  url: string,
  read: ServerFetch,
  nonce: string,
  signal: AbortSignal,
  onError: RenderOptions['onError'],
  gate: NonNullable<ServerReads['gate']>,
): Promise<{ body: Awaited<ReturnType<typeof renderToReadableStream>>; reads: ServerReads }> {
  const reads = createServerReads(read);
  reads.gate = gate;
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  // Sent once every part has rendered, each part in place: by default React sends the frame first and
  // large parts as hidden copies that inline scripts swap in, which a client without JavaScript (a
  // link preview, a reader mode) never shows. A part still waiting when `signal` aborts is left to the
  // browser (React marks it, and its script carries the nonce).
  const body = await renderToReadableStream(
    <ServerReadsProvider value={reads}>
      {/* a cache of this request's own: SWR's global one would be shared by every request */}
      <App Router={Router} provider={() => new Map()} />
    </ServerReadsProvider>,
    { nonce, signal, onError, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  await body.allReady;
  return { body, reads };
}

function finish(
  { body, reads }: Awaited<ReturnType<typeof renderPass>>,
  url: string,
  origin: string,
  rejectedReads: number,
): RenderedPage {
  const head = headOf(reads, new URL(url, origin), origin);
  return {
    body,
    bootstrap: {
      reads: reads.data,
      errors: reads.errors,
      modules: [...reads.modules],
      renderedAt: Date.now(),
      ...(reads.gate === 'notFound' ? { gateNotFound: true } : {}),
    },
    status: reads.status,
    rejectedReads,
    head,
  };
}
