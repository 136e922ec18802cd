/**
 * Builds the in-memory shop from a seed (same seed, same shop), and saves and restores it for
 * `--state FILE`.
 */
import { createClock, type Clock } from '../core/clock.ts';
import { createRandom, type Random } from '../core/random.ts';
import { defaultScenario, type Scenario } from '../core/scenario.ts';
import { createAccountsSlice } from './accounts/seed.ts';
import { createCartSlice } from './cart/seed.ts';
import { createCatalogueSlice } from './catalogue/seed.ts';
import { createContentSlice } from './content/seed.ts';
import { createOrdersSlice, SEEDED_SEQUENCES } from './orders/seed.ts';
import { setFeatures, type StoreFeatures } from './features.ts';
import type { Shop, ShopState } from './shop.ts';

export interface ShopOptions {
  /** Seed of every generated thing (default 20261122). */
  seed?: number;
  /** Start of the shop's clock (default: real time, running). Tests pass a fixed ISO date. */
  start?: string;
  /** Let the clock run with real time from `start` (default: true when no start is given). */
  running?: boolean;
  /** Server-wide scenario defaults. */
  flags?: Partial<Scenario>;
  /** Where the shop prints its log (OTPs, payments); default: nowhere. */
  log?: (line: string) => void;
  /** The public key guests speak with (default `public`). */
  marketplaceKey?: string;
  /** Every OTP the shop sends (default `123456`, predictable on purpose). */
  otp?: string;
  /** Store features switched on or off from the seeded site configuration (`{ guestCheckout: true }`). */
  features?: Partial<StoreFeatures>;
}

export const DEFAULT_SEED = 20261122;

/** Builds a fresh shop from a seed. */
export function createShop(options: ShopOptions = {}): Shop {
  const seed = options.seed ?? DEFAULT_SEED;
  const clock = createClock({
    ...(options.start ? { start: options.start } : {}),
    ...(options.running === undefined ? {} : { running: options.running }),
  });
  const random = createRandom(seed);
  const flags = { ...defaultScenario(), ...options.flags };
  const seedCtx = { random, now: clock.now() };
  const catalogue = createCatalogueSlice(seedCtx);
  const state: ShopState = {
    sequences: { ...SEEDED_SEQUENCES },
    sessions: {},
    requestCount: 0,
    ...catalogue,
    ...createAccountsSlice({ ...seedCtx, catalogue }),
    ...createCartSlice(seedCtx),
    ...createOrdersSlice(seedCtx),
    ...createContentSlice({ ...seedCtx, catalogue }),
  };
  const shop = assemble(state, { seed, clock, random, flags, options });
  if (options.features) setFeatures(shop, options.features);
  return shop;
}

function assemble(
  state: ShopState,
  parts: { seed: number; clock: Clock; random: Random; flags: Scenario; options: ShopOptions },
): Shop {
  const { options } = parts;
  const shop: Shop = {
    state,
    clock: parts.clock,
    random: parts.random,
    flags: parts.flags,
    uncheckedReplies: new Set(),
    seed: parts.seed,
    marketplaceKey: options.marketplaceKey ?? 'public',
    otp: options.otp ?? '123456',
    log: options.log ?? (() => {}),
    nextId(prefix, width) {
      // through shop.state, not the state it was built with: --state puts a change tracker there
      const sequences = shop.state.sequences;
      const n = (sequences[prefix] ?? 0) + 1;
      sequences[prefix] = n;
      return `${prefix}${String(n).padStart(width, '0')}`;
    },
    nowIso: () => parts.clock.now().toISOString(),
  };
  return shop;
}

/** What `--state FILE` keeps: the state plus the clock offset and the generator position. */
export interface SavedShop {
  version: 1;
  seed: number;
  clockOffsetMs: number;
  /** Where the seeded generator stood, so a restored shop goes on drawing the same ids (older files: derived). */
  randomState?: number;
  savedAt: string;
  state: ShopState;
}

export function saveShop(shop: Shop): SavedShop {
  return {
    version: 1,
    seed: shop.seed,
    clockOffsetMs: shop.clock.offsetMs,
    randomState: shop.random.state,
    savedAt: shop.nowIso(),
    state: shop.state,
  };
}

/** Rebuilds a shop from saved state; the clock keeps its advanced offset. */
export function restoreShop(saved: SavedShop, options: ShopOptions = {}): Shop {
  if (saved.version !== 1) throw new Error(`Unknown saved shop version ${String(saved.version)}`);
  const clock = createClock({ ...(options.start ? { start: options.start } : {}), offsetMs: saved.clockOffsetMs });
  const shop = assemble(saved.state, {
    seed: saved.seed,
    clock,
    random: createRandom(saved.randomState ?? saved.seed + saved.state.requestCount),
    flags: { ...defaultScenario(), ...options.flags },
    options,
  });
  if (options.features) setFeatures(shop, options.features);
  return shop;
}
