/**
 * The visitor's public IP and its approximate location (spec/external.yaml: `getPublicIp`,
 * `getIpLocation`). Both services default to their local mock paths on the storefront's own origin, so
 * nothing reaches the internet; `VITE_ATTAR_IP_SERVICE` and `VITE_ATTAR_IP_LOOKUP_SERVICE` point them
 * elsewhere. A failure is never an error for the shopper: the place comes back with `ip: 'N/A'`.
 */
import type { ExternalComponents } from '@attar/sdk/external';

type IpLocation = ExternalComponents['schemas']['IpLocation'];

/** Where the visitor is, as the analytics messages and the header's location need it. */
export interface VisitorPlace {
  /** Public IP, or `N/A` when the lookup failed or is off. */
  ip: string;
  city: string;
  region: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

export const UNKNOWN_PLACE: VisitorPlace = {
  ip: 'N/A',
  city: 'N/A',
  region: 'N/A',
  country: 'N/A',
  latitude: null,
  longitude: null,
};

export interface IpLookupOptions {
  /** Base URL of the public IP service. */
  ipService?: string;
  /** Base URL of the IP location service. */
  lookupService?: string;
  fetch?: typeof fetch;
}

const env = import.meta.env as Record<string, string | undefined>;
const IP_SERVICE = env.VITE_ATTAR_IP_SERVICE ?? '/_mock/public-ip';
const LOOKUP_SERVICE = env.VITE_ATTAR_IP_LOOKUP_SERVICE ?? '/_mock/ip-lookup';
const IP_PATTERN = /^[0-9A-Fa-f:.]{2,45}$/;
const LOC_PATTERN = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;

async function getJson(fetchFn: typeof fetch, url: string): Promise<unknown> {
  const response = await fetchFn(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** `"12.97,77.59"` as numbers, or nulls when missing or malformed. */
export function parseLoc(loc: unknown): { latitude: number | null; longitude: number | null } {
  const match = typeof loc === 'string' ? LOC_PATTERN.exec(loc) : null;
  if (!match) return { latitude: null, longitude: null };
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { latitude: null, longitude: null };
  return { latitude, longitude };
}

/** A place name as shown and kept: short and printable, else unknown. */
const PLACE_TEXT = /^[^\u0000-\u001f\u007f]{1,100}$/;
const text = (value: unknown): string => (typeof value === 'string' && PLACE_TEXT.test(value.trim()) ? value.trim() : 'N/A');

/**
 * Looks up the public IP, then its location. Never rejects: an unknown IP gives `UNKNOWN_PLACE`, a
 * known IP without a location keeps the IP and `N/A` for the rest.
 * @example
 * const place = await lookupVisitorPlace(); // { ip: '203.0.113.42', city: 'Bengaluru', ... }
 */
export async function lookupVisitorPlace(options: IpLookupOptions = {}): Promise<VisitorPlace> {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const ipService = (options.ipService ?? IP_SERVICE).replace(/\/+$/, '');
  const lookupService = (options.lookupService ?? LOOKUP_SERVICE).replace(/\/+$/, '');
  let ip: string;
  try {
    const reply = (await getJson(fetchFn, `${ipService}?format=json`)) as { ip?: unknown };
    if (typeof reply.ip !== 'string' || !IP_PATTERN.test(reply.ip)) return UNKNOWN_PLACE;
    ip = reply.ip;
  } catch {
    return UNKNOWN_PLACE;
  }
  try {
    const where = (await getJson(fetchFn, `${lookupService}/${encodeURIComponent(ip)}/json`)) as Partial<IpLocation>;
    return { ip, city: text(where.city), region: text(where.region), country: text(where.country), ...parseLoc(where.loc) };
  } catch {
    return { ...UNKNOWN_PLACE, ip };
  }
}

const SESSION_KEY = 'attar.visitorPlace';
let pending: Promise<VisitorPlace> | undefined;
let known: VisitorPlace = UNKNOWN_PLACE;

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Longest saved place taken: a real one is under 300 characters. */
const MAX_SAVED = 1000;

const savedText = (value: unknown): value is string => typeof value === 'string' && PLACE_TEXT.test(value);
const savedDegrees = (value: unknown, max: number): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= max);

/**
 * A place saved earlier in this session, read as untrusted input (the storage is the page's, and
 * anything on the page could have written it): bounded in size and checked field by field, or nothing.
 */
export function readSavedPlace(saved: string | null | undefined): VisitorPlace | undefined {
  if (!saved || saved.length > MAX_SAVED) return undefined;
  let place: unknown;
  try {
    place = JSON.parse(saved);
  } catch {
    return undefined;
  }
  if (typeof place !== 'object' || place === null) return undefined;
  const { ip, city, region, country, latitude, longitude } = place as Record<string, unknown>;
  if (typeof ip !== 'string' || !IP_PATTERN.test(ip)) return undefined;
  if (!savedText(city) || !savedText(region) || !savedText(country)) return undefined;
  if (!savedDegrees(latitude, 90) || !savedDegrees(longitude, 180)) return undefined;
  return { ip, city, region, country, latitude, longitude };
}

function savedPlace(storage: Storage | undefined): VisitorPlace | undefined {
  const saved = storage?.getItem(SESSION_KEY);
  if (!saved) return undefined;
  const place = readSavedPlace(saved);
  // not a place this code wrote: look it up again
  if (!place) storage?.removeItem(SESSION_KEY);
  return place;
}

/**
 * The visitor's place, looked up once per browser session (kept in sessionStorage) and shared by every
 * caller on this page. With `enabled` false it resolves to `UNKNOWN_PLACE` without a request.
 * @example
 * const { city } = await visitorPlace(site.integrations.ipLookup.enabled);
 */
export function visitorPlace(enabled: boolean, options?: IpLookupOptions): Promise<VisitorPlace> {
  if (!enabled) return Promise.resolve(UNKNOWN_PLACE);
  if (pending) return pending;
  const storage = sessionStore();
  const saved = savedPlace(storage);
  pending = saved ? Promise.resolve(saved) : lookupVisitorPlace(options);
  pending = pending.then((place) => {
    known = place;
    // a failed lookup is tried again in the next session, not remembered
    if (!saved && place.ip !== 'N/A') storage?.setItem(SESSION_KEY, JSON.stringify(place));
    return place;
  });
  return pending;
}

/** The place found so far on this page (`UNKNOWN_PLACE` until the lookup ends). */
export const knownPlace = (): VisitorPlace => known;

/** Forgets the shared lookup (tests). */
export function resetVisitorPlace(): void {
  pending = undefined;
  known = UNKNOWN_PLACE;
}
