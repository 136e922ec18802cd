/**
 * The server's short cache of public reads (decision 010, session 14). Every render asks the marketplace
 * for the same few things (the site configuration, the page's configuration, the rails' listings, the
 * perfume): under load, fifty renders of the same page made fifty calls each for identical answers, and
 * parsed and checked each one. Here a read is made once while it is in flight, whoever else asks, and its
 * answer serves every render for a few seconds: shorter than a shared cache may keep the page itself
 * (`ATTAR_PAGE_MAX_AGE`), so it adds no staleness a CDN in front would not. Only the server's own reads
 * pass through it, and they carry no session (app.ts): nothing in it belongs to a shopper.
 *
 * What is kept: an answer and a settled refusal (not found). A read that failed or ran out of time is
 * not kept: the next render asks again. Bounded in entries; the oldest goes first.
 */
import type { ServerFetch } from '../src/entry-server.tsx';

/** One read's outcome as the render takes it. */
type Reply = Awaited<ReturnType<ServerFetch>>;

export interface ReadCacheOptions {
  /** How long an answer serves; 0 turns the cache off (every render reads afresh). */
  ttlMs: number;
  /** At most this many answers are kept. */
  maxEntries?: number;
  /** The clock (tests). */
  now?: () => number;
}

interface Entry {
  /** When the answer stops serving; Infinity while the read is in flight. */
  expires: number;
  reply: Promise<Reply>;
}

const DEFAULT_MAX_ENTRIES = 500;

/** `fetchRead` with its answers shared for `ttlMs` and its reads in flight shared always. */
export function cachedReads(
  fetchRead: ServerFetch,
  { ttlMs, maxEntries = DEFAULT_MAX_ENTRIES, now = Date.now }: ReadCacheOptions,
): ServerFetch {
  const entries = new Map<string, Entry>();
  return ((key) => {
    const id = JSON.stringify(key);
    const found = entries.get(id);
    if (found && found.expires > now()) return found.reply;
    if (found) entries.delete(id);
    const entry: Entry = { expires: Number.POSITIVE_INFINITY, reply: fetchRead(key) as Promise<Reply> };
    entries.set(id, entry);
    entry.reply.then(
      (reply) => {
        if (entries.get(id) !== entry) return;
        if (reply === undefined || ttlMs <= 0) entries.delete(id);
        else entry.expires = now() + ttlMs;
      },
      () => {
        if (entries.get(id) === entry) entries.delete(id);
      },
    );
    // the oldest answers go first (a Map keeps its keys in the order they were set)
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry.reply;
  }) as ServerFetch;
}
