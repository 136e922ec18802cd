/**
 * The page wrapper's analytics (SPEC.md section 2 "Page wrapper", section 3): time on page sent as a
 * page message on every route change, the visitor message once per browser session, and clicks on
 * links and buttons through one delegated listener.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { visitorPlace } from '../../integrations/ip-lookup.ts';
import type { SiteConfig } from '../site/use-site.ts';
import { currentSender, sendAnalytics, startAnalytics } from './analytics-client.ts';
import { clickMessage, pageMessage, TRACKED, visitorMessage } from './messages.ts';

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

/** Sends the page message for the page being left (its title is still the document's). */
function reportPage(page: { url: string; startMs: number }): void {
  sendAnalytics(pageMessage({ url: page.url, title: document.title, startMs: page.startMs }, currentSender(), new Date()));
}

/**
 * Wires page, visitor and click analytics for the whole app. Call once, in the page wrapper.
 * @example usePageAnalytics(site)
 */
export function usePageAnalytics(site: SiteConfig | undefined): void {
  const { pathname } = useLocation();
  const current = useRef<{ url: string; startMs: number } | null>(null);

  // Layout effect: runs before the new page's effects change document.title, so the message for the
  // page being left carries that page's title.
  useLayoutEffect(() => {
    const previous = current.current;
    if (previous && previous.url !== pathname) reportPage(previous);
    if (!previous || previous.url !== pathname) current.current = { url: pathname, startMs: Date.now() };
  }, [pathname]);

  // Leaving the site (tab closed or sent to the background) also ends the time on the page.
  useEffect(() => {
    const onHide = () => {
      if (current.current) reportPage(current.current);
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && current.current) current.current = { ...current.current, startMs: Date.now() };
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  useEffect(() => {
    // capture phase: seen before the router navigates, so the click belongs to the page it was made on
    const onClick = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target.closest(TRACKED) : null;
      if (!element) return;
      sendAnalytics(clickMessage(element, { url: window.location.pathname, title: document.title }, currentSender(), new Date()));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const socketConfig = site?.integrations.analyticsSocket;
  const ipLookupEnabled = site?.integrations.ipLookup.enabled;
  useEffect(() => {
    if (!socketConfig || ipLookupEnabled === undefined) return;
    void startAnalytics(socketConfig);
    const sent = sessionFlag(VISITOR_SENT_KEY);
    if (!socketConfig.enabled || sent.get()) return;
    let live = true;
    void visitorPlace(ipLookupEnabled).then((place) => {
      if (!live || sent.get()) return;
      sent.set();
      sendAnalytics(visitorMessage(place, currentSender(), new Date()));
    });
    return () => {
      live = false;
    };
  }, [socketConfig, ipLookupEnabled]);
}
