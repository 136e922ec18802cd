/**
 * What the in-memory shop is: one plain, JSON-serialisable state object made of one slice per domain,
 * plus the clock, the seeded randomness and the server-wide scenario flags. Types only, so every
 * domain can name the shop without importing the others; create.ts builds one from a seed.
 */
import type { Clock } from '../core/clock.ts';
import type { Random } from '../core/random.ts';
import type { Scenario } from '../core/scenario.ts';
import type { AccountsSlice } from './accounts/state.ts';
import type { CartSlice } from './cart/state.ts';
import type { ActionName } from '@attar/sdk';
import type { CatalogueSlice } from './catalogue/state.ts';
import type { ContentSlice } from './content/state.ts';
import type { OrdersSlice } from './orders/state.ts';

/** A signed-in session: the bearer token a buyer got at sign-in. */
export interface SessionRecord {
  token: string;
  buyerId: string;
  createdAt: string;
  expiresAt: string;
}

export interface CoreSlice {
  /** Next number of each id sequence (`OD`, `FL`, `AD`, ...). */
  sequences: Record<string, number>;
  sessions: Record<string, SessionRecord>;
  requestCount: number;
}

export type ShopState = CoreSlice & CatalogueSlice & AccountsSlice & CartSlice & OrdersSlice & ContentSlice;

export interface Shop {
  state: ShopState;
  clock: Clock;
  random: Random;
  flags: Scenario;
  /**
   * Actions whose stored data a control route replaced with raw JSON (`POST /_mock/content`): their
   * replies are served as they are, without the mock's own contract check, as a broken or hostile
   * marketplace would send them. Empty after a reset.
   */
  readonly uncheckedReplies: Set<ActionName>;
  readonly seed: number;
  readonly marketplaceKey: string;
  readonly otp: string;
  log(line: string): void;
  /** The next id of a sequence: `nextId('OD', 11)` -> `OD00000000001`. */
  nextId(prefix: string, width: number): string;
  /** An ISO timestamp of the shop's clock. */
  nowIso(): string;
}
