// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { siteConfig } from '../../components/layout/frame-test-kit.tsx';
import type { SiteConfig } from '../../data/use-site.ts';
import { firstViewMounted, resetFirstViewForTests } from '../../lib/first-view.ts';
import { loadAnalytics, usePageAnalytics } from './use-page-analytics.ts';

const sent = vi.hoisted(() => [] as Array<Record<string, unknown>>);
const started = vi.hoisted(() => vi.fn());
vi.mock('./analytics-client.ts', () => ({
  sendAnalytics: (message: Record<string, unknown>) => sent.push(message),
  startAnalytics: started,
  currentSender: () => ({ token: 'public', type: 'G', userAgent: 'test-agent', ip: 'N/A' }),
}));
vi.mock('../../integrations/ip-lookup.ts', () => ({
  visitorPlace: () =>
    Promise.resolve({
      ip: '203.0.113.42',
      city: 'Bengaluru',
      region: 'Karnataka',
      country: 'IN',
      latitude: 12.97,
      longitude: 77.59,
    }),
}));

function Harness({ site }: { site: SiteConfig | undefined }) {
  usePageAnalytics(site);
  return (
    <nav>
      <Link to="/faq">FAQ</Link>
      <Link to="/about">About</Link>
    </nav>
  );
}

function renderAt(path: string, site: SiteConfig | undefined) {
  const router = createMemoryRouter([{ path: '*', element: <Harness site={site} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  sent.length = 0;
  sessionStorage.clear();
  resetFirstViewForTests();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const pages = () => sent.filter((m) => m.event === 'V');

describe('time on page', () => {
  it('sends the seconds spent on a page, with its title, when the route changes', async () => {
    document.title = 'Attar House';
    const router = renderAt('/', undefined);
    vi.setSystemTime(new Date('2026-11-20T10:00:12.345Z'));
    await act(() => router.navigate('/faq'));
    document.title = 'FAQ | Attar House';
    vi.setSystemTime(new Date('2026-11-20T10:01:00.000Z'));
    await act(() => router.navigate('/about'));
    // the messages are built by the analytics chunk, which loads after the first view
    await loadAnalytics();
    await vi.waitFor(() => expect(pages()).toHaveLength(2));
    expect(pages()).toEqual([
      expect.objectContaining({
        topic: 'pageAnalytics',
        type: 'P',
        pageUrl: '/',
        pTitle: 'Attar House',
        totalSpendTime: 12.35,
        token: 'public',
      }),
      expect.objectContaining({ pageUrl: '/faq', pTitle: 'FAQ | Attar House', totalSpendTime: 47.66 }),
    ]);
  });

  it('does not count a change of query string as a new page', async () => {
    const router = renderAt('/shop', undefined);
    await act(() => router.navigate('/shop?keyword=oud'));
    await loadAnalytics();
    await act(async () => {});
    expect(pages()).toEqual([]);
  });
});

describe('clicks and the visitor message', () => {
  it('sends a click message for links and buttons', async () => {
    renderAt('/', undefined);
    fireEvent.click(document.querySelector('a[href="/faq"]')!);
    await loadAnalytics();
    await vi.waitFor(() => expect(sent.some((m) => m.event === 'C')).toBe(true));
    expect(sent.find((m) => m.event === 'C')).toMatchObject({
      pageUrl: '/',
      target: { tagName: 'a', text: 'FAQ', href: '/faq' },
    });
  });

  it('starts the socket and sends the visitor once per browser session', async () => {
    const site = siteConfig();
    renderAt('/', site);
    // the visitor message waits for the first view
    await loadAnalytics();
    await act(async () => {});
    expect(started).not.toHaveBeenCalled();
    act(() => firstViewMounted());
    await vi.waitFor(() => expect(sent.some((m) => m.event === 'S')).toBe(true));
    expect(started).toHaveBeenCalledWith(site.integrations.analyticsSocket);
    expect(sent.find((m) => m.event === 'S')).toMatchObject({ topic: 'userAnalytics', city: 'Bengaluru', ip: '203.0.113.42' });
    cleanup();
    renderAt('/', site);
    await act(async () => {});
    expect(sent.filter((m) => m.event === 'S')).toHaveLength(1);
  });
});
