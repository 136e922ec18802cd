/**
 * Who the SDK speaks as. A guest uses the marketplace's public key with apiType G; after sign-in the
 * stored token switches the session to apiType C. Logout or any 401 clears the token.
 */

/** Where the buyer's token lives. Implementations must be synchronous so headers can be built at once. */
export interface SessionStore {
  /** The buyer's token, or null for a guest. */
  getToken(): string | null;
  /** Stores a token (sign-in) or null (sign-out, a 401); listeners hear of every change. */
  setToken(token: string | null): void;
  /** Called with the new token (or null) after every change; returns an unsubscribe function. */
  subscribe(listener: (token: string | null) => void): () => void;
}

function createListeners() {
  const listeners = new Set<(token: string | null) => void>();
  return {
    add(listener: (token: string | null) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(token: string | null) {
      for (const listener of listeners) listener(token);
    },
  };
}

/**
 * A session kept in memory (tests, the CLI, server rendering).
 * @example
 * const session = createMemorySession();
 * session.setToken('tok_abc');
 */
export function createMemorySession(initial: string | null = null): SessionStore {
  let token = initial;
  const listeners = createListeners();
  return {
    getToken: () => token,
    setToken(next) {
      if (next === token) return;
      token = next;
      listeners.emit(token);
    },
    subscribe: listeners.add,
  };
}

/** The part of the Web Storage API the session needs (localStorage, sessionStorage, or a stand-in). */
export interface KeyValueStorage {
  /** The stored value, or null when there is none. */
  getItem(key: string): string | null;
  /** Stores a value; may throw (storage full or blocked), which the session survives. */
  setItem(key: string, value: string): void;
  /** Deletes a value. */
  removeItem(key: string): void;
}

/**
 * A session kept in browser storage under `key`, so it survives a reload. Any script on the page can
 * read Web Storage and it never expires: a browser storefront should use `createCookieSession`
 * (docs/decisions/015-session-cookies.md).
 * @example
 * const session = createStorageSession(window.localStorage);
 */
export function createStorageSession(storage: KeyValueStorage, key = 'attar.token'): SessionStore {
  const listeners = createListeners();
  const read = () => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  return {
    getToken: read,
    setToken(next) {
      if (next === read()) return;
      try {
        if (next === null) storage.removeItem(key);
        else storage.setItem(key, next);
      } catch {
        // storage full or blocked: the session still changes for this page's listeners
      }
      listeners.emit(next);
    },
    subscribe: listeners.add,
  };
}
