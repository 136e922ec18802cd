/**
 * The analytics work behind the page wrapper's hook (use-page-analytics.ts), in its own chunk that
 * loads after the first view: building the page, click and visitor messages and sending them on the
 * socket. Everything time- or page-dependent is captured by the hook when it happens and passed in.
 */
import type { Schemas } from '@attar/sdk';
import { visitorPlace } from '../../integrations/ip-lookup.ts';
import { currentSender, sendAnalytics, startAnalytics } from './analytics-client.ts';
import { clickMessage, pageMessage, TRACKED, visitorMessage } from './messages.ts';

type SocketConfig = Schemas['SiteIntegrations']['analyticsSocket'];

const VISITOR_SENT_KEY = 'attar.visitorSent';

function sessionFlag(key: string): { get(): boolean; set(): void } {
  return {
    get: () => {
      try {
        return sessionStorage.getItem(key) === '1';
      } catch {
        return false;
      }
    },
    set: () => {
      try {
        sessionStorage.setItem(key, '1');
      } catch {
        // private mode: sent again next page load, at worst
      }
    },
  };
}

/** The page message for a page the shopper left at `at`. */
export function reportPage(page: { url: string; title: string; startMs: number }, at: Date): void {
  sendAnalytics(pageMessage(page, currentSender(), at));
}

/** A click on `target` (or inside a link or button) made on `page` at `at`. */
export function reportClick(target: Element, page: { url: string; title: string }, at: Date): void {
  const element = target.closest(TRACKED);
  if (element) sendAnalytics(clickMessage(element, page, currentSender(), at));
}

/**
 * Opens the socket from the configuration and sends the visitor message once per browser session.
 * `live()` turns false when the page wrapper unmounts before the lookup ends.
 */
export function startVisitorSession(socket: SocketConfig, ipLookupEnabled: boolean, live: () => boolean): void {
  void startAnalytics(socket);
  const sent = sessionFlag(VISITOR_SENT_KEY);
  if (!socket.enabled || sent.get()) return;
  void visitorPlace(ipLookupEnabled).then((place) => {
    if (!live() || sent.get()) return;
    sent.set();
    sendAnalytics(visitorMessage(place, currentSender(), new Date()));
  });
}
