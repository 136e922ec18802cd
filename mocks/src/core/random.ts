/** Seeded randomness: the same seed builds the same shop and makes the same choices. */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  /** The generator's position, to save and restore with the shop's state. */
  readonly state: number;
}

/**
 * mulberry32: small, fast and good enough for test data.
 * @example
 * const random = createRandom(42);
 * random.int(1, 6);
 */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    get state() {
      return a;
    },
  };
}
