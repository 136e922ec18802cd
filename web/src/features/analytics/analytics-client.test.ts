// @vitest-environment happy-dom
// @vitest-isolate the analytics connection is module state, started once per test file
/**
 * Analytics frames carry the sender's token, so they go only to a socket on the shop's own origin,
 * and after a sign-out no frame, not even one queued before it, carries the ended token.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIES } from '@attar/sdk';
import type { SocketLike } from '../../integrations/analytics-socket.ts';
import { viaPageOrigin } from '../../integrations/local-origin.ts';
import { safeSocket } from '../../lib/safe-url-scripts.ts';
import { api } from '../../data/client.ts';
import { currentSender, sendAnalytics, startAnalytics } from './analytics-client.ts';
import { UNKNOWN_PLACE } from '../../integrations/ip-lookup.ts';
import { pageMessage, visitorMessage } from './messages.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  api.session.setToken(null);
});

describe('the analytics socket’s address', () => {
  it('is taken only on the page’s own origin, with the page’s security', () => {
    expect(safeSocket('/analytics', 'https://shop.example.in/faq')).toBe('wss://shop.example.in/analytics');
    expect(safeSocket('wss://shop.example.in/analytics', 'https://shop.example.in/')).toBe('wss://shop.example.in/analytics');
    // the seeded local mock's address follows a loopback page's own origin (its proxy)
    expect(safeSocket(viaPageOrigin('ws://127.0.0.1:4010/analytics', 'http://127.0.0.1:5173/'), 'http://127.0.0.1:5173/')).toBe(
      'ws://127.0.0.1:5173/analytics',
    );
    for (const url of [
      'wss://collector.example.com/analytics',
      'wss://analytics.shop.example.in/analytics',
      'ws://shop.example.in/analytics',
      'wss://shop.example.in:8443/analytics',
      'wss://user:pw@shop.example.in/analytics',
      'javascript:alert(1)',
    ])
      expect(safeSocket(url, 'https://shop.example.in/'), url).toBeNull();
    expect(safeSocket('/analytics', '')).toBeNull();
  });

  it('on another site turns analytics off: nothing connects, nothing is sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const createSocket = vi.fn((url: string) => new FakeSocket(url));
    sendAnalytics({ early: true });
    await startAnalytics({ enabled: true, url: 'wss://collector.example.com/analytics', key: 'attar-web' }, { createSocket });
    expect(createSocket).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      'Analytics is off: its socket is not on this site',
      'wss://collector.example.com/analytics',
    );
  });
});

describe('frames after a sign-out', () => {
  it('never carry the ended token, not even those queued while signed in', async () => {
    vi.resetModules();
    const client = await import('../../data/client.ts');
    const analytics = await import('./analytics-client.ts');
    const sockets: FakeSocket[] = [];
    client.api.session.setToken('tok_signed_in_0001');
    // queued before the socket opens, while signed in
    analytics.sendAnalytics(pageMessageFor(analytics.currentSender(), '/profile'));
    analytics.sendAnalytics(visitorMessage(UNKNOWN_PLACE, analytics.currentSender(), new Date(1000)));
    await analytics.startAnalytics(
      { enabled: true, url: '/analytics', key: 'attar-web' },
      { createSocket: (url) => (sockets.push(new FakeSocket(url)), sockets[0]!) },
    );
    expect(sockets[0]!.url).toBe(`ws://${location.host}/analytics?key=attar-web`);
    analytics.sendAnalytics(pageMessageFor(analytics.currentSender(), '/wishlist'));
    client.api.session.setToken(null);
    sockets[0]!.open();
    analytics.sendAnalytics(pageMessageFor(analytics.currentSender(), '/'));
    const frames = sockets[0]!.sent.map(
      (text) => JSON.parse(text) as { event: string; token: string; type: string; pageUrl?: string },
    );
    const pages = frames.filter((f) => f.event === 'V');
    expect(pages.map((f) => f.pageUrl)).toEqual(['/profile', '/wishlist', '/']);
    expect(sockets[0]!.sent.join('\n')).not.toContain('tok_signed_in_0001');
    // a guest is the decoded key cookie; a page message's type stays its page kind, the visitor's becomes G
    expect(document.cookie).toContain(`${SESSION_COOKIES.guestKey}=`);
    for (const frame of pages) expect(frame).toMatchObject({ token: 'public', type: 'P' });
    expect(frames.find((f) => f.event === 'S')).toMatchObject({ token: 'public', type: 'G' });
  });

  it('carry the token while the buyer is signed in', async () => {
    vi.resetModules();
    const client = await import('../../data/client.ts');
    const analytics = await import('./analytics-client.ts');
    const sockets: FakeSocket[] = [];
    await analytics.startAnalytics(
      { enabled: true, url: '/analytics', key: 'attar-web' },
      { createSocket: (url) => (sockets.push(new FakeSocket(url)), sockets[0]!) },
    );
    sockets[0]!.open();
    client.api.session.setToken('tok_signed_in_0002');
    analytics.sendAnalytics(pageMessageFor(analytics.currentSender(), '/cart'));
    analytics.sendAnalytics(visitorMessage(UNKNOWN_PLACE, analytics.currentSender(), new Date(1000)));
    expect(JSON.parse(sockets[0]!.sent[0]!)).toMatchObject({ token: 'tok_signed_in_0002', type: 'P' });
    expect(JSON.parse(sockets[0]!.sent[1]!)).toMatchObject({ token: 'tok_signed_in_0002', type: 'C' });
    client.api.session.setToken(null);
  });
});

function pageMessageFor(sender: ReturnType<typeof currentSender>, url: string) {
  return pageMessage({ url, title: 'Attar House', startMs: 0 }, sender, new Date(1000));
}
