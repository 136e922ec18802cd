/** Time in the mock shop: real time by default, a fixed and steppable clock for tests. */

export interface Clock {
  now(): Date;
  /** Moves the shop's time forward (tracking advances, OTPs and return windows expire). */
  advance(ms: number): void;
  /** Milliseconds the clock has been moved forward in total (kept with saved state). */
  readonly offsetMs: number;
}

/**
 * A clock that starts at `start` (or real time) and moves only when advanced (fixed) or with real
 * time plus the advanced offset (running).
 * @example
 * const clock = createClock({ start: '2026-11-20T10:00:00Z', running: false });
 * clock.advance(24 * 3600_000);
 */
export function createClock(options: { start?: string | Date; running?: boolean; offsetMs?: number } = {}): Clock {
  const base = options.start ? new Date(options.start).getTime() : Date.now();
  const realStart = Date.now();
  const running = options.running ?? !options.start;
  let offset = options.offsetMs ?? 0;
  return {
    now: () => new Date(base + offset + (running ? Date.now() - realStart : 0)),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward');
      offset += ms;
    },
    get offsetMs() {
      return offset;
    },
  };
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
