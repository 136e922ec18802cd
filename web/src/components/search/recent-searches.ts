/**
 * The shopper's last searches, kept on this device only (localStorage): newest first, each once
 * (letter case aside), at most RECENT_SEARCHES_MAX. Storage that is blocked, full or holds something
 * else reads as no searches; nothing of it reaches the shop.
 */

export const RECENT_SEARCHES_KEY = 'attar.recentSearches';
export const RECENT_SEARCHES_MAX = 5;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((s): s is string => typeof s === 'string' && s.trim() !== '').slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

function write(list: string[]): void {
  try {
    if (list.length) storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    else storage()?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // full or blocked: the searches are simply not remembered
  }
}

/** Puts a search first (moving it up when it was there already); returns the list now. */
export function rememberSearch(keyword: string): string[] {
  const trimmed = keyword.trim();
  if (!trimmed) return readRecentSearches();
  const list = [trimmed, ...readRecentSearches().filter((s) => s.toLowerCase() !== trimmed.toLowerCase())].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
  write(list);
  return list;
}

export function clearRecentSearches(): void {
  write([]);
}
