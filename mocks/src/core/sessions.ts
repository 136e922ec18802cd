/** Buyer sessions: tokens handed out at sign-in and checked on every call. */
import type { SessionRecord, Shop } from '../shop/shop.ts';
import { DAY } from './clock.ts';

export const SESSION_DAYS = 30;

/** Starts a session for a buyer and returns its record (token included). */
export function startSession(shop: Shop, buyerId: string): SessionRecord {
  const hex = Array.from({ length: 24 }, () => shop.random.int(0, 15).toString(16)).join('');
  const now = shop.clock.now();
  const record: SessionRecord = {
    token: `tok_${hex}`,
    buyerId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY).toISOString(),
  };
  shop.state.sessions[record.token] = record;
  return record;
}

/** The live session of a token, or undefined when unknown or expired. */
export function resolveSession(shop: Shop, token: string): SessionRecord | undefined {
  const record = shop.state.sessions[token];
  if (!record) return undefined;
  if (new Date(record.expiresAt).getTime() <= shop.clock.now().getTime()) {
    delete shop.state.sessions[token];
    return undefined;
  }
  return record;
}

/** Ends one session, or every session of its buyer. Returns how many ended. */
export function endSession(shop: Shop, token: string, allOfBuyer = false): number {
  const record = shop.state.sessions[token];
  if (!record) return 0;
  if (!allOfBuyer) {
    delete shop.state.sessions[token];
    return 1;
  }
  let ended = 0;
  for (const [key, value] of Object.entries(shop.state.sessions)) {
    if (value.buyerId === record.buyerId) {
      delete shop.state.sessions[key];
      ended++;
    }
  }
  return ended;
}
