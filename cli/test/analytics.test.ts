/**
 * `attar analytics tail` reads `GET /_mock/analytics`, a control route of the mock shop outside the
 * contract: against the mock's own route (messages put in its log directly, as the socket would), and
 * through an injected fetch for following a log that grows.
 */
import { describe, expect, it } from 'vitest';
import { BASE, createShell, useMockShop } from './helpers.ts';

const mock = useMockShop();

const pageView = {
  topic: 'pageAnalytics',
  event: 'V',
  type: 'P',
  pageUrl: '/p/oud-noir/UFIwMDAxMg',
  pTitle: 'Oud Noir',
  totalSpendTime: 42.37,
  token: 'public',
  timeStamp: '2026-11-20T10:15:30Z',
  userAgent: 'test',
  ip: 'N/A',
};
const click = {
  topic: 'pageAnalytics',
  event: 'C',
  pageUrl: '/',
  pTitle: 'Home',
  target: { tagName: 'a', text: 'Shop Now', href: '/shop' },
  token: 'public',
  type: 'G',
  timeStamp: '2026-11-20T10:16:00Z',
  userAgent: 'test',
  ip: 'N/A',
};

/** A fetch serving a log that grows between reads (and recording what was asked). */
function growingLog(batches: unknown[][]) {
  let reads = 0;
  return async (request: Request) => {
    expect(request.url).toBe(`${BASE}/_mock/analytics`);
    return Response.json({ messages: batches[Math.min(reads++, batches.length - 1)] });
  };
}

describe('analytics tail', () => {
  it("prints what the mock shop's socket received", async () => {
    mock.shop.state.analytics.messages.push({ receivedAt: '2026-11-20T10:15:31Z', key: 'attar-web', message: pageView as never });
    const result = await createShell().run('analytics tail --json');
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout.trim())).toMatchObject({
      event: 'V',
      pageUrl: '/p/oud-noir/UFIwMDAxMg',
      receivedAt: '2026-11-20T10:15:31Z',
    });
  });

  it('prints the messages received so far', async () => {
    const result = await createShell().run('analytics tail', { fetch: growingLog([[pageView, click]]) });
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toMatch(
      /^2026-11-20 15:45 {2}V {2}pageAnalytics {2}\/p\/oud-noir\/UFIwMDAxMg 42.37s {2}P$/,
    );
    // a page view's type is its page kind; the click's is the sender's
    expect(result.stdout.split('\n')[1]).toMatch(/ "Shop Now" {2}G$/);
  });

  it('follows a capped log: only messages after the last one printed are new', async () => {
    const later = { ...click, timeStamp: '2026-11-20T10:17:00Z' };
    const fetch = growingLog([
      [pageView, click],
      [click, later],
    ]);
    const stop = new AbortController();
    let sleeps = 0;
    const sleep = async () => {
      if (++sleeps === 2) stop.abort();
    };
    const result = await createShell().run('analytics tail --follow --json', { fetch, sleep, signal: stop.signal });
    expect(
      result.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).timeStamp),
    ).toEqual(['2026-11-20T10:15:30Z', '2026-11-20T10:16:00Z', '2026-11-20T10:17:00Z']);
  });

  it('follows new messages as JSON lines until interrupted, then exits 130 as Ctrl-C always does', async () => {
    const fetch = growingLog([[pageView], [pageView], [pageView, click]]);
    const stop = new AbortController();
    let sleeps = 0;
    const sleep = async () => {
      if (++sleeps === 3) stop.abort();
    };
    const result = await createShell().run('analytics tail --follow --json', { fetch, sleep, signal: stop.signal });
    expect(result.code).toBe(130);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((m) => m.event)).toEqual(['V', 'C']);
  });

  it('filters by event', async () => {
    const result = await createShell().run('analytics tail --event C --json', { fetch: growingLog([[pageView, click]]) });
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('explains when the server has no analytics log', async () => {
    const result = await createShell().run('analytics tail', { fetch: async () => new Response(null, { status: 404 }) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('needs the mock shop');
  });
});
