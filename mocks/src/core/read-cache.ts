/**
 * The replies of the catalogue's listing reads, kept as JSON text (`RouterOptions.cacheReads`, on in
 * the standalone server): a listing walks the whole catalogue, sorts it and serialises a page of
 * cards, and under load the same few listings are asked for again and again. A cached read still
 * goes through every check of the router (scenario switches, headers, session, the contract's checks
 * of its query and body); only the handler and the serialising of its data are skipped.
 *
 * An entry is the data of one action for one input (after the contract's coercion), one caller
 * (a buyer's listing marks the cards on their wishlist) and one scenario header. Every call of any
 * other action, and everything else that reaches the shop (control routes, analytics), empties the
 * shop's cache before and after it runs, so an entry never outlives a write. Entries are per shop: a
 * reset starts with none. See docs/decisions/012-mock-server-route-table.md.
 */
import type { ActionName } from '@attar/sdk/contract';
import type { Shop } from '../shop/shop.ts';
import type { Caller } from './context.ts';

/**
 * The reads whose data is a function of the shop's state, their input and the caller alone: no
 * clock, no randomness, no write to the state (read-cache.test.ts runs each under the `--state`
 * change tracker and finds none).
 */
export const CACHED_READS: ReadonlySet<string> = new Set<ActionName>(['catalogList', 'catalogFilters', 'catalogQuery']);

/** JSON text the cache may hold per shop; past it the cache starts again empty. */
const MAX_BYTES = 8 * 1024 * 1024;

interface Entry {
  version: number;
  message: string;
  data: string;
}

interface ShopCache {
  /** Bumped by every invalidation: a read that began before one does not store what it found. */
  version: number;
  entries: Map<string, Entry>;
  bytes: number;
}

const caches = new WeakMap<Shop, ShopCache>();

const cacheOf = (shop: Shop): ShopCache => {
  let cache = caches.get(shop);
  if (!cache) {
    cache = { version: 0, entries: new Map(), bytes: 0 };
    caches.set(shop, cache);
  }
  return cache;
};

/** Forgets every cached reply of the shop: something that may change its state is about to run, or ran. */
export function invalidateReads(shop: Shop): void {
  const cache = caches.get(shop);
  if (!cache) return;
  cache.version++;
  cache.entries.clear();
  cache.bytes = 0;
}

/** The key of a cached read: the action, who asks, the scenario header and the coerced input. */
export function readKey(action: ActionName, caller: Caller, scenario: string | null, input: unknown): string {
  const who = caller.kind === 'buyer' ? `buyer:${caller.buyerId}` : 'guest';
  return `${action}\n${who}\n${scenario ?? ''}\n${JSON.stringify(input)}`;
}

/** The cache's version now, to hand to `storeRead` once the read has run. */
export const readVersion = (shop: Shop): number => cacheOf(shop).version;

/** The cached reply of a key (its message and data as JSON), or undefined. */
export function cachedRead(shop: Shop, key: string): { message: string; data: string } | undefined {
  const cache = caches.get(shop);
  const entry = cache?.entries.get(key);
  return entry && entry.version === cache!.version ? entry : undefined;
}

/** Keeps a read's reply, unless the cache was invalidated since `version` (the read may have seen a half-done write). */
export function storeRead(shop: Shop, key: string, version: number, message: string, data: string): void {
  const cache = cacheOf(shop);
  if (cache.version !== version) return;
  const size = key.length + message.length + data.length;
  if (size > MAX_BYTES) return;
  if (cache.bytes + size > MAX_BYTES) {
    cache.entries.clear();
    cache.bytes = 0;
  }
  cache.entries.set(key, { version, message, data });
  cache.bytes += size;
}
