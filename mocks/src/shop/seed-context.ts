/** What a slice's initializer gets: the seeded randomness and the shop's start time. */
import type { Random } from '../core/random.ts';

export interface SeedContext {
  random: Random;
  now: Date;
}
