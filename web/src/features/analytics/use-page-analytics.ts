/**
 * The page wrapper's analytics (docs/product-rules.md §2 "Page wrapper", section 3): time on page sent as a
 * page message on every route change, the visitor message once per browser session, and clicks on
 * links and buttons through one delegated listener. This hook only notes what happens and when; the
 * messages are built and sent by analytics-runtime.ts, which loads after the first view.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { afterFirstView } from '../../lib/first-view.ts';
import type { SiteConfig } from '../../data/use-site.ts';

type Runtime = typeof import('./analytics-runtime.ts');
let runtime: Runtime | undefined;
let loading: Promise<Runtime> | undefined;

/** Loads the analytics code once (also awaited by tests). */
export function loadAnalytics(): Promise<Runtime> {
  loading ??= import('./analytics-runtime.ts').then((m) => (runtime = m));
  return loading;
}

/** Runs at once when the analytics code is there, else as soon as it arrives. */
function withRuntime(run: (r: Runtime) => void): void {
  if (runtime) run(runtime);
  else void loadAnalytics().then(run, (error: unknown) => console.warn('Analytics did not load', error));
}

/** The page being left, with the title it still has and the moment it ends. */
function reportPage(page: { url: string; startMs: number }): void {
  const left = { url: page.url, title: document.title, startMs: page.startMs };
  const at = new Date();
  withRuntime((r) => r.reportPage(left, at));
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
      if (!(event.target instanceof Element)) return;
      const target = event.target;
      const page = { url: window.location.pathname, title: document.title };
      const at = new Date();
      withRuntime((r) => r.reportClick(target, page, at));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const socketConfig = site?.integrations.analyticsSocket;
  const ipLookupEnabled = site?.integrations.ipLookup.enabled;
  useEffect(() => {
    if (!socketConfig || ipLookupEnabled === undefined) return;
    let live = true;
    // the visitor message (and its IP and location lookups) waits for the first view to be ready
    void afterFirstView().then(() => {
      if (live) withRuntime((r) => r.startVisitorSession(socketConfig, ipLookupEnabled, () => live));
    });
    return () => {
      live = false;
    };
  }, [socketConfig, ipLookupEnabled]);
}
