/**
 * The analytics messages (spec/analytics.yaml, docs/product-rules.md §3): page views with the time spent,
 * the visitor message and clicks. Pure builders: the sender, the clock and the place are passed in.
 */
import type { AnalyticsComponents } from '@attar/sdk/analytics';
import type { VisitorPlace } from '../../integrations/ip-lookup.ts';

type S = AnalyticsComponents['schemas'];
export type PageMessage = S['PageAnalyticsMessage'];
export type VisitorMessage = S['VisitorAnalyticsMessage'];
export type ClickMessage = S['ClickAnalyticsMessage'];
export type ClickTarget = S['AnalyticsClickTarget'];

/** Who sends, when, from where: the fields every message carries. */
export interface Sender {
  /** The buyer's token, or the public marketplace key for a guest. */
  token: string;
  /** The sender's API type; a page message puts its page kind under this key instead (see pageMessage). */
  type: S['AnalyticsSenderType'];
  userAgent: string;
  ip: string;
}

type Common = Pick<VisitorMessage, 'token' | 'type' | 'timeStamp' | 'userAgent' | 'ip'>;

const clip = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

/** Seconds between two instants (ms), rounded to 2 decimals, never negative. @example spendSeconds(0, 42_371) // 42.37 */
export function spendSeconds(startMs: number, endMs: number): number {
  return Math.max(0, Math.round((endMs - startMs) / 10) / 100);
}

function common(sender: Sender, now: Date): Common {
  return {
    token: clip(sender.token, 2048),
    type: sender.type,
    timeStamp: now.toISOString(),
    userAgent: clip(sender.userAgent, 512),
    ip: /^([0-9A-Fa-f:.]+|N\/A)$/.test(sender.ip) ? clip(sender.ip, 45) : 'N/A',
  };
}

/** A path-only page URL (`/p/oud-noir/UFIwMDAxMg`), as the messages require. */
export function pagePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return clip(path.startsWith('/') ? path : `/${path}`, 500);
}

/**
 * The page message for a page being left. Its `type` is the page kind `P` (decision 026), which takes the key the other
 * messages give the sender's G or C; the token still says who sent it.
 * @example pageMessage({ url: '/faq', title: 'FAQ | Attar House', startMs: 0 }, sender, new Date(42_371))
 */
export function pageMessage(page: { url: string; title: string; startMs: number }, sender: Sender, now: Date): PageMessage {
  const { type: _senderType, ...rest } = common(sender, now);
  return {
    topic: 'pageAnalytics',
    event: 'V',
    type: 'P',
    pageUrl: pagePath(page.url),
    pTitle: clip(page.title, 200),
    totalSpendTime: spendSeconds(page.startMs, now.getTime()),
    ...rest,
  };
}

/** Browser and platform names from a user agent string. */
export function deviceOf(userAgent: string): { browser: string; platform: string } {
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS/.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS|Chromium/.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'Other';
  const platform = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : 'Other';
  return { browser, platform };
}

/** The visitor message: where the visitor is and what they use. */
export function visitorMessage(place: VisitorPlace, sender: Sender, now: Date): VisitorMessage {
  return {
    topic: 'userAnalytics',
    event: 'S',
    city: place.city,
    region: place.region,
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    device: { ...deviceOf(sender.userAgent), userAgent: clip(sender.userAgent, 512) },
    ...common({ ...sender, ip: place.ip }, now),
  };
}

/** Elements whose clicks are tracked: links, buttons, and anything marked `data-track`. */
export const TRACKED = 'a[href], button, [role="button"], [data-track]';

/** What was clicked: tag, visible text, link and the content block around it. */
export function clickTarget(element: Element): ClickTarget {
  const target: ClickTarget = { tagName: clip(element.tagName.toLowerCase(), 32) };
  const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (label) target.text = clip(label, 100);
  const href = element.getAttribute('href');
  if (href) target.href = clip(href, 500);
  const block = element.closest<HTMLElement>('[data-block]');
  if (block?.dataset.block) target.blockRef = clip(block.dataset.block, 40);
  const blockId = element.closest<HTMLElement>('[data-block-id]')?.dataset.blockId;
  if (blockId) target.blockId = clip(blockId, 20);
  const elementId = element.closest<HTMLElement>('[data-element-id]')?.dataset.elementId;
  if (elementId) target.elementId = clip(elementId, 20);
  return target;
}

/** The click message for a tracked element on the current page. */
export function clickMessage(element: Element, page: { url: string; title: string }, sender: Sender, now: Date): ClickMessage {
  return {
    topic: 'pageAnalytics',
    event: 'C',
    pageUrl: pagePath(page.url),
    pTitle: clip(page.title, 200),
    target: clickTarget(element),
    ...common(sender, now),
  };
}
