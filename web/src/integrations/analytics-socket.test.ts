import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, createAnalyticsSocket, socketUrl, type SocketLike } from './analytics-socket.ts';

/** A socket the test opens, closes and fails by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const logger = { error: vi.fn(), warn: vi.fn() };
  const client = createAnalyticsSocket({
    url: 'ws://127.0.0.1:4010/analytics',
    key: 'attar-web',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => {},
    logger,
    backoff: { initialMs: 1000, maxMs: 8000 },
  });
  const last = () => sockets[sockets.length - 1]!;
  const fireTimer = () => timers.shift()!.run();
  return { client, sockets, timers, logger, last, fireTimer };
}

describe('analytics socket', () => {
  it('connects to the configured URL with the key', () => {
    const { client, last } = setup();
    client.connect();
    expect(last().url).toBe('ws://127.0.0.1:4010/analytics?key=attar-web');
    expect(socketUrl('ws://h/a?x=1', 'k y')).toBe('ws://h/a?x=1&key=k%20y');
  });

  it('queues messages while disconnected and sends them in order on connect', () => {
    const { client, last, logger } = setup();
    const flags: boolean[] = [];
    client.subscribe((connected) => flags.push(connected));
    client.connect();
    client.send({ n: 1 });
    client.send({ n: 2 });
    expect(client.connected).toBe(false);
    expect(client.queued).toBe(2);
    expect(last().sent).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith('WebSocket is not connected');
    expect(logger.warn).toHaveBeenCalledTimes(1);

    last().open();
    expect(client.connected).toBe(true);
    expect(flags).toEqual([true]);
    expect(last().sent).toEqual(['{"n":1}', '{"n":2}']);
    expect(client.queued).toBe(0);
    client.send({ n: 3 });
    expect(last().sent).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
  });

  it('keeps at most the newest messages while it waits', () => {
    const sockets: FakeSocket[] = [];
    const client = createAnalyticsSocket({
      url: 'ws://x/analytics',
      key: 'k',
      maxQueue: 2,
      logger: { error: () => {}, warn: () => {} },
      createSocket: (url) => (sockets.push(new FakeSocket(url)), sockets[0]!),
    });
    client.connect();
    for (const n of [1, 2, 3]) client.send({ n });
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual(['{"n":2}', '{"n":3}']);
  });

  it("logs 'WebSocket error' and reconnects with a doubling, capped delay", () => {
    const { client, sockets, timers, logger, last, fireTimer } = setup();
    client.connect();
    last().onerror?.({ type: 'error' });
    expect(logger.error).toHaveBeenCalledWith('WebSocket error', { type: 'error' });
    last().drop();
    expect(client.connected).toBe(false);
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    fireTimer();
    last().drop();
    fireTimer();
    last().drop();
    fireTimer();
    last().drop();
    fireTimer();
    last().drop();
    expect(timers.map((t) => t.ms)).toEqual([8000]);
    expect(sockets).toHaveLength(5);
    // a successful connection resets the backoff
    fireTimer();
    last().open();
    last().drop();
    expect(timers.map((t) => t.ms)).toEqual([1000]);
  });

  it('sends what was queued during a drop after reconnecting', () => {
    const { client, last, fireTimer, logger } = setup();
    client.connect();
    last().open();
    last().drop();
    client.send({ page: '/faq' });
    expect(logger.warn).toHaveBeenCalledWith('WebSocket is not connected');
    fireTimer();
    last().open();
    expect(last().sent).toEqual(['{"page":"/faq"}']);
  });

  it('does not reconnect when the server refuses the key', () => {
    const { client, timers, logger, last } = setup();
    client.connect();
    last().drop(1008, 'analytics.unknownKey');
    expect(timers).toHaveLength(0);
    expect(logger.error).toHaveBeenCalledWith('WebSocket error', expect.stringContaining('analytics.unknownKey'));
  });

  it('close() stops for good', () => {
    const { client, timers, last } = setup();
    client.connect();
    const socket = last();
    socket.open();
    client.close();
    expect(socket.closedWith).toBe(1000);
    expect(client.connected).toBe(false);
    expect(timers).toHaveLength(0);
    client.send({ n: 1 });
    expect(client.queued).toBe(0);
  });

  it('backoff delays', () => {
    expect([0, 1, 2, 3, 4, 10].map((a) => backoffDelay(a, { initialMs: 1000, maxMs: 30_000 }))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000,
    ]);
  });
});
