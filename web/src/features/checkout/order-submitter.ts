/**
 * Placing an order exactly once. One idempotency key is made per order attempt and sent again on every
 * repeat of that attempt (a retry after a lost reply returns the first order, SPEC of `orders.create`);
 * a second click while the first call is in flight gets the first call's promise, never a new request.
 * The key is kept in session storage per checkout, so a reload in the middle reuses it too.
 */

export interface OrderSubmitter<T> {
  /** Sends the attempt with the attempt's key, or joins the call already in flight. */
  submit(send: (idempotencyKey: string) => Promise<T>): Promise<T>;
  /** The attempt's key, once made. */
  readonly key: string | undefined;
  /** Ends the attempt (after its order was made); the next submit makes a new key. */
  finish(): void;
}

/** A random UUID (v4), from Web Crypto. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const sessionStore = (): KeyStore | undefined => {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Creates the submitter of one checkout's order attempt.
 * @example
 * const attempt = createOrderSubmitter('CK7Q2M9X4B1Z');
 * const place = () => attempt.submit((key) => api.orders.create({ ...input, idempotencyKey: key }));
 * await Promise.all([place(), place()]); // one request
 */
export function createOrderSubmitter<T>(
  checkoutId: string,
  options: { store?: KeyStore | undefined; makeKey?: () => string } = { store: sessionStore() },
): OrderSubmitter<T> {
  const storeKey = `attar.orderAttempt.${checkoutId}`;
  const store = options.store;
  const makeKey = options.makeKey ?? newIdempotencyKey;
  let key: string | undefined = store?.getItem(storeKey) ?? undefined;
  let inFlight: Promise<T> | undefined;
  return {
    submit(send) {
      if (inFlight) return inFlight;
      if (!key) {
        key = makeKey();
        store?.setItem(storeKey, key);
      }
      inFlight = send(key).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    get key() {
      return key;
    },
    finish() {
      key = undefined;
      store?.removeItem(storeKey);
    },
  };
}
