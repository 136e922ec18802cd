/**
 * The analytics socket (spec/analytics.yaml): one WebSocket per visit at `{url}?key={key}`, a connected
 * flag, messages queued while disconnected and sent in order on (re)connect, reconnects with
 * exponential backoff. Console messages of docs/product-rules.md §8: 'WebSocket error' and 'WebSocket is not
 * connected'. The socket, the timers and the console are injected so tests run with fakes.
 */

/** The part of the browser WebSocket the client uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code?: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data?: unknown }) => void) | null;
}

export interface AnalyticsSocketOptions {
  url: string;
  key: string;
  /** Opens a socket; the browser's WebSocket by default. */
  createSocket?: (url: string) => SocketLike;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  logger?: Pick<Console, 'error' | 'warn'>;
  /** Messages kept while disconnected; the oldest are dropped beyond it. */
  maxQueue?: number;
  /** First reconnect delay and its cap, in ms (doubling in between). */
  backoff?: { initialMs: number; maxMs: number };
  /**
   * Applied to each message at the moment it goes on the wire, not when it was queued: the sender's
   * identity is stamped there, so a message queued before a sign-out never carries the ended token.
   */
  stamp?: (message: object) => object;
}

export interface AnalyticsSocket {
  /** True while the socket is open. */
  readonly connected: boolean;
  /** Messages waiting for a connection. */
  readonly queued: number;
  /** Opens the socket (once; later calls do nothing while it is open or reconnecting). */
  connect(): void;
  /** Sends a message now, or queues it until the socket connects. */
  send(message: object): void;
  /** Calls `listener` with the connected flag whenever it changes. Returns the unsubscribe function. */
  subscribe(listener: (connected: boolean) => void): () => void;
  /** Closes for good: no reconnect; queued messages are dropped. */
  close(): void;
}

const OPEN = 1;
/** The server refused the key (policy violation): reconnecting would be refused again. */
const CLOSE_POLICY = 1008;

/** The socket URL with the key as its `key` query parameter. */
export function socketUrl(url: string, key: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}key=${encodeURIComponent(key)}`;
}

/** The delay before reconnect attempt `attempt` (0-based): doubling from `initialMs`, capped. */
export function backoffDelay(attempt: number, backoff: { initialMs: number; maxMs: number }): number {
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt, 20));
}

/**
 * Creates the analytics socket client.
 * @example
 * const socket = createAnalyticsSocket({ url: 'ws://127.0.0.1:4010/analytics', key: 'attar-web' });
 * socket.connect();
 * socket.send({ topic: 'pageAnalytics', event: 'V', ... });
 */
export function createAnalyticsSocket(options: AnalyticsSocketOptions): AnalyticsSocket {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const logger = options.logger ?? console;
  const maxQueue = options.maxQueue ?? 100;
  const backoff = options.backoff ?? { initialMs: 1000, maxMs: 30_000 };
  const frame = (message: object) => JSON.stringify(options.stamp ? options.stamp(message) : message);

  let socket: SocketLike | undefined;
  let connected = false;
  let closed = false;
  let attempt = 0;
  let timer: unknown;
  let warned = false;
  const queue: object[] = [];
  const listeners = new Set<(connected: boolean) => void>();

  const setConnected = (next: boolean) => {
    if (next === connected) return;
    connected = next;
    for (const listener of listeners) listener(connected);
  };

  const flush = () => {
    while (socket && connected && socket.readyState === OPEN && queue.length > 0) {
      socket.send(frame(queue.shift()!));
    }
  };

  const scheduleReconnect = () => {
    if (closed || timer !== undefined) return;
    const delay = backoffDelay(attempt++, backoff);
    timer = setTimer(() => {
      timer = undefined;
      open();
    }, delay);
  };

  function open(): void {
    if (closed) return;
    let next: SocketLike;
    try {
      next = createSocket(socketUrl(options.url, options.key));
    } catch (error) {
      logger.error('WebSocket error', error);
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onopen = () => {
      if (socket !== next) return;
      attempt = 0;
      warned = false;
      setConnected(true);
      flush();
    };
    next.onerror = (event) => {
      if (socket === next) logger.error('WebSocket error', event);
    };
    next.onmessage = (event) => {
      // the socket only answers to refuse a frame (an AnalyticsRejection)
      if (import.meta.env.DEV) logger.warn('Analytics message refused', event.data);
    };
    next.onclose = (event) => {
      if (socket !== next) return;
      socket = undefined;
      setConnected(false);
      if (event.code === CLOSE_POLICY) {
        logger.error('WebSocket error', `analytics socket refused: ${event.reason ?? 'policy violation'}`);
        return;
      }
      scheduleReconnect();
    };
  }

  return {
    get connected() {
      return connected;
    },
    get queued() {
      return queue.length;
    },
    connect() {
      if (closed || socket || timer !== undefined) return;
      open();
    },
    send(message) {
      if (closed) return;
      if (socket && connected && socket.readyState === OPEN) {
        socket.send(frame(message));
        return;
      }
      // logged once per disconnected spell, not for every message
      if (!warned) {
        logger.warn('WebSocket is not connected');
        warned = true;
      }
      queue.push(message);
      if (queue.length > maxQueue) queue.splice(0, queue.length - maxQueue);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close() {
      closed = true;
      queue.length = 0;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      const current = socket;
      socket = undefined;
      setConnected(false);
      current?.close(1000, 'page closed');
    },
  };
}
