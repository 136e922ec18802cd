/**
 * Reads on the server (decision 010). While the server renders a public page, every `useAction` read
 * that is not the shopper's own suspends the render until the marketplace has answered; the answer goes
 * into SWR's `fallback` under SWR's own key, and the same object travels to the browser in the page,
 * so the browser's first render (the hydration) reads exactly what the server rendered from.
 *
 * A read the marketplace refused for good (not found, not valid) travels too, as the error the page
 * rendered (the perfume that does not exist renders "not found" on both sides, with a 404). A read that
 * failed otherwise or ran out of time is left out: the server renders its loading state, which is what
 * the browser's first render shows too, and the browser then asks for it itself.
 */
import { createContext, use, useContext } from 'react';
import { unstable_serialize } from 'swr';
import { ApiError, type ActionData, type ActionName } from '@attar/sdk';
import type { ActionKey } from './keys.ts';
import { BUYER_READS } from './keys.ts';

/** The replies a page was rendered from, by SWR key: SWR's `fallback`. */
export type ReadsSnapshot = Record<string, unknown>;

/** A refusal that asking again would not change, as it travels in the page (rebuilt as the SDK's ApiError). */
export interface SettledError {
  status: number;
  httpStatus: number;
  code: string;
  message: string;
}

/** The refusals a page was rendered with, by SWR key. */
export type ErrorsSnapshot = Record<string, SettledError>;

/** One read's outcome: its data, a settled refusal, or `undefined` (failed otherwise, or out of time). */
export type ServerReply<A extends ActionName> = { data: ActionData<A> } | { error: SettledError } | undefined;

/** Asks the marketplace for one read. */
export type ServerFetch = <A extends ActionName>(key: ActionKey<A>) => Promise<ServerReply<A>>;

export interface ServerReads {
  /** Every reply so far (becomes SWR's `fallback` on both sides). */
  readonly data: ReadsSnapshot;
  /** The refusals the page rendered (not found...). */
  readonly errors: ErrorsSnapshot;
  /** The same replies with their keys, in the order they came (the page's head reads them). */
  readonly replies: Array<readonly [ActionKey, unknown]>;
  /**
   * The reply to `key`, suspending the calling component until it has been read; `undefined` for a
   * read that failed or that the server never makes.
   */
  read(key: ActionKey): unknown;
  /** The code-split parts the page rendered (lib/preloadable.ts): the browser loads them before hydrating. */
  readonly modules: Set<string>;
  /** Those rendered only inside deferred regions (lib/deferred-region.tsx): loaded when a region opens. */
  readonly deferredModules: Set<string>;
  /** The page's HTTP status: 404 once a part of it rendered "not found". */
  status: number;
  /**
   * The sign-in gate's part in this render (loginRequire, components/layout/login-required.tsx):
   * `probe` lets the gated page render only so that its status is known (the server throws that HTML
   * away); `closed` (also when unset) renders the gate's placeholder; `notFound` the not-found page, for
   * an address the public reads say has no page.
   */
  gate?: 'probe' | 'closed' | 'notFound';
  /** Set when the gate held this render's page back from a guest (or, probing, would have). */
  gated?: boolean;
  /** The page's title and description as the page set them (lib/seo.ts), for the document's head. */
  title?: string;
  description?: string;
}

/** A promise that says it has settled, so React's `use` need not wait a turn to find out. */
function settled(promise: Promise<void>): Promise<void> {
  const marked = promise as Promise<void> & { status?: string };
  if (marked.status === undefined) {
    marked.status = 'pending';
    promise.then(() => {
      marked.status = 'fulfilled';
    });
  }
  return promise;
}

/** The shopper's own reads (cart, wishlist, profile...) need their session: never read on the server. */
const PRIVATE = new Set<ActionName>(BUYER_READS);

/** The reads of one server render. */
export function createServerReads(fetchRead: ServerFetch, data: ReadsSnapshot = {}, errors: ErrorsSnapshot = {}): ServerReads {
  const pending = new Map<string, Promise<void>>();
  const replies: Array<readonly [ActionKey, unknown]> = [];
  return {
    data,
    errors,
    replies,
    modules: new Set(),
    deferredModules: new Set(),
    status: 200,
    read(key) {
      if (PRIVATE.has(key[0])) return undefined;
      const id = unstable_serialize(key);
      let read = pending.get(id);
      if (!read) {
        read =
          id in data || id in errors
            ? Object.assign(Promise.resolve(), { status: 'fulfilled' })
            : settled(
                fetchRead(key).then((reply) => {
                  if (reply === undefined) return;
                  if ('error' in reply) errors[id] = reply.error;
                  else {
                    data[id] = reply.data;
                    replies.push([key, reply.data]);
                  }
                }),
              );
        pending.set(id, read);
      }
      // Every call of a read goes through `use`, ready or not: React tells a component's `use` calls
      // apart by their order, so skipping it once the reply is in would hand a later read this one's
      // promise. Suspends until the read has settled; React renders the component again then.
      use(read);
      return data[id];
    },
  };
}

const ServerReadsContext = createContext<ServerReads | null>(null);
export const ServerReadsProvider = ServerReadsContext.Provider;

/** The server render's reads; null in the browser. */
export const useServerReads = (): ServerReads | null => useContext(ServerReadsContext);

/** Marks the page the server is rendering as not found (HTTP 404); nothing in the browser. */
export function useNotFoundStatus(): void {
  const server = useContext(ServerReadsContext);
  if (server) server.status = 404;
}

let restoredErrors: ErrorsSnapshot = {};
let gateNotFoundAt: string | undefined;

/** The browser's side: the server's sign-in gate showed the not-found page at `path` (main.tsx, before hydrating). */
export function restoreGateNotFound(path: string | undefined): void {
  gateNotFoundAt = path;
}

/**
 * Whether the sign-in gate shows the not-found page at `pathname` instead of holding the page back: the
 * server found (from public reads only) that nothing is there. In the browser, only at the address the
 * server rendered so: a page the browser renders alone sends a guest to sign in as before.
 */
export function gateShowsNotFound(server: ServerReads | null, pathname: string): boolean {
  return server ? server.gate === 'notFound' : gateNotFoundAt === pathname;
}

/** The browser's side: the refusals the server rendered with, from the page (main.tsx, before hydrating). */
export function restoreSettledErrors(errors: ErrorsSnapshot): void {
  restoredErrors = errors;
}

/** The refusal the page was rendered with for SWR key `id`, as the SDK's error; none for most reads. */
export function settledErrorOf(id: string, server: ServerReads | null): ApiError | undefined {
  const error = server ? server.errors[id] : restoredErrors[id];
  return error ? new ApiError(error) : undefined;
}
