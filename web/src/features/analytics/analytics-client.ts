/**
 * The storefront's one analytics connection: started by the page wrapper from the site configuration,
 * with the connected flag in client state (docs/product-rules.md §3 and 4). Messages sent before it starts
 * or while it is disconnected wait in the socket's queue; with analytics off they are dropped.
 */
import { proxy } from 'valtio';
import { DEFAULT_MARKETPLACE_KEY, guestKeyFromCookie, type Schemas } from '@attar/sdk';
import { ApiTypeRule } from '@attar/sdk/rules';
import { api } from '../../data/client.ts';
import type { AnalyticsSocket, AnalyticsSocketOptions } from '../../integrations/analytics-socket.ts';
import { knownPlace } from '../../integrations/ip-lookup.ts';
import { viaPageOrigin } from '../../integrations/local-origin.ts';
import { safeSocket } from '../../lib/safe-url-scripts.ts';
import type { Sender } from './messages.ts';

type SocketConfig = Schemas['SiteIntegrations']['analyticsSocket'];

/** Client state of the analytics socket. */
export const analyticsState = proxy({ connected: false });

let socket: AnalyticsSocket | undefined;
let starting = false;
/** Messages sent before the configuration said whether analytics is on. */
let early: object[] = [];
let off = false;

/** Who a message is from now: the buyer's token (C), or the guest's key from the key cookie (G). */
function identity(): Pick<Sender, 'token' | 'type'> {
  const token = api.session.getToken();
  if (token) return { token, type: 'C' };
  return { token: (typeof document === 'undefined' ? null : guestKeyFromCookie()) ?? DEFAULT_MARKETPLACE_KEY, type: 'G' };
}

/** Who is sending now: the buyer's token (C) or the public key (G), this browser, the known IP. */
export function currentSender(): Sender {
  return {
    ...identity(),
    userAgent: typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent || 'unknown',
    ip: knownPlace().ip,
  };
}

/** Whether a message's `type` is the sender's G or C (a page message's is its page kind, `P`, and stays). */
const isSenderType = (type: unknown): boolean => (ApiTypeRule.enum as readonly unknown[]).includes(type);

/**
 * A message as it goes on the wire: the identity of that moment replaces the one it was built with,
 * so after a sign-out no message (one queued before it included) carries the ended token.
 */
export function stampSender(message: object): object {
  if (!('token' in message && 'type' in message)) return message;
  const { token, type } = identity();
  return isSenderType(message.type) ? { ...message, token, type } : { ...message, token };
}

/**
 * Opens the socket from the configuration (once). With analytics off nothing connects and messages
 * are dropped. `overrides` injects a fake socket in tests.
 */
export function startAnalytics(config: SocketConfig, overrides: Partial<AnalyticsSocketOptions> = {}): Promise<void> {
  if (socket || off || starting) return Promise.resolve();
  // the socket goes only to the page's own host (lib/safe-url-scripts.ts), as the CSP's connect-src says too
  const url = config.enabled && config.key ? safeSocket(viaPageOrigin(config.url), location.href) : null;
  if (!url) {
    if (config.enabled && config.key) console.warn('Analytics is off: its socket is not on this site', config.url);
    off = true;
    early = [];
    return Promise.resolve();
  }
  const { key } = config;
  starting = true;
  // the socket's code loads after the first view (issue 5's JS budget); messages wait in `early`
  return import('../../integrations/analytics-socket.ts')
    .then(({ createAnalyticsSocket }) => {
      const opened = createAnalyticsSocket({ url, key, stamp: stampSender, ...overrides });
      socket = opened;
      opened.subscribe((connected) => {
        analyticsState.connected = connected;
      });
      for (const message of early) opened.send(message);
      early = [];
      opened.connect();
    })
    .catch((error: unknown) => console.warn('Analytics did not start', error))
    .finally(() => {
      starting = false;
    });
}

/** Sends a message now, or queues it until the socket connects. */
export function sendAnalytics(message: object): void {
  if (off) return;
  if (socket) socket.send(message);
  else if (early.length < 100) early.push(message);
}
