/**
 * The analytics socket (spec/analytics.yaml): the storefront opens `ws://.../analytics?key={key}` and
 * sends page, visitor and click messages as JSON text frames. The mock checks each frame against the
 * analytics document, keeps the valid ones in the shop (newest last, at most 1000) and answers an
 * invalid one with an `AnalyticsRejection` frame. `GET /_mock/analytics` lists what it kept.
 *
 * The validators are the sdk's generated zod schemas of the analytics document (`@attar/sdk/analytics`).
 */
import { http, HttpResponse, ws, type HttpHandler, type WebSocketHandler } from 'msw';
import type { AnalyticsComponents as components } from '@attar/sdk/analytics';
import {
  safeParse,
  zAnalyticsClickTarget,
  zAnalyticsDevice,
  zClickAnalyticsMessage,
  zPageAnalyticsMessage,
  zVisitorAnalyticsMessage,
} from '@attar/sdk/analytics';
import type { FieldIssue } from './core/errors.ts';
import { ANALYTICS_LIMIT, type AnalyticsMessage, type AnalyticsRecord } from './shop/content/state.ts';
import type { Shop } from './shop/shop.ts';

export type AnalyticsRejection = components['schemas']['AnalyticsRejection'] & { errors?: FieldIssue[] };
export type AnalyticsCheck = { ok: true; message: AnalyticsMessage } | { ok: false; issues: FieldIssue[] };

// The documents close every message (additionalProperties: false); zod objects strip unknown keys,
// so the mock makes them strict, nested objects included.
const byEvent = {
  V: zPageAnalyticsMessage.strict(),
  S: zVisitorAnalyticsMessage.extend({ device: zAnalyticsDevice.strict() }).strict(),
  C: zClickAnalyticsMessage.extend({ target: zAnalyticsClickTarget.strict() }).strict(),
};

/**
 * Checks one analytics message (a parsed value or the raw JSON text of a frame).
 * @example
 * const check = validateAnalyticsMessage('{"event":"V"}');
 * if (!check.ok) console.log(check.issues); // [{ field: 'topic', message: 'is required' }, ...]
 */
export function validateAnalyticsMessage(value: unknown): AnalyticsCheck {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return { ok: false, issues: [{ field: '(frame)', message: 'is not valid JSON' }] };
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, issues: [{ field: '(frame)', message: 'must be a JSON object' }] };
  }
  const event = (data as { event?: unknown }).event;
  if (event !== 'V' && event !== 'S' && event !== 'C') {
    return { ok: false, issues: [{ field: 'event', message: 'must be one of V, S, C' }] };
  }
  const result = safeParse(byEvent[event], data);
  if (result.success) return { ok: true, message: result.data as AnalyticsMessage };
  return { ok: false, issues: result.error.issues.flatMap((issue) => toFieldIssues(issue, data)) };
}

/** The value at `path` in `data`, undefined when a key on the way is absent. */
const valueAt = (data: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );

function toFieldIssues(
  issue: { code: string; path: PropertyKey[]; message: string; keys?: string[] },
  data: unknown,
): FieldIssue[] {
  const at = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    return issue.keys.map((key) => ({ field: at ? `${at}.${key}` : key, message: 'is not a field of this message' }));
  }
  // zod words a missing constant (`type: P`) as a wrong value, so absence is read from the data itself
  const missing = issue.path.length > 0 && valueAt(data, issue.path) === undefined;
  return [{ field: at || '(message)', message: missing ? 'is required' : issue.message }];
}

/**
 * Takes one frame: stores it when valid (dropping the oldest beyond 1000), or returns the rejection
 * to send back. Shared by the MSW socket below and any real socket server.
 */
export function receiveAnalyticsFrame(
  shop: Shop,
  frame: unknown,
  key: string,
): { ok: true; record: AnalyticsRecord } | { ok: false; rejection: AnalyticsRejection } {
  const check: AnalyticsCheck =
    typeof frame === 'string'
      ? validateAnalyticsMessage(frame)
      : { ok: false, issues: [{ field: '(frame)', message: 'must be a JSON text frame' }] };
  const store = shop.state.analytics;
  if (!check.ok) {
    store.rejected++;
    const first = check.issues[0]!;
    return {
      ok: false,
      rejection: { code: 'message.invalid', message: `${first.field} ${first.message}`, errors: check.issues },
    };
  }
  const record: AnalyticsRecord = { receivedAt: shop.nowIso(), key, message: check.message };
  store.messages.push(record);
  if (store.messages.length > ANALYTICS_LIMIT) store.messages.splice(0, store.messages.length - ANALYTICS_LIMIT);
  return { ok: true, record };
}

/** Why a connection is refused, or undefined when its `key` is the one the site configuration gives. */
export function refuseAnalyticsKey(shop: Shop, key: string | null): AnalyticsRejection | undefined {
  if (!key) return { code: 'analytics.keyMissing', message: 'Open the socket with ?key={key} from the site configuration.' };
  const expected = shop.state.content.site.integrations.analyticsSocket.key;
  if (key !== expected) return { code: 'analytics.unknownKey', message: `Unknown analytics key "${key}".` };
  return undefined;
}

/** WebSocket close code for a refused connection (policy violation). */
export const CLOSE_POLICY = 1008;

/**
 * The analytics socket and its inspection route (part of `createMockShop().handlers`).
 * @example
 * const server = setupServer(...createAnalyticsHandlers(() => shop));
 */
export function createAnalyticsHandlers(getShop: () => Shop, baseUrl = '*'): Array<HttpHandler | WebSocketHandler> {
  // any host: the storefront's own origin in the browser, the server's in Node (a RegExp, because a
  // string pattern with a wildcard host does not match in the browser)
  const socket = ws.link(/^wss?:\/\/[^/]+\/analytics$/);
  return [
    socket.addEventListener('connection', ({ client }) => {
      const key = client.url.searchParams.get('key');
      const refused = refuseAnalyticsKey(getShop(), key);
      if (refused) {
        client.send(JSON.stringify(refused));
        client.close(CLOSE_POLICY, refused.code);
        return;
      }
      client.addEventListener('message', (event) => {
        const result = receiveAnalyticsFrame(getShop(), event.data, key!);
        if (!result.ok) client.send(JSON.stringify(result.rejection));
      });
    }),
    http.get(`${baseUrl}/_mock/analytics`, ({ request }) => {
      const { messages, rejected } = getShop().state.analytics;
      const event = new URL(request.url).searchParams.get('event');
      const items = event ? messages.filter((m) => m.message.event === event) : messages;
      return HttpResponse.json({ count: items.length, rejected, messages: items });
    }),
  ];
}
