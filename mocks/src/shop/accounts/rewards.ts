/**
 * Reward points and referrals, for a store that switches them on (`/_mock/features`; this store has
 * them off, docs/product-rules.md 1). The demo buyer's ledger covers her time with the shop: a
 * welcome bonus, festive and birthday bonuses, points for the friends she brought and for her
 * delivered orders, each earning lapsing a year after it was given. Dated from the shop's start like
 * the rest of the seed; fixed values, no randomness.
 */
import type { Schemas } from '@attar/sdk';
import { DAY, HOUR } from '../../core/clock.ts';
import { pageOf } from './coupons.ts';

import type { RewardsRecord } from './state.ts';

type ReferralEntry = Schemas['ReferralEntry'];

/** Points lapse this long after they were earned. */
const POINTS_LAST_MS = 365 * DAY;

/** The demo buyer's earnings, oldest first: how long before the shop's start, points, why, the order. */
const EARNINGS: Array<[ago: number, points: number, reason: string, orderId?: string]> = [
  [628 * DAY, 250, 'Welcome bonus'],
  [560 * DAY, 50, 'Festive bonus: Holi'],
  [462 * DAY, 100, 'Birthday bonus'],
  [396 * DAY, 75, 'Festive bonus: Diwali'],
  [230 * DAY, 100, 'Meera Iyer placed her first order'],
  [215 * DAY, 50, 'Festive bonus: Holi'],
  [150 * DAY, 100, 'Kabir Shah placed his first order'],
  [97 * DAY, 100, 'Birthday bonus'],
  [31 * DAY, 75, 'Festive bonus: Diwali'],
  // the demo orders' points arrive on delivery (orders/seed.ts): one delivered a month ago, one yesterday
  [32 * DAY, 14, 'Points for order OD26101500007', 'OD26101500007'],
  [16 * HOUR, 29, 'Points for order OD26111500011', 'OD26111500011'],
];

/** The friends the demo buyer invited, oldest first (the two who ordered earned her points above). */
const FRIENDS: Array<[ago: number, name: string, state: ReferralEntry['state'], points: number]> = [
  [236 * DAY, 'Meera Iyer', 'REWARDED', 100],
  [158 * DAY, 'Kabir Shah', 'REWARDED', 100],
  [40 * DAY, 'Priya Nair', 'JOINED', 0],
  [5 * DAY, 'Rohan Mehta', 'INVITED', 0],
];

const id = (prefix: 'RW' | 'RF', n: number) => `${prefix}${String(n).padStart(6, '0')}`;

/** The demo buyer's rewards as of `now` (the shop's start): earnings, and the lapses that have happened. */
export function seedRewards(now: Date): RewardsRecord {
  const at = (time: number) => new Date(time).toISOString();
  const dated = EARNINGS.flatMap(([ago, points, reason, orderId]) => {
    const earned = now.getTime() - ago;
    const lapses = earned + POINTS_LAST_MS;
    const entry = {
      kind: 'EARNED' as const,
      points,
      reason,
      ...(orderId ? { orderId } : {}),
      time: earned,
      expiresAt: at(lapses),
    };
    const lapse = { kind: 'EXPIRED' as const, points: -points, reason: `${reason} expired`, time: lapses };
    return lapses <= now.getTime() ? [entry, lapse] : [entry];
  }).sort((a, b) => a.time - b.time);
  return {
    entries: dated.map(({ time, ...entry }, i) => ({ entryId: id('RW', i + 1), ...entry, createdAt: at(time) })),
    referrals: FRIENDS.map(([ago, refereeName, state, rewardPoints], i) => ({
      referralId: id('RF', i + 1),
      refereeName,
      state,
      rewardPoints,
      createdAt: at(now.getTime() - ago),
    })),
  };
}

/** Newest first unless `asc`, ties by id. */
function byDate<T extends { createdAt: string }>(items: readonly T[], idOf: (item: T) => string, sortOrder?: 'asc' | 'desc') {
  const sign = sortOrder === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => sign * (a.createdAt.localeCompare(b.createdAt) || idOf(a).localeCompare(idOf(b))));
}

export interface HistoryQuery {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
}

/** The histories' page size when the caller names none (the spec's 10). */
const HISTORY_PAGE_SIZE = 10;

/** A page of a buyer's points ledger with the balance (never below zero). */
export function rewardHistory(record: RewardsRecord | undefined, query: HistoryQuery) {
  const entries = record?.entries ?? [];
  const balance = entries.reduce((sum, e) => sum + e.points, 0);
  return {
    balancePoints: Math.max(0, balance),
    ...pageOf(
      byDate(entries, (e) => e.entryId, query.sortOrder),
      query.pageNum ?? 1,
      query.pageSize ?? HISTORY_PAGE_SIZE,
    ),
  };
}

/** A page of a buyer's referrals. */
export function referralHistory(record: RewardsRecord | undefined, query: HistoryQuery) {
  return pageOf(
    byDate(record?.referrals ?? [], (r) => r.referralId, query.sortOrder),
    query.pageNum ?? 1,
    query.pageSize ?? HISTORY_PAGE_SIZE,
  );
}
