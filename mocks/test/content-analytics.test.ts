/**
 * The analytics socket: page, visitor and click messages validated, kept for inspection, bad ones refused.
 * @vitest-isolate MSW patches the global WebSocket once per module graph: a shared graph would hand each
 * frame to the socket handlers of every file that ran before in the same worker.
 */
import { WebSocket as NodeWebSocket } from 'ws';
import { describe, expect, it, vi } from 'vitest';
import { validateAnalyticsMessage } from '../src/analytics.ts';
import { useMockShop } from './harness.ts';
import { ANALYTICS_LIMIT } from '../src/shop/content/state.ts';

// Node 20 has no global WebSocket; MSW intercepts the global class, so give it one before listening.
if (!('WebSocket' in globalThis)) {
  Object.defineProperty(globalThis, 'WebSocket', { value: NodeWebSocket, configurable: true, writable: true });
}

const mock = useMockShop();

const common = {
  token: 'public',
  type: 'G',
  timeStamp: '2026-11-20T10:15:30Z',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
  ip: '203.0.113.42',
};
// a page message's type is its page kind, P, in place of the sender's G or C (the token says who sent it)
const pageView = {
  topic: 'pageAnalytics',
  event: 'V',
  pageUrl: '/p/oud-noir/UFIwMDAxMg',
  pTitle: 'Oud Noir | Attar House',
  totalSpendTime: 42.37,
  ...common,
  type: 'P',
};
const visitor = {
  topic: 'userAnalytics',
  event: 'S',
  city: 'Bengaluru',
  region: 'Karnataka',
  country: 'IN',
  latitude: 12.9716,
  longitude: 77.5946,
  device: { browser: 'Firefox', platform: 'Linux', userAgent: common.userAgent },
  ...common,
};
const click = {
  topic: 'pageAnalytics',
  event: 'C',
  pageUrl: '/',
  pTitle: 'Attar House',
  target: { tagName: 'a', text: 'Shop Now', href: '/shop', blockRef: 'bannerCarousel' },
  ...common,
  ip: 'N/A',
};

describe('validateAnalyticsMessage', () => {
  it.each([
    ['page view', pageView],
    ['visitor', visitor],
    ['click', click],
  ])('accepts a %s message', (_, message) => {
    expect(validateAnalyticsMessage(message)).toEqual({ ok: true, message });
    expect(validateAnalyticsMessage(JSON.stringify(message))).toMatchObject({ ok: true });
  });

  it('refuses an unknown event, a missing field, a wrong value and an unknown field, naming each', () => {
    expect(validateAnalyticsMessage({ ...pageView, event: 'X' })).toEqual({
      ok: false,
      issues: [{ field: 'event', message: 'must be one of V, S, C' }],
    });
    const { pTitle: _, ...untitled } = pageView;
    expect(validateAnalyticsMessage(untitled)).toEqual({ ok: false, issues: [{ field: 'pTitle', message: 'is required' }] });
    const wrong = validateAnalyticsMessage({ ...visitor, latitude: 123, type: 'X' });
    expect(wrong.ok === false && wrong.issues.map((i) => i.field)).toEqual(['latitude', 'type']);
    const extra = validateAnalyticsMessage({ ...click, target: { ...click.target, colour: 'red' }, sessionId: 'abc' });
    expect(extra.ok === false && extra.issues).toEqual(
      expect.arrayContaining([
        { field: 'sessionId', message: 'is not a field of this message' },
        { field: 'target.colour', message: 'is not a field of this message' },
      ]),
    );
    expect(validateAnalyticsMessage('{"topic":')).toEqual({
      ok: false,
      issues: [{ field: '(frame)', message: 'is not valid JSON' }],
    });
  });

  it("refuses a page view whose type is the sender's, or that still names its kind pType", () => {
    const guest = validateAnalyticsMessage({ ...pageView, type: 'G' });
    expect(guest.ok === false && guest.issues.map((i) => i.field)).toEqual(['type']);
    const { type: _, ...untyped } = pageView;
    expect(validateAnalyticsMessage({ ...untyped, pType: 'P' })).toEqual({
      ok: false,
      issues: expect.arrayContaining([
        { field: 'type', message: 'is required' },
        { field: 'pType', message: 'is not a field of this message' },
      ]),
    });
  });

  it('refuses a frame whose text field is an object with a length (zod throws on it), without throwing', () => {
    const frame = JSON.stringify({ ...pageView, pTitle: { length: { toString: 0 } } });
    const check = validateAnalyticsMessage(frame);
    expect(check.ok).toBe(false);
    expect(check.ok === false && check.issues[0]!.message).toMatch(/cannot be checked/);
  });
});

/** Opens the analytics socket and collects what the server sends back. */
async function connect(query = '?key=attar-web') {
  const socket = new WebSocket(`ws://127.0.0.1:4010/analytics${query}`);
  const received: unknown[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
  );
  socket.addEventListener('message', (e) => received.push(JSON.parse(String(e.data))));
  // A refused connection may close before it ever opens.
  await Promise.race([new Promise((resolve) => socket.addEventListener('open', resolve)), closed]);
  return { socket, received, closed };
}

const listed = async (query = '') => (await fetch(`http://127.0.0.1:4010/_mock/analytics${query}`)).json();

describe('the analytics socket', () => {
  it('keeps valid page, visitor and click messages, and lists them at /_mock/analytics', async () => {
    const { socket, received } = await connect();
    for (const message of [visitor, pageView, click]) socket.send(JSON.stringify(message));
    await vi.waitFor(() => expect(mock.shop.state.analytics.messages).toHaveLength(3));
    socket.close();
    expect(received).toEqual([]);
    expect(await listed()).toMatchObject({
      count: 3,
      rejected: 0,
      messages: [{ key: 'attar-web', message: visitor }, { message: pageView }, { message: click }],
    });
    expect(await listed('?event=C')).toMatchObject({ count: 1, messages: [{ message: click }] });
  });

  it('answers an invalid frame with a rejection naming the field, and keeps nothing', async () => {
    const { socket, received } = await connect();
    socket.send(JSON.stringify({ ...pageView, totalSpendTime: -1 }));
    socket.send('not json');
    await vi.waitFor(() => expect(received).toHaveLength(2));
    socket.close();
    expect(received[0]).toMatchObject({ code: 'message.invalid', errors: [{ field: 'totalSpendTime' }] });
    expect(received[1]).toMatchObject({ code: 'message.invalid', message: '(frame) is not valid JSON' });
    expect(await listed()).toMatchObject({ count: 0, rejected: 2 });
  });

  it('closes a connection without the key of the site configuration, giving the reason', async () => {
    for (const [query, code] of [
      ['', 'analytics.keyMissing'],
      ['?key=someone-else', 'analytics.unknownKey'],
    ] as const) {
      const { closed } = await connect(query);
      expect(await closed).toEqual({ code: 1008, reason: code });
    }
  });

  it(`keeps only the newest ${ANALYTICS_LIMIT} messages`, async () => {
    const { socket } = await connect();
    for (let i = 0; i < ANALYTICS_LIMIT + 5; i++) socket.send(JSON.stringify({ ...pageView, totalSpendTime: i }));
    await vi.waitFor(() =>
      expect(mock.shop.state.analytics.messages.at(-1)?.message).toMatchObject({ totalSpendTime: ANALYTICS_LIMIT + 4 }),
    );
    socket.close();
    const { messages } = mock.shop.state.analytics;
    expect(messages).toHaveLength(ANALYTICS_LIMIT);
    expect(messages[0]!.message).toMatchObject({ totalSpendTime: 5 });
  });
});
