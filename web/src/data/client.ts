/**
 * The storefront's one boundary to the backend: the SDK client. The session lives in cookies (the
 * buyer's token cookie, the guest's key cookie: 7 days, SameSite=Lax, Secure outside development;
 * docs/decisions/015-session-cookies.md) so a reload keeps the buyer signed in and every tab shares
 * it; a 401 anywhere returns the shopper to guest (docs/product-rules.md §4).
 *
 * The client's machinery (the action table, the request builder, the transport) loads with the first
 * call, not with the page: a page the server rendered arrives with its replies and calls nothing before
 * it has hydrated, so the SDK's largest part stays off the first load (decision 010). `api` has the
 * client's shape: its modules' functions and `call` load the SDK (once) and then call it; `session` is
 * there at once, a store of its own that the client is created with.
 */
import type { ActionName, ApiError, AttarClient } from '@attar/sdk';
import { createCookieSession, createMemorySession, type SessionStore } from '@attar/sdk';

type ExpiredListener = (error: ApiError) => void;
const expiredListeners = new Set<ExpiredListener>();
// an expiry seen before anyone listened (an early read, before the app has booted), for the first listener
let unheard: ApiError | undefined;

/**
 * Subscribes to "the session expired" (a 401 cleared the token). An expiry that happened before the
 * first subscription is told to that subscriber right after it subscribes. Returns the unsubscribe function.
 */
export function onSessionExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  const missed = unheard;
  unheard = undefined;
  if (missed) queueMicrotask(() => expiredListeners.has(listener) && listener(missed));
  return () => void expiredListeners.delete(listener);
}

/** Where earlier builds kept the token, readable by any script on the page: moved into the cookie once. */
const LEGACY_TOKEN_KEY = 'attar.token';

function browserSession(): SessionStore {
  const session = createCookieSession();
  try {
    const legacy = window.localStorage.getItem(LEGACY_TOKEN_KEY);
    if (legacy !== null) {
      window.localStorage.removeItem(LEGACY_TOKEN_KEY);
      if (session.getToken() === null) session.setToken(legacy);
    }
  } catch {
    // storage blocked: nothing was kept there either
  }
  return session;
}

const session = typeof document !== 'undefined' ? browserSession() : createMemorySession();

type SdkRuntime = typeof import('../lib/sdk-runtime.ts');
let runtime: Promise<SdkRuntime> | undefined;
let loaded: SdkRuntime | undefined;
let client: Promise<AttarClient> | undefined;

/** The SDK's runtime half, loaded once; a call that comes before it waits for it. */
export function loadSdk(): Promise<SdkRuntime> {
  runtime ??= import('../lib/sdk-runtime.ts').then(
    ({ createAttarClient, isIdempotent, checkedResult }) => (loaded = { createAttarClient, isIdempotent, checkedResult }),
  );
  return runtime;
}

/** The SDK's runtime half if it has loaded (it has, once any call was made). */
export const sdkIfLoaded = (): SdkRuntime | undefined => loaded;

function realClient(): Promise<AttarClient> {
  client ??= loadSdk().then(({ createAttarClient }) =>
    createAttarClient({
      baseUrl: import.meta.env.VITE_ATTAR_API ?? '',
      session,
      // checks every reply against the contract in development; production pages skip the validators
      validateReplies: import.meta.env.DEV,
      onSessionExpired: (error) => {
        if (expiredListeners.size === 0) unheard = error;
        for (const listener of expiredListeners) listener(error);
      },
    }),
  );
  return client;
}

type Fn = (...args: unknown[]) => Promise<unknown>;
type Bag = Record<string | symbol, unknown>;

/**
 * An object that makes what it is asked for once, on first use, and keeps it (so a test can replace a
 * function with `vi.spyOn(api.cart, 'addItem')`).
 */
function lazyBag(own: Bag, make: (name: string) => unknown): Bag {
  // `then`: not a thenable (an `await api` must not try to call it)
  const made = (object: Bag, name: string | symbol) => {
    if (!(name in object) && typeof name === 'string' && name !== 'then') object[name] = make(name);
    return name in object;
  };
  return new Proxy(own, {
    get: (object, name) => (made(object, name) ? object[name] : undefined),
    has: made,
    getOwnPropertyDescriptor: (object, name) => (made(object, name) ? Reflect.getOwnPropertyDescriptor(object, name) : undefined),
  });
}

/** A module of the client (`api.cart`): each function loads the client once, then calls its own. */
const lazyModule = (module: string) =>
  lazyBag(
    {},
    (fn): Fn =>
      (...args) =>
        realClient().then((c) => (c as unknown as Record<string, Record<string, Fn>>)[module]![fn]!(...args)),
  );

/** The SDK client every hook and action of the storefront uses. */
export const api = lazyBag(
  {
    session,
    // the content service's replies are checked before anything holds them (data/content-guard.ts)
    call: ((action, ...rest) =>
      realClient().then((c) =>
        loaded!.checkedResult(action as ActionName, (c.call as Fn)(action, ...rest) as never),
      )) satisfies Fn,
  },
  lazyModule,
) as unknown as AttarClient;
